import { describe, expect, it } from 'vitest';
import { DEFAULT_CYCLE_SETTINGS, DEFAULT_DURATIONS, type CycleSettings } from './settings.ts';
import { badgeCount, CueTracker, minutesLeft, timerLine } from './timer-companions.ts';
import { createTimerEngine, type TimerClock } from './timer-engine.ts';
import type { TimerWorkerUpdate } from './timer-messages.ts';
import {
  applyCommand,
  createTimer,
  displaySeconds,
  elapsedMs,
  flowBreakMinutesFor,
  fullPhaseMs,
  nextTransitionAt,
  PHASE_SWITCH_DELAY_MS,
  phaseProgress,
  restoreTimer,
  tick,
  type TimerCommand,
  type TimerState,
} from './timer.ts';

// Flowtime (issue 30): the focus counts up from 0:00 until "Take a break"; the break follows the focus
// done (one fifth by default). Time is injected: every step passes the clock reading it happens at.

const T0 = Date.UTC(2026, 10, 28, 9, 0, 0);
const MIN = 60_000;

function flow(overrides: Partial<CycleSettings> = {}): CycleSettings {
  return { ...DEFAULT_CYCLE_SETTINGS, mode: 'flowtime', ...overrides };
}
function run(state: TimerState, command: TimerCommand, now: number) {
  return applyCommand(state, command, now);
}
function flowTimer(overrides: Partial<CycleSettings> = {}): TimerState {
  return createTimer(DEFAULT_DURATIONS, 0, flow(overrides));
}

describe('the break after a Flowtime focus', () => {
  it('is one fifth of the focus by default, rounded to whole minutes, within 1–30 min', () => {
    expect(flowBreakMinutesFor(25 * MIN, 5)).toBe(5);
    expect(flowBreakMinutesFor(12 * MIN, 5)).toBe(2); // 2.4
    expect(flowBreakMinutesFor(13 * MIN, 5)).toBe(3); // 2.6
    expect(flowBreakMinutesFor(1 * MIN, 5)).toBe(1); // 0.2 → at least 1
    expect(flowBreakMinutesFor(200 * MIN, 5)).toBe(30); // 40 → at most 30
  });

  it('follows the ratio setting (1/3, 1/4, 1/6)', () => {
    expect(flowBreakMinutesFor(60 * MIN, 3)).toBe(20);
    expect(flowBreakMinutesFor(60 * MIN, 4)).toBe(15);
    expect(flowBreakMinutesFor(60 * MIN, 6)).toBe(10);
  });
});

