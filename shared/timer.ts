/**
 * The focus timer as a pure state machine over wall-clock time.
 *
 * A running phase is stored as the epoch millisecond it ends at (`deadline`); what remains is always
 * `deadline - now`, so a tab that was throttled, asleep or closed shows the right time as soon as
 * it looks again. Nothing is ever counted down. Every function takes `now` from the caller, which
 * makes the whole machine testable without waiting (the worker passes `Date.now()`).
 */
import {
  BREAK_MAX_MINUTES,
  BREAK_MIN_MINUTES,
  DEFAULT_CYCLE_SETTINGS,
  isValidDurations,
  normalizeCycleSettings,
  sameCycleSettings,
  sameDurations,
  type CycleSettings,
  type TimerDurations,
} from './settings.ts';

export type TimerPhase = 'focus' | 'break';

/**
 * An interruption logged during a focus phase (issue 30): when, and optionally whether it came from
 * within ("internal": a thought, an urge) or from outside ("external": a call, a colleague), as the
 * Pomodoro Technique's book distinguishes.
 */
export interface Interruption {
  at: number;
  kind?: InterruptionKind;
}
export type InterruptionKind = 'internal' | 'external';
/** More than this in one focus phase are not logged (a key held down, a script). */
export const MAX_INTERRUPTIONS = 100;

/**
 * - idle: the phase's full time is loaded and waiting for Start.
 * - running: counting towards `deadline`.
 * - paused: stopped part-way, `remainingMs` left.
 * - ended: reached zero at `endedAt`; the phase flips PHASE_SWITCH_DELAY_MS later.
 */
export type TimerStatus = 'idle' | 'running' | 'paused' | 'ended';

export interface TimerState {
  phase: TimerPhase;
  status: TimerStatus;
  /** Time left when not running (idle: the full phase; paused: what was left; ended: 0). */
  remainingMs: number;
  /** Epoch ms at which the running phase reaches zero; null unless running. */
  deadline: number | null;
  /** Epoch ms at which the phase reached zero; null unless ended. */
  endedAt: number | null;
  /** Completed focus phases. */
  completed: number;
  durations: TimerDurations;
  /** A break that is a long break (only ever true while `phase` is 'break'). */
  longBreak: boolean;
  /** Focus phases completed in the current cycle (0 after Reset and after a long break). */
  cycleCount: number;
  /** Long breaks, auto-start and the mode (the daily goal rides along; the machine does not use it). */
  settings: CycleSettings;
  /**
   * Flowtime (issue 30), while its focus runs: the epoch ms the count-up would read 0:00 at (a pause
   * moves it on), so the elapsed time is `now - countUpFrom`, computed from the clock like a deadline.
   */
  countUpFrom: number | null;
  /** Flowtime, while its focus is paused: the time counted so far (0 otherwise). */
  elapsedMs: number;
  /** The length of a Flowtime break that follows the focus just done; null: the durations' break. */
  flowBreakMinutes: number | null;
  /** Interruptions logged during this focus phase (cleared when the next phase is loaded). */
  interruptions: Interruption[];
}

export type TimerCommand =
  /**
   * `at`: when the visitor pressed Start (epoch ms), if that was before the command could be sent (a press held
   * on a prerendered page until the app took over, issue 27): the phase counts from the press.
   */
  | { type: 'start'; at?: number }
  | { type: 'pause' }
  | { type: 'toggle' }
  | { type: 'reset' }
  | { type: 'skip' }
  /** Logs an interruption of the focus phase that runs or is paused. */
  | { type: 'interrupt'; kind?: InterruptionKind }
  /** Says whether the last interruption was internal or external. */
  | { type: 'classify-interruption'; kind: InterruptionKind }
  /** Flowtime: ends the focus that counts up and starts its break. */
  | { type: 'take-break' }
  /** A phase tab: that phase (a long break with `longBreak`, when long breaks are on) with its full time. */
  | { type: 'switch-phase'; phase: TimerPhase; longBreak?: boolean }
  | { type: 'set-durations'; durations: TimerDurations }
  | { type: 'set-settings'; settings: CycleSettings };

