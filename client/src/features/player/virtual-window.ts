import { TRACK_LIST_MAX_ROWS, TRACK_LIST_OVERSCAN, TRACK_LIST_ROW_HEIGHT } from '#shared/player.ts';

export interface WindowInput {
  count: number;
  scrollTop: number;
  /** Defaults to the track list's 56 px rows. */
  rowHeight?: number;
  /** Defaults to the height of at most 4 rows. */
  viewportHeight?: number;
  overscan?: number;
}

export interface VirtualWindow {
  /** First rendered index (inclusive). */
  start: number;
  /** Last rendered index (exclusive). */
  end: number;
  /** Height of the whole list, so the scrollbar is right. */
  totalHeight: number;
  /** Height of the scrolling viewport. */
  viewportHeight: number;
}

/** The viewport of a list of `count` rows: at most 4 rows tall (224 px), less for a shorter list. */
export function viewportHeightFor(
  count: number,
  rowHeight = TRACK_LIST_ROW_HEIGHT,
  maxRows = TRACK_LIST_MAX_ROWS,
): number {
  return Math.max(0, Math.min(count, maxRows)) * rowHeight;
}

/**
 * Which rows to render for a scroll position: the visible ones plus `overscan` on each side. O(1),
 * whatever the length of the list.
 */
export function virtualWindow({
  count,
  scrollTop,
  rowHeight = TRACK_LIST_ROW_HEIGHT,
  viewportHeight = viewportHeightFor(count, rowHeight),
  overscan = TRACK_LIST_OVERSCAN,
}: WindowInput): VirtualWindow {
  const rows = Math.max(0, Math.floor(count));
  const totalHeight = rows * rowHeight;
  if (rows === 0 || rowHeight <= 0) return { start: 0, end: 0, totalHeight, viewportHeight };
  // Elastic overscroll (iOS) reports negative or too large offsets.
  const maxScroll = Math.max(0, totalHeight - viewportHeight);
  const top = Math.min(maxScroll, Math.max(0, Number.isFinite(scrollTop) ? scrollTop : 0));
  const firstVisible = Math.floor(top / rowHeight);
  const lastVisible = Math.min(rows - 1, Math.max(firstVisible, Math.ceil((top + viewportHeight) / rowHeight) - 1));
  return {
    start: Math.max(0, firstVisible - overscan),
    end: Math.min(rows, lastVisible + 1 + overscan),
    totalHeight,
    viewportHeight,
  };
}

/**
 * The scroll position that brings row `index` into view while moving as little as possible:
 * unchanged when the row is fully visible already.
 */
export function scrollTopToReveal(
  index: number,
  scrollTop: number,
  viewportHeight: number,
  rowHeight = TRACK_LIST_ROW_HEIGHT,
): number {
  if (index < 0) return scrollTop;
  const rowTop = index * rowHeight;
  const rowBottom = rowTop + rowHeight;
  if (rowTop < scrollTop) return rowTop;
  if (rowBottom > scrollTop + viewportHeight) return Math.max(0, rowBottom - viewportHeight);
  return scrollTop;
}