describe('a Flowtime focus', () => {
  it('starts idle at 0:00 and counts up from Start with no deadline', () => {
    const idle = flowTimer();
    expect(displaySeconds(idle, T0)).toBe(0);
    const running = run(idle, { type: 'start' }, T0).state;
    expect(running).toMatchObject({ status: 'running', deadline: null, countUpFrom: T0 });
    expect(nextTransitionAt(running)).toBeNull();
    expect(displaySeconds(running, T0 + 999)).toBe(0);
    expect(displaySeconds(running, T0 + 90_500)).toBe(90);
    // No end: three hours later it still runs and counts.
    const later = tick(running, T0 + 181 * MIN);
    expect(later.events).toEqual([]);
    expect(later.state.status).toBe('running');
    expect(displaySeconds(later.state, T0 + 181 * MIN)).toBe(181 * 60);
  });

  it('pauses and resumes where it was', () => {
    const running = run(flowTimer(), { type: 'start' }, T0).state;
    const paused = run(running, { type: 'pause' }, T0 + 10 * MIN).state;
    expect(paused).toMatchObject({ status: 'paused', elapsedMs: 10 * MIN, countUpFrom: null });
    expect(displaySeconds(paused, T0 + 60 * MIN)).toBe(600);
    const resumed = run(paused, { type: 'start' }, T0 + 60 * MIN).state;
    expect(displaySeconds(resumed, T0 + 65 * MIN)).toBe(15 * 60);
  });

  it('turns its ring once an hour', () => {
    const running = run(flowTimer(), { type: 'start' }, T0).state;
    expect(phaseProgress(running, T0 + 15 * MIN)).toBeCloseTo(0.25);
    expect(phaseProgress(running, T0 + 75 * MIN)).toBeCloseTo(0.25);
  });

  it('"Take a break" records the focus and starts a break of one fifth of it, counting down', () => {
    const running = run(flowTimer(), { type: 'start' }, T0).state;
    const at = T0 + 25 * MIN + 20_000;
    const { state, events } = run(running, { type: 'take-break' }, at);
    expect(events).toEqual([
      { type: 'phase-ended', phase: 'focus', deadline: at, at, minutes: 25, taken: true },
      { type: 'phase-changed', phase: 'break', reason: 'take-break' },
    ]);
    expect(state).toMatchObject({
      phase: 'break',
      status: 'running',
      longBreak: false,
      flowBreakMinutes: 5,
      completed: 1,
      cycleCount: 1,
      deadline: at + 5 * MIN,
    });
    expect(fullPhaseMs(state)).toBe(5 * MIN);
    expect(displaySeconds(state, at + MIN)).toBe(4 * 60);
    // The break rings as usual and flips back to a focus at 0:00.
    const ended = tick(state, at + 5 * MIN);
    expect(ended.events).toEqual([{ type: 'phase-ended', phase: 'break', deadline: at + 5 * MIN, at: at + 5 * MIN }]);
    const flipped = tick(ended.state, at + 5 * MIN + PHASE_SWITCH_DELAY_MS).state;
    expect(flipped).toMatchObject({ phase: 'focus', status: 'idle', flowBreakMinutes: null, elapsedMs: 0 });
    expect(displaySeconds(flipped, at + 6 * MIN)).toBe(0);
  });

  it('can take a break while paused (the paused time does not count)', () => {
    const running = run(flowTimer({ flowBreakRatio: 3 }), { type: 'start' }, T0).state;
    const paused = run(running, { type: 'pause' }, T0 + 30 * MIN).state;
    const { state, events } = run(paused, { type: 'take-break' }, T0 + 90 * MIN);
    expect(events[0]).toMatchObject({ type: 'phase-ended', minutes: 30 });
    expect(state).toMatchObject({ phase: 'break', status: 'running', flowBreakMinutes: 10 });
  });

  it('shorter than a minute records nothing: back to 0:00, no session, no break', () => {
    const running = run(flowTimer(), { type: 'start' }, T0).state;
    const { state, events } = run(running, { type: 'take-break' }, T0 + 59_999);
    expect(events).toEqual([]);
    expect(state).toMatchObject({ phase: 'focus', status: 'idle', completed: 0, cycleCount: 0, elapsedMs: 0 });
  });

  it('"Take a break" does nothing in Pomodoro mode, in a break or before Start', () => {
    const pomodoro = run(createTimer(DEFAULT_DURATIONS), { type: 'start' }, T0).state;
    expect(run(pomodoro, { type: 'take-break' }, T0 + 10 * MIN).state).toEqual(tick(pomodoro, T0 + 10 * MIN).state);
    const idle = flowTimer();
    expect(run(idle, { type: 'take-break' }, T0).state).toBe(idle);
  });

  it('the cycle closes with the long break (long breaks work in Flowtime)', () => {
    let state = flowTimer({ longBreakEvery: 2, longBreakMinutes: 20 });
    let now = T0;
    for (let i = 0; i < 2; i += 1) {
      state = run(state, { type: 'start' }, now).state;
      now += 30 * MIN;
      state = run(state, { type: 'take-break' }, now).state;
      const end = state.deadline!;
      state = tick(tick(state, end).state, end + PHASE_SWITCH_DELAY_MS).state;
      now = end + PHASE_SWITCH_DELAY_MS;
      if (i === 0) expect(state.cycleCount).toBe(1);
    }
    // The second break was the long one (20 min, not 6), and it closed the cycle.
    expect(now).toBe(T0 + 2 * 30 * MIN + 6 * MIN + 20 * MIN + 2 * PHASE_SWITCH_DELAY_MS);
    expect(state).toMatchObject({ phase: 'focus', cycleCount: 0, completed: 2 });
  });

  it('auto-start focus starts the count-up at the flip', () => {
    let state = run(flowTimer({ autoStartFocus: true }), { type: 'start' }, T0).state;
    state = run(state, { type: 'take-break' }, T0 + 10 * MIN).state;
    const end = state.deadline!;
    const { state: after, events } = tick(state, end + PHASE_SWITCH_DELAY_MS + 500);
    expect(events.map((e) => e.type)).toEqual(['phase-ended', 'phase-changed', 'phase-auto-started']);
    expect(after).toMatchObject({ phase: 'focus', status: 'running', countUpFrom: end + PHASE_SWITCH_DELAY_MS });
    expect(displaySeconds(after, end + PHASE_SWITCH_DELAY_MS + 5000)).toBe(5);
  });
});