export type TimerEvent =
  /** A phase reached zero. `at` is when it was noticed; `at - deadline` is how late. */
  | {
      type: 'phase-ended';
      phase: TimerPhase;
      deadline: number;
      at: number;
      /** Flowtime: the whole minutes of focus done (a Pomodoro focus is its work duration). */
      minutes?: number;
      /** Flowtime: ended by "Take a break" (no bell: the visitor ended it). */
      taken?: boolean;
      /** The interruptions logged during the focus that ended (absent: none). */
      interruptions?: Interruption[];
    }
  /** The phase changed: after the end delay, by Skip, by Reset from a break, or by "Take a break". */
  | { type: 'phase-changed'; phase: TimerPhase; reason: 'flip' | 'skip' | 'reset' | 'take-break' }
  /** The next phase started by itself after the flip (auto-start breaks / auto-start focus). */
  | { type: 'phase-auto-started'; phase: TimerPhase };

export interface TimerTransition {
  state: TimerState;
  events: TimerEvent[];
}

/** SPEC.md §4/§9: after zero, the timer waits 2 s before it stops and flips phase. */
export const PHASE_SWITCH_DELAY_MS = 2000;
/** SPEC.md §9: the display is refreshed every 200 ms. */
export const TICK_INTERVAL_MS = 200;
/**
 * Auto-start only follows a flip noticed this soon after it was due: a phase that ended while the
 * page was closed (or the laptop slept) waits for Start instead of running cycles nobody watched.
 */
export const AUTO_START_GRACE_MS = 5000;
/**
 * An end noticed this long after its deadline happened while the page was closed (or the machine
 * slept): it is counted and recorded, but no bell rings for it (and the music does not duck).
 */
export const STALE_END_MS = 5000;
/** Flowtime: a focus shorter than this records nothing. */
export const FLOW_MIN_FOCUS_MS = 60_000;
/** Flowtime's ring goes round once an hour, like a clock's minute hand (the count-up has no end). */
export const FLOW_RING_MS = 60 * 60_000;
/** localStorage key of the persisted timer state. */
export const TIMER_STORAGE_KEY = 'timerState';
/** A held Start counts from its press, at most this long before the command arrives (a wrong clock gains nothing). */
export const MAX_EARLY_START_MS = 30_000;

export function otherPhase(phase: TimerPhase): TimerPhase {
  return phase === 'focus' ? 'break' : 'focus';
}

export function phaseDurationMs(phase: TimerPhase, durations: TimerDurations): number {
  return (phase === 'focus' ? durations.workMinutes : durations.breakMinutes) * 60_000;
}

/**
 * The full time of the state's phase: a long break lasts the long-break length, a Flowtime break the
 * length worked out from its focus.
 */
export function fullPhaseMs(
  state: Pick<TimerState, 'phase' | 'durations' | 'longBreak' | 'settings'> & { flowBreakMinutes?: number | null },
): number {
  if (state.phase === 'break' && state.longBreak) return state.settings.longBreakMinutes * 60_000;
  if (state.phase === 'break' && state.flowBreakMinutes) return state.flowBreakMinutes * 60_000;
  return phaseDurationMs(state.phase, state.durations);
}

/** Whether the phase counts up (a Flowtime focus) rather than down. */
export function countsUp(state: Pick<TimerState, 'phase' | 'settings'>): boolean {
  return state.phase === 'focus' && state.settings.mode === 'flowtime';
}

/**
 * Flowtime's break after `focusMs` of focus: focus ÷ ratio, rounded to whole minutes, within the
 * break limits (1–30 min).
 */
export function flowBreakMinutesFor(focusMs: number, ratio: number): number {
  const minutes = Math.round(focusMs / 60_000 / ratio);
  return Math.min(BREAK_MAX_MINUTES, Math.max(BREAK_MIN_MINUTES, minutes));
}

/** Time counted so far by a Flowtime focus (0 for a phase that counts down). */
export function elapsedMs(state: TimerState, now: number): number {
  if (!countsUp(state)) return 0;
  if (state.status === 'running' && state.countUpFrom !== null) return Math.max(0, now - state.countUpFrom);
  return state.elapsedMs;
}

/** The seconds the display shows: time left, or in a Flowtime focus the time counted so far. */
export function displaySeconds(state: TimerState, now: number): number {
  return countsUp(state) ? Math.floor(elapsedMs(state, now) / 1000) : remainingSeconds(state, now);
}

