import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CYCLE_SETTINGS,
  DEFAULT_DURATIONS,
  normalizeCycleSettings,
  parseStoredCycleSettings,
  type CycleSettings,
} from './settings.ts';
import {
  applyCommand,
  AUTO_START_GRACE_MS,
  createTimer,
  fullPhaseMs,
  PHASE_SWITCH_DELAY_MS,
  parseTimerState,
  remainingSeconds,
  restoreTimer,
  tick,
  type TimerEvent,
  type TimerState,
} from './timer.ts';

// Focus cycles (issue 13): long breaks after N focus sessions, auto-start, Reset restarting the cycle.
// Time is injected: every step passes the clock reading it happens at.

const T0 = Date.UTC(2026, 10, 26, 9, 0, 0);
const MIN = 60_000;
const durations = { workMinutes: 1, breakMinutes: 1 };

function settings(overrides: Partial<CycleSettings> = {}): CycleSettings {
  return { ...DEFAULT_CYCLE_SETTINGS, longBreakEvery: 2, longBreakMinutes: 5, ...overrides };
}

/** Starts the current phase at `now`, lets it run out and flip; returns the state and all events. */
function runPhase(state: TimerState, now: number): { state: TimerState; events: TimerEvent[]; now: number } {
  const started = applyCommand(state, { type: 'start' }, now).state;
  const end = started.deadline!;
  const ended = tick(started, end);
  const flipped = tick(ended.state, end + PHASE_SWITCH_DELAY_MS);
  return { state: flipped.state, events: [...ended.events, ...flipped.events], now: end + PHASE_SWITCH_DELAY_MS };
}

