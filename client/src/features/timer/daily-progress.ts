import { atom } from 'jotai';
import {
  addSession,
  DAILY_PROGRESS_STORAGE_KEY,
  parseDailyProgress,
  sessionsToday,
  type DailyProgress,
} from '#shared/daily-progress.ts';
import { timerSnapshotAtom } from '../../lib/timer-bridge.ts';
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

/** Sessions completed today, by the clock of the latest timer update (so it rolls over at midnight). */
export const sessionsTodayAtom = atom((get) =>
  sessionsToday(get(progressState), Math.max(get(timerSnapshotAtom).now, Date.now())),
);

export function recordSessionToday(completedAt: number): void {
  const current = read() ?? store.get(progressState);
  const next = addSession(current, completedAt);
  store.set(progressState, next);
  if (next === current) return;
  try {
    localStorage.setItem(DAILY_PROGRESS_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage unavailable: the card still shows this tab's count.
  }
}

/** Another tab counted a session: show it here too. Returns the cleanup. */
export function followDailyProgress(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === DAILY_PROGRESS_STORAGE_KEY) store.set(progressState, read());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
