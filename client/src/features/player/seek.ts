import { SEEK_FILL_MAX_PERCENT, SEEK_FILL_MIN_PERCENT } from '#shared/player.ts';

/** How much of the seek bar is filled (percent), clamped to 1–99 so the thumb never sits off the track. */
export function seekFillPercent(position: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0 || !Number.isFinite(position)) return SEEK_FILL_MIN_PERCENT;
  const percent = (position / duration) * 100;
  return Math.min(SEEK_FILL_MAX_PERCENT, Math.max(SEEK_FILL_MIN_PERCENT, percent));
}

/** 75 → "1:15", 3725 → "1:02:05"; anything unknown reads "0:00". */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
