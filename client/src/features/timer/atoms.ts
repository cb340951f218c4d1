import { atom } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { timerLine } from '#shared/timer-companions.ts';
import { displaySeconds, phaseProgress, type TimerCommand, type TimerState } from '#shared/timer.ts';
import { pictureInPictureOpen } from '../../lib/document-pip.ts';
import { activeLocaleAtom } from '../../lib/i18n.ts';
import { SERVER_TIMER_SNAPSHOT, sendTimerCommand, timerSnapshotAtom } from '../../lib/timer-bridge.ts';
import { alarmPrefsAtom } from './alarm-atoms.ts';
import { timerLineText } from './labels.ts';
import { unlockAlarms } from './alarm-player.ts';
import { requestNotificationPermissionOnce } from './notifications.ts';

/**
 * The timer's state machine state (phase, status, durations, completed count). Each update of the worker brings a
 * new copy of the state; this atom keeps the old one while nothing in it changed, so whoever shows the state alone
 * is not rendered again every second (issue 27: per-tick re-renders of the whole home page).
 */
export const timerStateAtom = selectAtom(timerSnapshotAtom, (snapshot) => snapshot.state, sameTimerState);

/** Same fields, same values (whatever fields the machine's state has). */
function sameTimerState(a: TimerState, b: TimerState): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

const display = ({ state, now }: { state: TimerState; now: number }) => ({
  seconds: displaySeconds(state, now),
  progress: phaseProgress(state, now),
});

/**
 * Whether anyone can see a countdown: the page is visible, or the mini timer window (Document Picture-in-Picture,
 * which the page renders into) is open. In a hidden tab the title carries the countdown (timer-effects.ts, outside
 * React); re-rendering the card, the ring and the mini timer every second there is work nobody sees (issue 27).
 */
export const countdownSeenAtom = atom(true);
countdownSeenAtom.onMount = (set) => {
  const update = () => set(countdownSeen());
  document.addEventListener('visibilitychange', update);
  update();
  return () => document.removeEventListener('visibilitychange', update);
};

function countdownSeen(): boolean {
  return document.visibilityState !== 'hidden' || pictureInPictureOpen();
}

let lastShown = display(SERVER_TIMER_SNAPSHOT);

/**
 * What the card shows: whole seconds left (counted, in a Flowtime focus) and how far through the phase we are.
 * While nobody can see it, it holds what was shown last (it follows the clock again the moment the page shows).
 */
export const timerDisplayAtom = atom((get) => {
  if (!get(countdownSeenAtom)) return lastShown;
  lastShown = display(get(timerSnapshotAtom));
  return lastShown;
});

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
  if (starting) {
    requestNotificationPermissionOnce();
    // A press is the moment browsers let an AudioContext start: the synthesised alarms and ticks play on it.
    if (get(alarmPrefsAtom).sound !== 'bell' || get(alarmPrefsAtom).ticking) unlockAlarms();
  }
  sendTimerCommand(command);
});
