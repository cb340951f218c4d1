import { useCallback, useEffect, useState } from 'react';
import type { FocusSession } from '#shared/focus-session.ts';
import { listSessions, onHistoryChange } from '../../lib/db.ts';
import { onTimerEvent } from '../../lib/timer-bridge.ts';

export type FocusHistoryState =
  { status: 'loading' } | { status: 'ready'; sessions: FocusSession[]; readAt: number } | { status: 'unavailable' };

/**
 * The focus history from IndexedDB, read again by `reload()` (after an import or a clear) and when a
 * focus phase ends while the page is open (the timer records it first, so read a moment later).
 */
async function readHistory(): Promise<FocusHistoryState> {
  try {
    const sessions = await listSessions();
    return { status: 'ready', sessions, readAt: Date.now() };
  } catch {
    return { status: 'unavailable' };
  }
}

export function useFocusHistory(): { history: FocusHistoryState; reload: () => Promise<void> } {
  const [history, setHistory] = useState<FocusHistoryState>({ status: 'loading' });

  const reload = useCallback(async () => setHistory(await readHistory()), []);

  useEffect(() => {
    let active = true;
    const read = () =>
      void readHistory().then((state) => {
        if (active) setHistory(state);
      });
    read();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = onTimerEvent(({ event }) => {
      if (event.type !== 'phase-ended' || event.phase !== 'focus') return;
      clearTimeout(timer);
      timer = setTimeout(read, 500);
    });
    // Sessions that arrive from another device (sync) or another import show at once.
    const offHistory = onHistoryChange(read);
    return () => {
      active = false;
      off();
      offHistory();
      clearTimeout(timer);
    };
  }, []);

  return { history, reload };
}
