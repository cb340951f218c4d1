import { SWIPE_ACTION_PX, SWIPE_RECOGNISE_PX } from '#shared/player.ts';

/**
 * True once a drag is a horizontal swipe: more than 20 px sideways and more sideways than up or down
 * (so a vertical scroll on a phone stays a scroll).
 */
export function isSwipe(dx: number, dy: number): boolean {
  return Math.abs(dx) > SWIPE_RECOGNISE_PX && Math.abs(dx) > Math.abs(dy);
}

/** What a released swipe does: beyond 50 px, left is the next track and right the previous. */
export function swipeAction(dx: number): 'next' | 'previous' | null {
  if (Math.abs(dx) <= SWIPE_ACTION_PX) return null;
  return dx < 0 ? 'next' : 'previous';
}