/** A fresh timer: focus, full work time, waiting for Start, at the start of a cycle. */
export function createTimer(
  durations: TimerDurations,
  completed = 0,
  settings: CycleSettings = DEFAULT_CYCLE_SETTINGS,
): TimerState {
  return idleIn('focus', { durations, completed, cycleCount: 0, settings }, false);
}

type Carried = Pick<TimerState, 'durations' | 'completed' | 'cycleCount' | 'settings'>;

function idleIn(
  phase: TimerPhase,
  from: Carried,
  longBreak: boolean,
  flowBreakMinutes: number | null = null,
): TimerState {
  const state: TimerState = {
    phase,
    status: 'idle',
    remainingMs: 0,
    deadline: null,
    endedAt: null,
    completed: from.completed,
    durations: { ...from.durations },
    longBreak: phase === 'break' && longBreak,
    cycleCount: from.cycleCount,
    settings: { ...from.settings },
    countUpFrom: null,
    elapsedMs: 0,
    interruptions: [],
    flowBreakMinutes: phase === 'break' && !longBreak ? flowBreakMinutes : null,
  };
  state.remainingMs = fullPhaseMs(state);
  return state;
}

/** Whether the break that follows now is a long one: long breaks on and the cycle's N focus done. */
export function nextBreakIsLong(state: Pick<TimerState, 'cycleCount' | 'settings'>): boolean {
  return state.settings.longBreaks && state.cycleCount >= state.settings.longBreakEvery;
}

/** The idle state of the phase after `state`'s (a long break closes the cycle). */
function nextPhaseIdle(state: TimerState): TimerState {
  if (state.phase === 'focus') return idleIn('break', state, nextBreakIsLong(state));
  return idleIn('focus', { ...state, cycleCount: state.longBreak ? 0 : state.cycleCount }, false);
}

/** Milliseconds left at `now`, never negative and never more than the phase's full time. */
export function remainingMs(state: TimerState, now: number): number {
  if (state.status !== 'running' || state.deadline === null) return state.remainingMs;
  const full = fullPhaseMs(state);
  // A clock set backwards must not show more than a whole phase.
  return Math.min(full, Math.max(0, state.deadline - now));
}

/** Whole seconds shown on the display: 1 ms left still shows 00:01, so 00:00 means "ended". */
export function remainingSeconds(state: TimerState, now: number): number {
  return Math.ceil(remainingMs(state, now) / 1000);
}

/** How far through the phase we are, 0 to 1 (for the progress ring). */
export function phaseProgress(state: TimerState, now: number): number {
  if (countsUp(state)) return (elapsedMs(state, now) % FLOW_RING_MS) / FLOW_RING_MS;
  const full = fullPhaseMs(state);
  return full <= 0 ? 0 : 1 - remainingMs(state, now) / full;
}

/**
 * Brings the state up to `now`: a running phase whose deadline passed ends (a completed focus
 * phase is counted, in the total and in the cycle), and an ended phase flips once the switch delay
 * has passed. One call can do both, which is how a phase that ended while the page was closed is
 * recovered. With auto-start on for the next phase, it runs from the moment of the flip.
 */
export function tick(state: TimerState, now: number): TimerTransition {
  const events: TimerEvent[] = [];
  let next = state;
  if (next.status === 'running' && next.deadline !== null && now >= next.deadline) {
    events.push({
      type: 'phase-ended',
      phase: next.phase,
      deadline: next.deadline,
      at: now,
      ...interruptionsOf(next),
    });
    next = {
      ...next,
      status: 'ended',
      remainingMs: 0,
      endedAt: next.deadline,
      deadline: null,
      completed: next.phase === 'focus' ? next.completed + 1 : next.completed,
      cycleCount: next.phase === 'focus' ? countInCycle(next) : next.cycleCount,
    };
  }
  if (next.status === 'ended' && next.endedAt !== null && now >= next.endedAt + PHASE_SWITCH_DELAY_MS) {
    const flipAt = next.endedAt + PHASE_SWITCH_DELAY_MS;
    const loaded = nextPhaseIdle(next);
    events.push({ type: 'phase-changed', phase: loaded.phase, reason: 'flip' });
    next = loaded;
    const auto = loaded.phase === 'focus' ? loaded.settings.autoStartFocus : loaded.settings.autoStartBreaks;
    if (auto && now - flipAt <= AUTO_START_GRACE_MS) {
      events.push({ type: 'phase-auto-started', phase: loaded.phase });
      next = countsUp(loaded)
        ? { ...loaded, status: 'running', countUpFrom: flipAt }
        : { ...loaded, status: 'running', deadline: flipAt + loaded.remainingMs };
    }
  }
  return { state: next, events };
}

