import { atom } from 'jotai';
import {
  addSession,
  minutesToday,
  DAILY_PROGRESS_STORAGE_KEY,
  localDay,
  msUntilNextLocalDay,
  parseDailyProgress,
  sessionsToday,
  type DailyProgress,
} from '#shared/daily-progress.ts';
import type { RemovedSessions } from '../../lib/db.ts';
import { store } from '../../lib/store.ts';

/** Today's completed focus sessions (for the daily goal), kept in localStorage and shared by tabs. */

function read(): DailyProgress | null {
  try {
    return parseDailyProgress(localStorage.getItem(DAILY_PROGRESS_STORAGE_KEY));
  } catch {
    return null;
  }
}

const progressState = atom<DailyProgress | null>(typeof localStorage === 'undefined' ? null : read());

/** A moment of the current local day; moved on at each local midnight by `followDailyProgress`. */
const todayState = atom(Date.now());

/** Sessions completed today (0 again after local midnight, even while the page sits idle). */
export const sessionsTodayAtom = atom((get) => sessionsToday(get(progressState), get(todayState)));

/** Focus minutes completed today (Flowtime's daily goal counts minutes). */
export const minutesTodayAtom = atom((get) => minutesToday(get(progressState), get(todayState)));

export function recordSessionToday(completedAt: number, minutes?: number): void {
  const current = read() ?? store.get(progressState);
  const next = addSession(current, completedAt, minutes);
  store.set(progressState, next);
  store.set(todayState, Math.max(store.get(todayState), completedAt));
  if (next !== current) save(next);
}

/** Keeps `progress` for the other tabs and the next visit. */
function save(progress: DailyProgress): void {
  try {
    localStorage.setItem(DAILY_PROGRESS_STORAGE_KEY, JSON.stringify(progress));
  } catch {
    // Storage unavailable: the card still shows this tab's count.
  }
}

/**
 * Today's sessions from the history (another device's through sync, issue 31, or imported) count toward the daily
 * goal. Other days' and later ones are left out; a session already counted counts once (by its completion time).
 */
export function countSessionsToday(sessions: readonly { completedAt: number; minutes: number }[]): void {
  const now = Date.now();
  const today = localDay(now);
  for (const { completedAt, minutes } of sessions) {
    if (completedAt <= now && localDay(completedAt) === today) recordSessionToday(completedAt, minutes);
  }
}

/**
 * Sessions were deleted from the history (`'all'`: it was cleared here; a list: cleared on another device through
 * sync): those of today no longer count toward the daily goal.
 */
export function forgetSessionsToday(removed: RemovedSessions = 'all'): void {
  let next: DailyProgress;
  if (removed === 'all') next = { day: localDay(Date.now()), completedAt: [], minutes: [] };
  else {
    const current = read() ?? store.get(progressState);
    if (current === null) return;
    const gone = new Set(removed);
    const keep = current.completedAt.flatMap((at, i) => (gone.has(at) ? [] : [i]));
    if (keep.length === current.completedAt.length) return;
    next = { day: current.day, completedAt: keep.map((i) => current.completedAt[i]) };
    if (current.minutes) next.minutes = keep.map((i) => current.minutes![i]);
  }
  store.set(progressState, next);
  save(next);
}

/** Follows sessions counted by other tabs, and starts a new day at local midnight. Returns the cleanup. */
export function followDailyProgress(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === DAILY_PROGRESS_STORAGE_KEY) store.set(progressState, read());
  };
  window.addEventListener('storage', onStorage);
  let midnight = 0;
  const scheduleMidnight = () => {
    const now = Date.now();
    store.set(todayState, now);
    // A second past midnight, so the new day has certainly begun (timers may fire a little early).
    midnight = window.setTimeout(scheduleMidnight, msUntilNextLocalDay(now) + 1000);
  };
  scheduleMidnight();
  return () => {
    window.removeEventListener('storage', onStorage);
    window.clearTimeout(midnight);
  };
}
