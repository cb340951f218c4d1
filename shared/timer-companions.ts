/**
 * What the timer's companions show (issue 14): the lock screen's line (Media Session), the installed
 * app's badge, the screen-reader cues at 5 and 1 minute left, and whether the screen should stay on.
 * Pure functions of the timer state and the clock, so each rule is tested without a browser; the
 * client turns their answers into browser calls (and only when the answer changes).
 */
import { countsUp, elapsedMs, remainingMs, type TimerPhase, type TimerState } from './timer.ts';

/**
 * Whole minutes left while a phase runs, rounded up (18:00 → 18, 17:59 → 18, 0:59 → 1, 0:01 → 1):
 * the number a clock would say "about N minutes" for, and never 0 while time is left. Null when the
 * timer is not running (idle, paused or ended): nothing is counting, so nothing is shown.
 */
export function minutesLeft(state: TimerState, now: number): number | null {
  if (state.status !== 'running' || countsUp(state)) return null;
  const ms = remainingMs(state, now);
  return ms <= 0 ? null : Math.ceil(ms / 60_000);
}

/**
 * Whole minutes of focus counted so far while a Flowtime focus runs (0:59 → 0, 12:00 → 12), else null.
 */
export function minutesElapsed(state: TimerState, now: number): number | null {
  if (state.status !== 'running' || !countsUp(state)) return null;
  return Math.floor(elapsedMs(state, now) / 60_000);
}

/**
 * What the lock screen says about the timer: the running phase and its minutes left, or in a
 * Flowtime focus (`countUp`) the minutes done; or null.
 */
export interface TimerLine {
  phase: TimerPhase;
  longBreak: boolean;
  minutes: number;
  countUp?: boolean;
}

/**
 * The lock screen's timer line. It changes at most once a minute while a phase runs (the minutes
 * are whole), and when the phase or its state changes, so the Media Session is rewritten no oftener.
 */
export function timerLine(state: TimerState, now: number): TimerLine | null {
  const elapsed = minutesElapsed(state, now);
  if (elapsed !== null) return { phase: state.phase, longBreak: false, minutes: elapsed, countUp: true };
  const minutes = minutesLeft(state, now);
  return minutes === null ? null : { phase: state.phase, longBreak: state.longBreak, minutes };
}

/**
 * The number on the app badge: minutes left while a phase runs (in a Flowtime focus the minutes done,
 * none before the first), null (cleared) otherwise.
 */
export function badgeCount(state: TimerState, now: number): number | null {
  const elapsed = minutesElapsed(state, now);
  if (elapsed !== null) return elapsed > 0 ? elapsed : null;
  return minutesLeft(state, now);
}

/** The screen stays on while the setting is on and a phase runs (or has just ended and flips). */
export function wantsScreenAwake(keepScreenOn: boolean, state: Pick<TimerState, 'status'>): boolean {
  return keepScreenOn && (state.status === 'running' || state.status === 'ended');
}

/** The minutes-left marks screen readers hear about, besides the phase changes. */
export const CUE_MINUTES = [5, 1] as const;
export type CueMinutes = (typeof CUE_MINUTES)[number];

/**
 * Announces "5 minutes left" and "1 minute left" once each per run of a phase: when the shown time
 * crosses the mark while running (from above it to it or below, as the display shows whole seconds).
 * A phase that starts at or under a mark (a 5-minute break) does not announce that mark; pausing and
 * resuming past a mark does not announce it again, nor does a reading taken after a long sleep that
 * jumps over both marks announce the earlier one.
 */
export class CueTracker {
  private phaseKey: string | null = null;
  private lastSeconds: number | null = null;

  /** Feed every state the page sees; returns the mark just crossed, or null. */
  update(state: TimerState, now: number): CueMinutes | null {
    // A Flowtime focus has no "minutes left" to announce.
    if (state.status !== 'running' || countsUp(state)) {
      // Paused or stopped: the next reading starts afresh (it knows nothing of the time between).
      this.lastSeconds = null;
      if (state.status === 'idle') this.phaseKey = null;
      return null;
    }
    const key = `${state.phase}/${state.longBreak}/${state.completed}`;
    if (key !== this.phaseKey) {
      this.phaseKey = key;
      this.lastSeconds = null;
    }
    const seconds = Math.ceil(remainingMs(state, now) / 1000);
    const previous = this.lastSeconds;
    this.lastSeconds = seconds;
    if (previous === null || seconds <= 0) return null;
    // The smallest mark crossed (after a jump over both, only the nearer one is still true).
    for (const mark of [...CUE_MINUTES].sort((a, b) => a - b)) {
      if (previous > mark * 60 && seconds <= mark * 60) return mark;
    }
    return null;
  }
}