describe('switching the mode', () => {
  it('reloads a focus phase in the new mode and leaves a break running', () => {
    const pomodoro = run(createTimer(DEFAULT_DURATIONS), { type: 'start' }, T0).state;
    const switched = run(pomodoro, { type: 'set-settings', settings: flow() }, T0 + MIN).state;
    expect(switched).toMatchObject({ phase: 'focus', status: 'idle', elapsedMs: 0 });
    expect(displaySeconds(switched, T0 + MIN)).toBe(0);
    const back = run(switched, { type: 'set-settings', settings: DEFAULT_CYCLE_SETTINGS }, T0 + MIN).state;
    expect(displaySeconds(back, T0 + MIN)).toBe(25 * 60);

    let inBreak = run(flowTimer(), { type: 'start' }, T0).state;
    inBreak = run(inBreak, { type: 'take-break' }, T0 + 20 * MIN).state;
    const kept = run(inBreak, { type: 'set-settings', settings: DEFAULT_CYCLE_SETTINGS }, T0 + 21 * MIN).state;
    expect(kept).toMatchObject({ phase: 'break', status: 'running', deadline: inBreak.deadline });
  });
});

describe('a reload and another tab (the persisted state)', () => {
  it('resumes a running count-up, a paused one and a Flowtime break', () => {
    const running = run(flowTimer(), { type: 'start' }, T0).state;
    const restored = restoreTimer(JSON.parse(JSON.stringify(running)), DEFAULT_DURATIONS, T0 + 7 * MIN, flow());
    expect(displaySeconds(restored.state, T0 + 7 * MIN)).toBe(7 * 60);

    const paused = run(running, { type: 'pause' }, T0 + 3 * MIN).state;
    const restoredPaused = restoreTimer(JSON.parse(JSON.stringify(paused)), DEFAULT_DURATIONS, T0 + 9 * MIN, flow());
    expect(restoredPaused.state).toMatchObject({ status: 'paused', elapsedMs: 3 * MIN });

    const inBreak = run(running, { type: 'take-break' }, T0 + 40 * MIN).state;
    const restoredBreak = restoreTimer(
      JSON.parse(JSON.stringify(inBreak)),
      DEFAULT_DURATIONS,
      T0 + 41 * MIN,
      flow(),
    ).state;
    expect(restoredBreak).toMatchObject({ phase: 'break', flowBreakMinutes: 8, deadline: T0 + 48 * MIN });
  });

  it('does not resume a focus saved in the other mode', () => {
    const running = run(flowTimer(), { type: 'start' }, T0).state;
    const restored = restoreTimer(JSON.parse(JSON.stringify(running)), DEFAULT_DURATIONS, T0 + MIN).state;
    expect(restored).toMatchObject({ phase: 'focus', status: 'idle', remainingMs: 25 * MIN });
  });
});

