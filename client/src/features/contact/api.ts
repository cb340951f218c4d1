import type { ContactField, ContactInput } from '#shared/validation.ts';

export type ContactSendResult =
  | { ok: true }
  /** The server refused the input (400): its first message and the per-field messages. */
  | { ok: false; kind: 'invalid'; message: string; errors: Partial<Record<ContactField, string>> }
  /** Any other answer >= 400 (429 rate limit, 5xx); `message` is the server's, when it gave one. */
  | { ok: false; kind: 'http'; status: number; message: string | null }
  /** No answer at all: offline, connection reset. */
  | { ok: false; kind: 'network' };

const FIELDS: readonly ContactField[] = ['inquiryType', 'name', 'email', 'message'];

function fieldErrors(value: unknown): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  if (typeof value !== 'object' || value === null) return errors;
  for (const field of FIELDS) {
    const message = (value as Record<string, unknown>)[field];
    if (typeof message === 'string') errors[field] = message;
  }
  return errors;
}

/** `POST /api/contact`: stores the message on the server. Never throws. */
export async function sendContactMessage(input: ContactInput): Promise<ContactSendResult> {
  let response: Response;
  try {
    response = await fetch('/api/contact', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, kind: 'network' };
  }
  if (response.ok) return { ok: true };
  const body: unknown = await response.json().catch(() => null);
  const message =
    typeof (body as { message?: unknown } | null)?.message === 'string' ? (body as { message: string }).message : null;
  if (response.status === 400 && message !== null) {
    return { ok: false, kind: 'invalid', message, errors: fieldErrors((body as { errors?: unknown }).errors) };
  }
  return { ok: false, kind: 'http', status: response.status, message };
}
