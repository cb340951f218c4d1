import { atom } from 'jotai';
import { timerLine } from '#shared/timer-companions.ts';
import { displaySeconds, phaseProgress, type TimerCommand, type TimerState } from '#shared/timer.ts';
import { activeLocaleAtom } from '../../lib/i18n.ts';
import { SERVER_TIMER_SNAPSHOT, sendTimerCommand, timerSnapshotAtom } from '../../lib/timer-bridge.ts';
import { timerLineText } from './labels.ts';
import { requestNotificationPermissionOnce } from './notifications.ts';

/** The timer's state machine state (phase, status, durations, completed count). */
export const timerStateAtom = atom((get) => get(timerSnapshotAtom).state);

const display = ({ state, now }: { state: TimerState; now: number }) => ({
  seconds: displaySeconds(state, now),
  progress: phaseProgress(state, now),
});

/** What the card shows: whole seconds left (counted, in a Flowtime focus) and how far through the phase we are. */
export const timerDisplayAtom = atom((get) => display(get(timerSnapshotAtom)));

/** The state and display of a prerendered page, before the stored timer applies (lib/hydration.ts). */
export const SERVER_TIMER = { state: SERVER_TIMER_SNAPSHOT.state, display: display(SERVER_TIMER_SNAPSHOT) };

/**
 * The lock screen's line about the timer ("Focus · 18 min left") while a phase runs, else null. It
 * changes at most once a minute (whole minutes), so whoever shows it is not rewritten every second.
 */
export const timerLineTextAtom = atom((get) => {
  // The text is in the page's language: none before a language is active, anew when it changes.
  if (get(activeLocaleAtom) === null) return null;
  const { state, now } = get(timerSnapshotAtom);
  const line = timerLine(state, now);
  return line && timerLineText(line);
});

export interface Announcement {
  id: number;
  text: string;
}

const announcementState = atom<Announcement>({ id: 0, text: '' });

/** The latest message for screen readers (rendered in an aria-live region). */
export const announcementAtom = atom((get) => get(announcementState));

export const announceAtom = atom(null, (get, set, text: string) => {
  set(announcementState, { id: get(announcementState).id + 1, text });
});

/**
 * Start, Pause, toggle (Space), Reset, Skip. The first Start asks for notification permission;
 * the timer never waits for the answer.
 */
export const timerCommandAtom = atom(null, (get, _set, command: TimerCommand) => {
  const starting = command.type === 'start' || (command.type === 'toggle' && get(timerStateAtom).status !== 'running');
  if (starting) requestNotificationPermissionOnce();
  sendTimerCommand(command);
});