/** The event's record of a focus phase's interruptions (nothing when there were none). */
function interruptionsOf(state: TimerState): { interruptions?: Interruption[] } {
  return state.phase === 'focus' && state.interruptions.length > 0 ? { interruptions: state.interruptions } : {};
}

/** The interruptions of a persisted state, those that are readable (at most MAX_INTERRUPTIONS). */
export function parseInterruptions(value: unknown): Interruption[] {
  if (!Array.isArray(value)) return [];
  const list: Interruption[] = [];
  for (const item of value.slice(0, MAX_INTERRUPTIONS)) {
    if (typeof item !== 'object' || item === null || !isTime((item as Interruption).at)) continue;
    const { at, kind } = item as Interruption;
    list.push(kind === 'internal' || kind === 'external' ? { at, kind } : { at });
  }
  return list;
}

/** The cycle count after one more completed focus (long breaks off: it simply wraps at N). */
function countInCycle(state: TimerState): number {
  const count = state.cycleCount + 1;
  return state.settings.longBreaks ? count : count % state.settings.longBreakEvery;
}

/** Applies a user command at `now` (after settling any end that is already due). */
export function applyCommand(state: TimerState, command: TimerCommand, now: number): TimerTransition {
  const { state: current, events } = tick(state, now);
  const resolved: Exclude<TimerCommand, { type: 'toggle' }> =
    command.type === 'toggle' ? { type: current.status === 'running' ? 'pause' : 'start' } : command;
  return applyCommandAfterTick(current, resolved, now, events);
}