describe('long breaks', () => {
  it('follow the N-th completed focus of a cycle, last the long-break length, then a new cycle starts', () => {
    let s = createTimer(durations, 0, settings({ longBreakEvery: 2, longBreakMinutes: 5 }));
    let now = T0;
    // focus 1 → short break
    ({ state: s, now } = runPhase(s, now));
    expect(s).toMatchObject({ phase: 'break', longBreak: false, cycleCount: 1, remainingMs: 1 * MIN });
    ({ state: s, now } = runPhase(s, now));
    expect(s).toMatchObject({ phase: 'focus', cycleCount: 1 });
    // focus 2 → long break of 5 minutes
    ({ state: s, now } = runPhase(s, now));
    expect(s).toMatchObject({ phase: 'break', longBreak: true, cycleCount: 2, remainingMs: 5 * MIN, completed: 2 });
    expect(fullPhaseMs(s)).toBe(5 * MIN);
    const started = applyCommand(s, { type: 'start' }, now).state;
    expect(started.deadline).toBe(now + 5 * MIN);
    expect(remainingSeconds(started, now + 1000)).toBe(5 * 60 - 1);
    // after the long break: focus, and the cycle is empty again
    ({ state: s } = runPhase(s, now));
    expect(s).toMatchObject({ phase: 'focus', longBreak: false, cycleCount: 0, completed: 2 });
  });

  it('with the default settings come after the 4th focus and last 15 minutes', () => {
    let s = createTimer(DEFAULT_DURATIONS);
    let now = T0;
    const breaks: boolean[] = [];
    for (let i = 0; i < 8; i += 1) {
      ({ state: s, now } = runPhase(s, now));
      if (s.phase === 'break') breaks.push(s.longBreak);
      if (s.longBreak) expect(s.remainingMs).toBe(15 * MIN);
    }
    expect(breaks).toEqual([false, false, false, true]);
    expect(s).toMatchObject({ phase: 'focus', cycleCount: 0, completed: 4 });
  });

  it('never come when long breaks are off (the cycle simply wraps)', () => {
    let s = createTimer(durations, 0, settings({ longBreaks: false }));
    let now = T0;
    for (let i = 0; i < 8; i += 1) {
      ({ state: s, now } = runPhase(s, now));
      expect(s.longBreak).toBe(false);
      expect(s.cycleCount).toBeLessThan(2);
    }
    expect(s.completed).toBe(4);
  });

  it('Reset returns to focus and restarts the cycle', () => {
    let s = createTimer(durations, 0, settings({ longBreakEvery: 3 }));
    let now = T0;
    ({ state: s, now } = runPhase(s, now));
    ({ state: s, now } = runPhase(s, now));
    expect(s.cycleCount).toBe(1);
    const { state, events } = applyCommand(s, { type: 'reset' }, now);
    expect(state).toMatchObject({ phase: 'focus', status: 'idle', cycleCount: 0, completed: 1, longBreak: false });
    expect(events).toEqual([]);
  });

  it('Skip of a focus does not count it; skipping into the break after N gives the long break; skipping that starts a new cycle', () => {
    let s = createTimer(durations, 0, settings({ longBreakEvery: 2 }));
    let now = T0;
    // Skip a running focus: not completed, not counted.
    const running = applyCommand(s, { type: 'start' }, now).state;
    s = applyCommand(running, { type: 'skip' }, now + 10_000).state;
    expect(s).toMatchObject({ phase: 'break', longBreak: false, cycleCount: 0, completed: 0 });
    s = applyCommand(s, { type: 'skip' }, now).state;
    ({ state: s, now } = runPhase(s, now)); // focus 1
    ({ state: s, now } = runPhase(s, now)); // short break
    const focus2 = applyCommand(s, { type: 'start' }, now).state;
    const ended = tick(focus2, focus2.deadline!).state;
    expect(ended).toMatchObject({ status: 'ended', cycleCount: 2 });
    // Skip during the 2-second end: straight into the long break.
    const { state: long, events } = applyCommand(ended, { type: 'skip' }, focus2.deadline! + 500);
    expect(long).toMatchObject({ phase: 'break', longBreak: true, remainingMs: 5 * MIN });
    expect(events).toEqual([{ type: 'phase-changed', phase: 'break', reason: 'skip' }]);
    expect(applyCommand(long, { type: 'skip' }, now).state).toMatchObject({ phase: 'focus', cycleCount: 0 });
  });

  it('a new long-break length reloads only a long break; other settings leave the running phase alone', () => {
    let s = createTimer(durations, 0, settings({ longBreakEvery: 2 }));
    let now = T0;
    for (let i = 0; i < 3; i += 1) ({ state: s, now } = runPhase(s, now));
    expect(s.longBreak).toBe(true);
    const runningLong = applyCommand(s, { type: 'start' }, now).state;
    const changed = applyCommand(
      runningLong,
      { type: 'set-settings', settings: { ...runningLong.settings, longBreakMinutes: 20 } },
      now + MIN,
    ).state;
    expect(changed).toMatchObject({ phase: 'break', longBreak: true, status: 'idle', remainingMs: 20 * MIN });

    const focus = applyCommand(createTimer(durations, 0, settings()), { type: 'start' }, T0).state;
    const untouched = applyCommand(
      focus,
      { type: 'set-settings', settings: { ...focus.settings, longBreakMinutes: 30, autoStartBreaks: true } },
      T0 + 1000,
    ).state;
    expect(untouched).toMatchObject({ status: 'running', deadline: focus.deadline });
    expect(untouched.settings).toMatchObject({ longBreakMinutes: 30, autoStartBreaks: true });
  });

  it('clamps out-of-range settings sent as a command', () => {
    const s = createTimer(durations);
    const next = applyCommand(
      s,
      {
        type: 'set-settings',
        settings: { ...s.settings, longBreakEvery: 99, longBreakMinutes: 1, dailyGoal: 0 },
      },
      T0,
    ).state;
    expect(next.settings).toMatchObject({ longBreakEvery: 8, longBreakMinutes: 5, dailyGoal: 1 });
  });
});

