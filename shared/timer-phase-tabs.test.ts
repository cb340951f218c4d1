import { describe, expect, it } from 'vitest';
import { DEFAULT_CYCLE_SETTINGS, type CycleSettings } from './settings.ts';
import {
  applyCommand,
  createTimer,
  MAX_EARLY_START_MS,
  PHASE_SWITCH_DELAY_MS,
  tick,
  type TimerState,
} from './timer.ts';

// Issue 27: phase tabs switch to a phase with its full time, as Skip does; a held Start counts from its press.

const T0 = Date.UTC(2026, 10, 28, 9, 0, 0);
const MIN = 60_000;
const durations = { workMinutes: 25, breakMinutes: 5 };
const longBreaks: CycleSettings = {
  ...DEFAULT_CYCLE_SETTINGS,
  longBreaks: true,
  longBreakEvery: 4,
  longBreakMinutes: 15,
};

function running(state: TimerState, at: number): TimerState {
  return applyCommand(state, { type: 'start' }, at).state;
}

describe('phase tabs', () => {
  it('switch a running focus to an idle short break with its full time and say so like Skip', () => {
    const started = running(createTimer(durations), T0);
    const { state, events } = applyCommand(started, { type: 'switch-phase', phase: 'break' }, T0 + 3 * MIN);
    expect(state).toMatchObject({ phase: 'break', status: 'idle', longBreak: false, remainingMs: 5 * MIN });
    expect(state.deadline).toBeNull();
    expect(events).toEqual([{ type: 'phase-changed', phase: 'break', reason: 'skip' }]);
    // Nothing was completed: a tab is not a finished focus.
    expect(state.completed).toBe(0);
  });

  it('switch to a long break when long breaks are on, and to a short one when they are off', () => {
    const on = applyCommand(
      createTimer(durations, 0, longBreaks),
      { type: 'switch-phase', phase: 'break', longBreak: true },
      T0,
    );
    expect(on.state).toMatchObject({ phase: 'break', longBreak: true, remainingMs: 15 * MIN });
    const off = applyCommand(
      createTimer(durations, 0, { ...longBreaks, longBreaks: false }),
      { type: 'switch-phase', phase: 'break', longBreak: true },
      T0,
    );
    expect(off.state).toMatchObject({ phase: 'break', longBreak: false, remainingMs: 5 * MIN });
  });

  it('move between a short and a long break, and back to focus with the full work time', () => {
    let state = applyCommand(createTimer(durations, 0, longBreaks), { type: 'switch-phase', phase: 'break' }, T0).state;
    state = applyCommand(state, { type: 'switch-phase', phase: 'break', longBreak: true }, T0).state;
    expect(state).toMatchObject({ phase: 'break', longBreak: true, remainingMs: 15 * MIN });
    const back = applyCommand(state, { type: 'switch-phase', phase: 'focus' }, T0);
    expect(back.state).toMatchObject({ phase: 'focus', status: 'idle', remainingMs: 25 * MIN, cycleCount: 0 });
    expect(back.events).toEqual([{ type: 'phase-changed', phase: 'focus', reason: 'skip' }]);
  });

  it('leave the phase shown as it is: its tab keeps a paused or running time', () => {
    const started = running(createTimer(durations), T0);
    const paused = applyCommand(started, { type: 'pause' }, T0 + MIN).state;
    const same = applyCommand(paused, { type: 'switch-phase', phase: 'focus' }, T0 + 2 * MIN);
    expect(same.state).toBe(paused);
    expect(same.events).toEqual([]);
    const stillRunning = applyCommand(started, { type: 'switch-phase', phase: 'focus' }, T0 + MIN);
    expect(stillRunning.state).toBe(started);
  });

  it('keep the cycle count of a short break, and a focus that ended is counted before the switch', () => {
    const started = running(createTimer(durations, 0, longBreaks), T0);
    const end = started.deadline!;
    // Pressed during the 2 s after the end: the end counts, then the chosen phase loads.
    const { state, events } = applyCommand(
      started,
      { type: 'switch-phase', phase: 'focus' },
      end + PHASE_SWITCH_DELAY_MS / 2,
    );
    expect(events.map((e) => e.type)).toEqual(['phase-ended', 'phase-changed']);
    expect(state).toMatchObject({ phase: 'focus', status: 'idle', completed: 1, cycleCount: 1, remainingMs: 25 * MIN });
    expect(tick(state, end + PHASE_SWITCH_DELAY_MS).state).toBe(state);
  });
});

describe('a Start held before the app took over', () => {
  it('counts from the press', () => {
    const pressed = T0 - 1500;
    const state = applyCommand(createTimer(durations), { type: 'start', at: pressed }, T0).state;
    expect(state.deadline).toBe(pressed + 25 * MIN);
  });

  it('never starts in the future or further back than the limit', () => {
    const future = applyCommand(createTimer(durations), { type: 'start', at: T0 + 5000 }, T0).state;
    expect(future.deadline).toBe(T0 + 25 * MIN);
    const ancient = applyCommand(createTimer(durations), { type: 'start', at: T0 - 10 * MIN }, T0).state;
    expect(ancient.deadline).toBe(T0 - MAX_EARLY_START_MS + 25 * MIN);
  });

  it('resumes a paused phase from the press too', () => {
    const started = running(createTimer(durations), T0);
    const paused = applyCommand(started, { type: 'pause' }, T0 + MIN).state;
    const resumed = applyCommand(paused, { type: 'start', at: T0 + 2 * MIN - 800 }, T0 + 2 * MIN).state;
    expect(resumed.deadline).toBe(T0 + 2 * MIN - 800 + 24 * MIN);
  });
});