describe('the companions in Flowtime', () => {
  it('show the minutes done on the lock screen and the badge, and announce no minutes left', () => {
    const running = run(flowTimer(), { type: 'start' }, T0).state;
    expect(minutesLeft(running, T0 + MIN)).toBeNull();
    expect(timerLine(running, T0 + 18 * MIN + 30_000)).toEqual({
      phase: 'focus',
      longBreak: false,
      minutes: 18,
      countUp: true,
    });
    expect(badgeCount(running, T0 + 30_000)).toBeNull();
    expect(badgeCount(running, T0 + 18 * MIN)).toBe(18);
    const cues = new CueTracker();
    for (let t = T0; t <= T0 + 30 * MIN; t += 30_000) expect(cues.update(running, t)).toBeNull();
    expect(elapsedMs(running, T0 + 30 * MIN)).toBe(30 * MIN);
  });

  it('the engine publishes once a second while counting up', () => {
    let now = T0;
    const intervals: (() => void)[] = [];
    const clock: TimerClock = {
      now: () => now,
      setTimeout: () => 0,
      clearTimeout: () => {},
      setInterval: (callback) => intervals.push(callback),
      clearInterval: () => {},
    };
    const updates: TimerWorkerUpdate[] = [];
    const engine = createTimerEngine(clock, (update) => updates.push(update));
    engine.handle({ type: 'init', state: flowTimer() });
    engine.handle({ type: 'command', command: { type: 'start' } });
    const before = updates.length;
    for (let i = 1; i <= 15; i += 1) {
      now = T0 + i * 200;
      intervals.forEach((callback) => callback());
    }
    // 0:00 → 0:03 over 3 s of 200 ms ticks: three new seconds, three updates.
    expect(updates.length - before).toBe(3);
    expect(displaySeconds(updates.at(-1)!.state, updates.at(-1)!.now)).toBe(3);
    engine.dispose();
  });
});

describe('interruptions', () => {
  it('are logged with their time during a focus (running or paused), classified, and reported with its end', () => {
    let state = run(createTimer(DEFAULT_DURATIONS), { type: 'start' }, T0).state;
    state = run(state, { type: 'interrupt' }, T0 + 3 * MIN).state;
    state = run(state, { type: 'classify-interruption', kind: 'external' }, T0 + 3 * MIN + 2000).state;
    state = run(state, { type: 'pause' }, T0 + 5 * MIN).state;
    state = run(state, { type: 'interrupt', kind: 'internal' }, T0 + 6 * MIN).state;
    state = run(state, { type: 'start' }, T0 + 7 * MIN).state;
    expect(state.interruptions).toEqual([
      { at: T0 + 3 * MIN, kind: 'external' },
      { at: T0 + 6 * MIN, kind: 'internal' },
    ]);
    // Kept across a reload and in another tab.
    const restored = restoreTimer(JSON.parse(JSON.stringify(state)), DEFAULT_DURATIONS, T0 + 8 * MIN).state;
    expect(restored.interruptions).toEqual(state.interruptions);
    const end = state.deadline!;
    const ended = tick(state, end);
    expect(ended.events).toEqual([
      { type: 'phase-ended', phase: 'focus', deadline: end, at: end, interruptions: state.interruptions },
    ]);
    // The break starts without them.
    expect(tick(ended.state, end + PHASE_SWITCH_DELAY_MS).state.interruptions).toEqual([]);
  });

  it('are not logged outside a focus that runs or is paused, and a skipped focus drops them', () => {
    const idle = createTimer(DEFAULT_DURATIONS);
    expect(run(idle, { type: 'interrupt' }, T0).state.interruptions).toEqual([]);
    let state = run(idle, { type: 'start' }, T0).state;
    state = run(state, { type: 'interrupt' }, T0 + MIN).state;
    state = run(state, { type: 'skip' }, T0 + 2 * MIN).state;
    expect(state).toMatchObject({ phase: 'break', interruptions: [] });
    state = run(state, { type: 'start' }, T0 + 2 * MIN).state;
    expect(run(state, { type: 'interrupt' }, T0 + 3 * MIN).state.interruptions).toEqual([]);
  });

  it('ride along with a Flowtime focus ended by "Take a break"', () => {
    let state = run(flowTimer(), { type: 'start' }, T0).state;
    state = run(state, { type: 'interrupt' }, T0 + 4 * MIN).state;
    const { events } = run(state, { type: 'take-break' }, T0 + 20 * MIN);
    expect(events[0]).toMatchObject({ minutes: 20, interruptions: [{ at: T0 + 4 * MIN }] });
  });
});
