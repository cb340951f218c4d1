/** `new` and `read` have their own colours; any other status (archived, or one this client does not know) is neutral. */
export function statusClass(status: string): string {
  return status === 'new' || status === 'read' ? `admin-pill admin-pill-${status}` : 'admin-pill admin-pill-neutral';
}
