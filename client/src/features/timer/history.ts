/**
 * The local focus history: one "focus completed" event per finished focus phase (PRODUCT.md: the
 * spec's conversion event, kept on this device and never sent anywhere).
 */

export const FOCUS_HISTORY_STORAGE_KEY = 'focusHistory';
/** Enough for a year of heavy use; the oldest entries go first. */
export const FOCUS_HISTORY_LIMIT = 2000;

export interface FocusCompletedEvent {
  type: 'focus-completed';
  /** When the phase reached zero (epoch ms), even if the page noticed later. */
  completedAt: number;
  minutes: number;
}

export function parseFocusHistory(raw: string | null): FocusCompletedEvent[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (e): e is FocusCompletedEvent =>
        typeof e === 'object' &&
        e !== null &&
        (e as FocusCompletedEvent).type === 'focus-completed' &&
        Number.isFinite((e as FocusCompletedEvent).completedAt) &&
        Number.isFinite((e as FocusCompletedEvent).minutes),
    );
  } catch {
    return [];
  }
}

export function appendFocusEvent(
  history: FocusCompletedEvent[],
  event: FocusCompletedEvent,
  limit = FOCUS_HISTORY_LIMIT,
): FocusCompletedEvent[] {
  // The same phase can be reported twice (two tabs, a reload inside the end delay): keep it once.
  if (history.some((e) => e.completedAt === event.completedAt)) return history;
  const next = [...history, event];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

export function recordFocusCompleted(completedAt: number, minutes: number): void {
  try {
    const history = parseFocusHistory(localStorage.getItem(FOCUS_HISTORY_STORAGE_KEY));
    const next = appendFocusEvent(history, { type: 'focus-completed', completedAt, minutes });
    if (next !== history) localStorage.setItem(FOCUS_HISTORY_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage unavailable: the count on the card still shows the session.
  }
}
