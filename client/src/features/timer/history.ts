import type { FocusSession, SessionInterruption } from '#shared/focus-session.ts';
import { addSession, listSessionsSince, onHistoryChange, onSessionsRemoved } from '../../lib/db.ts';
import { currentTaskTitle } from '../../lib/current-task.ts';
import { sessionLabelId } from '../../lib/labels.ts';
import { countSessionsToday, forgetSessionsToday } from './daily-progress.ts';

/**
 * The local focus history: one session per finished focus phase (PRODUCT.md: the spec's conversion
 * event, kept on this device and never sent anywhere), in IndexedDB through lib/db.ts, with the title
 * of the task it counted toward when there is a current task and the id of its label (issue 30: the label chosen
 * on the card, else the current task's). The stats page reads it. A phase
 * reported twice (two tabs, a reload inside the end delay) is kept once.
 */
export function recordFocusCompleted(
  completedAt: number,
  minutes: number,
  task: string | null = currentTaskTitle(),
  interruptions: readonly SessionInterruption[] = [],
  label: string | null = sessionLabelId(),
): Promise<void> {
  const session: FocusSession = { completedAt, minutes };
  if (task) session.task = task;
  if (interruptions.length > 0) session.interruptions = interruptions.map((i) => ({ ...i }));
  if (label) session.label = label;
  return addSession(session).catch(() => {
    // Storage unavailable (private mode, quota): the count on the card still shows the session.
  });
}

/**
 * Whenever the history changes, today's sessions in it count toward the daily goal: those another device completed
 * (sync, issue 31) and those imported, as the stats' "Today" counts them. Before, the card counted only this device's
 * timer, so a synced phone said "Today: 0 / 6" while its stats showed the laptop's sessions. When the history is
 * cleared (here, or on another device through sync), the day's count loses those sessions. Returns the cleanup.
 */
export function countHistoryToday(): () => void {
  const offRemoved = onSessionsRemoved(forgetSessionsToday);
  const offChange = onHistoryChange(() => {
    const midnight = new Date();
    midnight.setHours(0, 0, 0, 0);
    listSessionsSince(midnight.getTime()).then(countSessionsToday, () => {
      // Storage unavailable: the card keeps what this device's timer counted.
    });
  });
  return () => {
    offRemoved();
    offChange();
  };
}
