/**
 * A plan for the day (issue 30): how many pomodoros today's tasks still need, and when the visitor
 * would finish them working from now with the current durations and breaks, long breaks included.
 * Pure: the clock and the timer's state are passed in, so the maths is tested without waiting.
 */
import type { Task } from './tasks.ts';
import {
  flowBreakMinutesFor,
  fullPhaseMs,
  PHASE_SWITCH_DELAY_MS,
  remainingMs,
  tick,
  type TimerState,
} from './timer.ts';

const MIN = 60_000;

/** Pomodoros the open tasks still need: each one's estimate less what it completed (never below 0). */
export function pomodorosLeft(tasks: readonly Pick<Task, 'estimate' | 'completed' | 'done'>[]): number {
  let left = 0;
  for (const task of tasks) if (!task.done) left += Math.max(0, task.estimate - task.completed);
  return left;
}

/**
 * When `left` pomodoros would be done (epoch ms), working from `now` through the timer as it stands: a
 * focus under way counts as the first of them (its time left), a break under way is taken first, and
 * between two focus phases comes a break (the long break where the cycle closes). No break follows the
 * last one. In Flowtime a focus is planned at the work duration with its proportional break. Null
 * when nothing is left.
 */
export function finishTime(left: number, timer: TimerState, now: number): number | null {
  if (left <= 0) return null;
  let state = tick(timer, now).state;
  let t = now;
  // A phase that just ended flips in a moment: plan from the phase it flips to.
  if (state.status === 'ended' && state.endedAt !== null) {
    t = Math.max(now, state.endedAt + PHASE_SWITCH_DELAY_MS);
    state = tick(state, t).state;
  }
  const { durations, settings } = state;
  const workMs = durations.workMinutes * MIN;
  const shortBreakMs =
    settings.mode === 'flowtime'
      ? flowBreakMinutesFor(workMs, settings.flowBreakRatio) * MIN
      : durations.breakMinutes * MIN;
  let cycle = state.cycleCount;
  let remaining = left;
  if (state.phase === 'break') {
    t += state.status === 'idle' ? fullPhaseMs(state) : remainingMs(state, t);
    if (state.longBreak) cycle = 0;
  } else if (state.status === 'running' || state.status === 'paused') {
    // The focus under way is the first pomodoro (a Flowtime focus runs to the work duration).
    const done =
      settings.mode === 'flowtime' ? Math.min(workMs, Math.max(0, workMs - elapsed(state, t))) : remainingMs(state, t);
    t += done;
    remaining -= 1;
    cycle = nextCycle(cycle, settings);
    if (remaining > 0) t += breakAfter(cycle, settings, shortBreakMs);
    if (remaining > 0 && isLong(cycle, settings)) cycle = 0;
  }
  while (remaining > 0) {
    t += workMs;
    remaining -= 1;
    cycle = nextCycle(cycle, settings);
    if (remaining > 0) {
      t += breakAfter(cycle, settings, shortBreakMs);
      if (isLong(cycle, settings)) cycle = 0;
    }
  }
  return t;
}

function elapsed(state: TimerState, now: number): number {
  if (state.status === 'running' && state.countUpFrom !== null) return now - state.countUpFrom;
  return state.elapsedMs;
}

function nextCycle(cycle: number, settings: TimerState['settings']): number {
  const count = cycle + 1;
  return settings.longBreaks ? count : count % settings.longBreakEvery;
}

function isLong(cycle: number, settings: TimerState['settings']): boolean {
  return settings.longBreaks && cycle >= settings.longBreakEvery;
}

function breakAfter(cycle: number, settings: TimerState['settings'], shortBreakMs: number): number {
  return isLong(cycle, settings) ? settings.longBreakMinutes * MIN : shortBreakMs;
}

/** Local calendar days from `now`'s day to `at`'s (0 today, 1 tomorrow), in the visitor's time zone. */
export function daysAhead(at: number, now: number): number {
  const day = (ms: number) => {
    const d = new Date(ms);
    return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / 86_400_000;
  };
  return Math.round(day(at) - day(now));
}