function applyCommandAfterTick(
  current: TimerState,
  command: Exclude<TimerCommand, { type: 'toggle' }>,
  now: number,
  events: TimerEvent[],
): TimerTransition {
  const done = (next: TimerState, ...more: TimerEvent[]): TimerTransition => ({
    state: next,
    events: [...events, ...more],
  });
  switch (command.type) {
    case 'start':
      // While ended, the flip is pending: Start waits for the next phase to be loaded.
      if (current.status === 'running' || current.status === 'ended') return done(current);
      if (countsUp(current)) {
        const from = startedAt(command.at, now) - current.elapsedMs;
        return done({ ...current, status: 'running', countUpFrom: from, elapsedMs: 0 });
      }
      return done({
        ...current,
        status: 'running',
        deadline: startedAt(command.at, now) + current.remainingMs,
        endedAt: null,
      });
    case 'pause':
      if (current.status !== 'running') return done(current);
      if (countsUp(current)) {
        return done({ ...current, status: 'paused', elapsedMs: elapsedMs(current, now), countUpFrom: null });
      }
      return done({ ...current, status: 'paused', remainingMs: remainingMs(current, now), deadline: null });
    case 'interrupt': {
      const active = current.status === 'running' || current.status === 'paused';
      if (current.phase !== 'focus' || !active || current.interruptions.length >= MAX_INTERRUPTIONS) {
        return done(current);
      }
      const interruption: Interruption = command.kind ? { at: now, kind: command.kind } : { at: now };
      return done({ ...current, interruptions: [...current.interruptions, interruption] });
    }
    case 'classify-interruption': {
      const last = current.interruptions.at(-1);
      if (current.phase !== 'focus' || !last) return done(current);
      return done({
        ...current,
        interruptions: [...current.interruptions.slice(0, -1), { ...last, kind: command.kind }],
      });
    }
    case 'take-break': {
      if (!countsUp(current) || (current.status !== 'running' && current.status !== 'paused')) return done(current);
      const focusMs = elapsedMs(current, now);
      // Under a minute is not a session: nothing is recorded and the count starts again from 0:00.
      if (focusMs < FLOW_MIN_FOCUS_MS) return done(idleIn('focus', current, false));
      const counted: TimerState = {
        ...current,
        completed: current.completed + 1,
        cycleCount: countInCycle(current),
      };
      const long = nextBreakIsLong(counted);
      const loaded = idleIn('break', counted, long, flowBreakMinutesFor(focusMs, current.settings.flowBreakRatio));
      return done(
        { ...loaded, status: 'running', deadline: now + loaded.remainingMs },
        {
          type: 'phase-ended',
          phase: 'focus',
          deadline: now,
          at: now,
          minutes: Math.floor(focusMs / 60_000),
          taken: true,
          ...interruptionsOf(current),
        },
        { type: 'phase-changed', phase: 'break', reason: 'take-break' },
      );
    }
    case 'reset': {
      // Reset also restarts the cycle.
      const next = idleIn('focus', { ...current, cycleCount: 0 }, false);
      return current.phase === 'focus'
        ? done(next)
        : done(next, { type: 'phase-changed', phase: 'focus', reason: 'reset' });
    }
    case 'skip': {
      const next = nextPhaseIdle(current);
      return done(next, { type: 'phase-changed', phase: next.phase, reason: 'skip' });
    }
    case 'switch-phase': {
      const long = command.phase === 'break' && command.longBreak === true && current.settings.longBreaks;
      // The tab of the phase shown changes nothing (its time is not thrown away by a second press).
      if (command.phase === current.phase && long === current.longBreak && current.status !== 'ended') {
        return done(current);
      }
      // Leaving a long break closes the cycle, as Skip does.
      const cycleCount = current.longBreak && command.phase === 'focus' ? 0 : current.cycleCount;
      const next = idleIn(command.phase, { ...current, cycleCount }, long);
      return done(next, { type: 'phase-changed', phase: next.phase, reason: 'skip' });
    }
    case 'set-durations': {
      if (!isValidDurations(command.durations) || sameDurations(command.durations, current.durations))
        return done(current);
      // Changing a duration stops the timer and reloads the full time. An ended phase is complete,
      // so the reload is of the phase it was about to flip to.
      const changed = { ...current, durations: command.durations };
      if (current.status === 'ended') {
        const next = nextPhaseIdle(changed);
        return done(next, { type: 'phase-changed', phase: next.phase, reason: 'flip' });
      }
      return done(idleIn(current.phase, changed, current.longBreak));
    }
    case 'set-settings': {
      const settings = normalizeCycleSettings(command.settings);
      if (sameCycleSettings(settings, current.settings)) return done(current);
      const changed: TimerState = { ...current, settings };
      // Another mode reloads a focus phase in it (a break, or a focus about to flip, carries on).
      if (settings.mode !== current.settings.mode && current.phase === 'focus' && current.status !== 'ended') {
        return done(idleIn('focus', changed, false));
      }
      // Like the spec's durations, a new length stops and reloads only the phase it is the length of.
      if (current.longBreak && settings.longBreakMinutes !== current.settings.longBreakMinutes) {
        if (current.status === 'ended') {
          const next = nextPhaseIdle(changed);
          return done(next, { type: 'phase-changed', phase: next.phase, reason: 'flip' });
        }
        return done(idleIn('break', changed, true));
      }
      return done(changed);
    }
  }
}

/** The moment a Start counts from: its press when that was a little earlier, else now. */
function startedAt(pressedAt: number | undefined, now: number): number {
  if (pressedAt === undefined || !Number.isFinite(pressedAt) || pressedAt >= now) return now;
  return Math.max(pressedAt, now - MAX_EARLY_START_MS);
}

/** When the state next changes by itself (a deadline or the end of the switch delay), or null. */
export function nextTransitionAt(state: TimerState): number | null {
  if (state.status === 'running') return state.deadline;
  if (state.status === 'ended' && state.endedAt !== null) return state.endedAt + PHASE_SWITCH_DELAY_MS;
  return null;
}

/** `mm:ss` (minutes grow past 59: a 180-minute phase starts at 180:00). */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The document title while running: `Focus: 24:13 – Pomolo` (an en dash). */
export function formatTimerTitle(phaseLabel: string, totalSeconds: number, appName = 'Pomolo'): string {
  return `${phaseLabel}: ${formatClock(totalSeconds)} \u2013 ${appName}`;
}