describe('auto-start', () => {
  it('is off by default: the next phase waits for Start', () => {
    const { state } = runPhase(createTimer(durations), T0);
    expect(state).toMatchObject({ phase: 'break', status: 'idle' });
  });

  it('starts the break right after the 2-second flip, counting from the flip', () => {
    const s = createTimer(durations, 0, settings({ autoStartBreaks: true }));
    const started = applyCommand(s, { type: 'start' }, T0).state;
    const end = started.deadline!;
    const ended = tick(started, end).state;
    expect(tick(ended, end + PHASE_SWITCH_DELAY_MS - 1).state.status).toBe('ended');
    const flipAt = end + PHASE_SWITCH_DELAY_MS;
    const { state, events } = tick(ended, flipAt + 150);
    expect(state).toMatchObject({ phase: 'break', status: 'running', deadline: flipAt + 1 * MIN });
    expect(events).toEqual([
      { type: 'phase-changed', phase: 'break', reason: 'flip' },
      { type: 'phase-auto-started', phase: 'break' },
    ]);
  });

  it('starts focus after a break only with auto-start focus on', () => {
    const breaksOnly = settings({ autoStartBreaks: true });
    let { state, now } = runPhase(createTimer(durations, 0, breaksOnly), T0);
    expect(state.status).toBe('running');
    // The break runs out by itself; focus waits.
    const end = state.deadline!;
    state = tick(tick(state, end).state, end + PHASE_SWITCH_DELAY_MS).state;
    expect(state).toMatchObject({ phase: 'focus', status: 'idle' });

    ({ state, now } = runPhase(createTimer(durations, 0, settings({ autoStartFocus: true })), now));
    expect(state).toMatchObject({ phase: 'break', status: 'idle' });
    ({ state } = runPhase(state, now));
    expect(state).toMatchObject({ phase: 'focus', status: 'running' });
  });

  it('auto-starts a long break with its own length', () => {
    let s = createTimer(durations, 0, settings({ longBreakEvery: 2, autoStartBreaks: true, autoStartFocus: true }));
    const start = applyCommand(s, { type: 'start' }, T0).state;
    s = start;
    let now = T0;
    const phases: string[] = [];
    // Four transitions, all by themselves: break, focus, long break, focus.
    for (let i = 0; i < 4; i += 1) {
      const end = s.deadline!;
      s = tick(tick(s, end).state, end + PHASE_SWITCH_DELAY_MS).state;
      now = end + PHASE_SWITCH_DELAY_MS;
      phases.push(s.longBreak ? 'long' : s.phase);
      expect(s.status).toBe('running');
      expect(s.deadline).toBe(now + fullPhaseMs(s));
    }
    expect(phases).toEqual(['break', 'focus', 'long', 'focus']);
    expect(s).toMatchObject({ cycleCount: 0, completed: 2 });
  });

  it('does not run cycles nobody watched: a flip noticed late waits for Start', () => {
    const s = createTimer(durations, 0, settings({ autoStartBreaks: true, autoStartFocus: true }));
    const started = applyCommand(s, { type: 'start' }, T0).state;
    const end = started.deadline!;
    const late = end + PHASE_SWITCH_DELAY_MS + AUTO_START_GRACE_MS + 1;
    const { state, events } = tick(started, late);
    expect(state).toMatchObject({ phase: 'break', status: 'idle', completed: 1 });
    expect(events.map((e) => e.type)).toEqual(['phase-ended', 'phase-changed']);
  });

  it('a Reset stops an auto-started phase like any other', () => {
    const { state, now } = runPhase(createTimer(durations, 0, settings({ autoStartBreaks: true })), T0);
    expect(state.status).toBe('running');
    expect(applyCommand(state, { type: 'reset' }, now + 1000).state).toMatchObject({
      phase: 'focus',
      status: 'idle',
    });
  });
});

