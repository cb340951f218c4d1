/** One entry of the pager: a page number to link to, or a gap. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: 'start' | 'end' };

/**
 * The pager of the admin track list (SPEC.md §2): the pages within `radius` (two) of the current one,
 * plus the first and the last page, with an ellipsis wherever pages are left out.
 * `current` is clamped into 1..totalPages; no pages gives no items.
 */
export function paginationItems(current: number, totalPages: number, radius = 2): PageItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current) || 1), total);
  const from = Math.max(1, page - radius);
  const to = Math.min(total, page + radius);
  const items: PageItem[] = [];
  if (from > 1) {
    items.push({ kind: 'page', page: 1 });
    if (from > 2) items.push({ kind: 'ellipsis', key: 'start' });
  }
  for (let p = from; p <= to; p++) items.push({ kind: 'page', page: p });
  if (to < total) {
    if (to < total - 1) items.push({ kind: 'ellipsis', key: 'end' });
    items.push({ kind: 'page', page: total });
  }
  return items;
}