const PHASES: readonly TimerPhase[] = ['focus', 'break'];
const STATUSES: readonly TimerStatus[] = ['idle', 'running', 'paused', 'ended'];

function isSettings(value: unknown): value is CycleSettings {
  return typeof value === 'object' && value !== null && typeof (value as CycleSettings).longBreakMinutes === 'number';
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/**
 * Reads a persisted state (parsed JSON of unknown shape) with the durations currently chosen.
 * Returns null when it is unusable; a state saved with other durations than the current ones
 * is not resumed (durations changed means the timer was reset).
 */
export function parseTimerState(
  value: unknown,
  durations: TimerDurations,
  settings: CycleSettings = DEFAULT_CYCLE_SETTINGS,
): TimerState | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!PHASES.includes(v.phase as TimerPhase) || !STATUSES.includes(v.status as TimerStatus)) return null;
  if (!isValidDurations(v.durations) || !sameDurations(v.durations, durations)) return null;
  const completed = Number.isInteger(v.completed) && (v.completed as number) >= 0 ? (v.completed as number) : 0;
  const phase = v.phase as TimerPhase;
  const status = v.status as TimerStatus;
  const cycleCount =
    Number.isInteger(v.cycleCount) && (v.cycleCount as number) >= 0
      ? Math.min(v.cycleCount as number, settings.longBreakEvery)
      : 0;
  const longBreak = phase === 'break' && v.longBreak === true;
  // A long break saved with another length than the one now chosen was reset by that change.
  if (longBreak && isSettings(v.settings) && v.settings.longBreakMinutes !== settings.longBreakMinutes) return null;
  // A focus saved in the other mode was reset by the change of mode.
  const savedMode = isSettings(v.settings) && v.settings.mode === 'flowtime' ? 'flowtime' : 'pomodoro';
  if (phase === 'focus' && savedMode !== settings.mode) return null;
  const flowBreak =
    Number.isInteger(v.flowBreakMinutes) &&
    (v.flowBreakMinutes as number) >= BREAK_MIN_MINUTES &&
    (v.flowBreakMinutes as number) <= BREAK_MAX_MINUTES
      ? (v.flowBreakMinutes as number)
      : null;
  const loaded = idleIn(phase, { durations, completed, cycleCount, settings }, longBreak, flowBreak);
  const base =
    phase === 'focus' && status !== 'idle' ? { ...loaded, interruptions: parseInterruptions(v.interruptions) } : loaded;
  const full = base.remainingMs;
  if (countsUp(base)) {
    switch (status) {
      case 'idle':
        return base;
      case 'paused':
        return isTime(v.elapsedMs) && v.elapsedMs > 0 ? { ...base, status, elapsedMs: v.elapsedMs } : null;
      case 'running':
        return isTime(v.countUpFrom) ? { ...base, status, countUpFrom: v.countUpFrom } : null;
      case 'ended':
        return null;
    }
  }
  switch (status) {
    case 'idle':
      return base;
    case 'paused':
      if (!isTime(v.remainingMs) || v.remainingMs <= 0 || v.remainingMs > full) return null;
      return { ...base, status, remainingMs: v.remainingMs };
    case 'running':
      if (!isTime(v.deadline)) return null;
      return {
        ...base,
        status,
        deadline: v.deadline,
        remainingMs: Math.min(full, isTime(v.remainingMs) ? v.remainingMs : full),
      };
    case 'ended':
      if (!isTime(v.endedAt)) return null;
      return { ...base, status, remainingMs: 0, endedAt: v.endedAt };
  }
}

/**
 * Reopening the page: the persisted state brought up to `now`. A running phase resumes at the right
 * second; one that ended while the page was closed counts as ended (and flips if its delay passed).
 */
export function restoreTimer(
  persisted: unknown,
  durations: TimerDurations,
  now: number,
  settings: CycleSettings = DEFAULT_CYCLE_SETTINGS,
): TimerTransition {
  const state = parseTimerState(persisted, durations, settings);
  if (state === null) {
    const completed =
      typeof persisted === 'object' &&
      persisted !== null &&
      Number.isInteger((persisted as { completed?: unknown }).completed)
        ? Math.max(0, (persisted as { completed: number }).completed)
        : 0;
    return { state: createTimer(durations, completed, settings), events: [] };
  }
  return tick(state, now);
}