describe('persisted state and hand-over between tabs', () => {
  it('a running long break resumes at the same deadline in another tab (JSON round trip)', () => {
    let s = createTimer(durations, 0, settings({ longBreakEvery: 2 }));
    let now = T0;
    for (let i = 0; i < 3; i += 1) ({ state: s, now } = runPhase(s, now));
    const running = applyCommand(s, { type: 'start' }, now).state;
    const handedOver = restoreTimer(JSON.parse(JSON.stringify(running)), durations, now + 90_000, running.settings);
    expect(handedOver.state).toMatchObject({
      phase: 'break',
      longBreak: true,
      status: 'running',
      deadline: running.deadline,
      cycleCount: 2,
    });
    expect(remainingSeconds(handedOver.state, now + 90_000)).toBe(5 * 60 - 90);
    expect(handedOver.events).toEqual([]);
  });

  it('a long break saved with another length is not resumed; the cycle count is kept within N', () => {
    let s = createTimer(durations, 0, settings({ longBreakEvery: 2 }));
    let now = T0;
    for (let i = 0; i < 3; i += 1) ({ state: s, now } = runPhase(s, now));
    const saved = JSON.parse(JSON.stringify(s)) as unknown;
    expect(parseTimerState(saved, durations, settings({ longBreakEvery: 2, longBreakMinutes: 10 }))).toBeNull();
    const fewer = parseTimerState({ ...(saved as object), phase: 'focus' }, durations, settings({ longBreakEvery: 2 }));
    expect(fewer).toMatchObject({ cycleCount: 2, longBreak: false });
  });

  it('an old saved state without cycle fields starts a fresh cycle', () => {
    const old = {
      phase: 'break',
      status: 'idle',
      remainingMs: 60_000,
      deadline: null,
      endedAt: null,
      completed: 3,
      durations,
    };
    expect(parseTimerState(old, durations, settings())).toMatchObject({
      phase: 'break',
      longBreak: false,
      cycleCount: 0,
      completed: 3,
    });
  });
});

describe('cycle settings', () => {
  it('default to long breaks every 4 for 15 minutes, no auto-start, a daily goal of 6, Pomodoro mode', () => {
    expect(parseStoredCycleSettings(null)).toEqual({
      longBreaks: true,
      longBreakEvery: 4,
      longBreakMinutes: 15,
      autoStartBreaks: false,
      autoStartFocus: false,
      dailyGoal: 6,
      mode: 'pomodoro',
      flowBreakRatio: 5,
    });
    expect(parseStoredCycleSettings('not json')).toEqual(DEFAULT_CYCLE_SETTINGS);
  });

  it('clamp out-of-range numbers, keep a goal that is off as null, and default mistyped fields', () => {
    expect(
      normalizeCycleSettings({
        longBreaks: 'yes',
        longBreakEvery: 1,
        longBreakMinutes: 61,
        autoStartBreaks: true,
        dailyGoal: 25,
        mode: 'countdown',
        flowBreakRatio: 2,
      }),
    ).toEqual({
      longBreaks: true,
      longBreakEvery: 2,
      longBreakMinutes: 60,
      autoStartBreaks: true,
      autoStartFocus: false,
      dailyGoal: 24,
      mode: 'pomodoro',
      flowBreakRatio: 5,
    });
    expect(normalizeCycleSettings({ mode: 'flowtime', flowBreakRatio: 3 })).toMatchObject({
      mode: 'flowtime',
      flowBreakRatio: 3,
    });
    expect(normalizeCycleSettings({ dailyGoal: null }).dailyGoal).toBeNull();
    expect(normalizeCycleSettings({ dailyGoal: 'six', longBreakEvery: 8.6 })).toMatchObject({
      dailyGoal: 6,
      longBreakEvery: 8,
    });
    expect(parseStoredCycleSettings(JSON.stringify({ dailyGoal: null, longBreakMinutes: 30 }))).toMatchObject({
      dailyGoal: null,
      longBreakMinutes: 30,
    });
  });
});
