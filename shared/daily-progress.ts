/**
 * Today's completed focus sessions, for the daily goal on the timer card (issue 13). Kept as the
 * completion times of the current local day, so a session reported twice (two tabs without Web
 * Locks, a reload inside the end delay) counts once, and a new day starts from zero.
 */

/** localStorage key of today's sessions. */
export const DAILY_PROGRESS_STORAGE_KEY = 'focusToday';

export interface DailyProgress {
  /** The local calendar day, `YYYY-MM-DD` in the visitor's time zone. */
  day: string;
  /** Epoch ms at which each of that day's focus sessions reached zero. */
  completedAt: number[];
  /** The minutes of each session, in the same order (Flowtime's daily goal counts minutes; issue 30). */
  minutes?: number[];
}

/** The local calendar day of an instant (the visitor's time zone, so DST and midnight follow the wall clock). */
export function localDay(epochMs: number): string {
  const date = new Date(epochMs);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function parseDailyProgress(raw: string | null): DailyProgress | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<DailyProgress> | null;
    if (
      typeof value?.day !== 'string' ||
      !Array.isArray(value.completedAt) ||
      !value.completedAt.every((t) => Number.isFinite(t))
    )
      return null;
    const minutes =
      Array.isArray(value.minutes) &&
      value.minutes.length === value.completedAt.length &&
      value.minutes.every((m) => Number.isFinite(m))
        ? value.minutes
        : undefined;
    return minutes
      ? { day: value.day, completedAt: value.completedAt, minutes }
      : { day: value.day, completedAt: value.completedAt };
  } catch {
    return null;
  }
}

/**
 * Adds a session that reached zero at `completedAt`. A session of an earlier day than the one kept
 * does not change today; one of a later day starts that day.
 */
export function addSession(progress: DailyProgress | null, completedAt: number, minutes?: number): DailyProgress {
  const day = localDay(completedAt);
  if (progress === null || day > progress.day) {
    return minutes === undefined
      ? { day, completedAt: [completedAt] }
      : { day, completedAt: [completedAt], minutes: [minutes] };
  }
  if (day < progress.day || progress.completedAt.includes(completedAt)) return progress;
  const next: DailyProgress = { day, completedAt: [...progress.completedAt, completedAt] };
  if (minutes !== undefined || progress.minutes) {
    // Sessions kept without their minutes (an older release) count as 0 minutes.
    const known = progress.minutes ?? progress.completedAt.map(() => 0);
    next.minutes = [...known, minutes ?? 0];
  }
  return next;
}

/** Focus minutes completed on the local day of `now` (Flowtime's daily goal). */
export function minutesToday(progress: DailyProgress | null, now: number): number {
  if (progress === null || progress.day !== localDay(now) || !progress.minutes) return 0;
  return progress.minutes.reduce((sum, m) => sum + m, 0);
}

/** Sessions completed on the local day of `now`. */
export function sessionsToday(progress: DailyProgress | null, now: number): number {
  return progress !== null && progress.day === localDay(now) ? progress.completedAt.length : 0;
}

/** Milliseconds from `now` to the next local midnight (a DST day is 23 or 25 hours long). */
export function msUntilNextLocalDay(now: number): number {
  const date = new Date(now);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getTime() - now;
}
