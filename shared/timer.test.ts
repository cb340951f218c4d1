import { describe, expect, it } from 'vitest';
import { DEFAULT_DURATIONS, type TimerDurations } from './settings.ts';
import {
  applyCommand,
  createTimer,
  formatClock,
  formatTimerTitle,
  nextTransitionAt,
  parseTimerState,
  PHASE_SWITCH_DELAY_MS,
  phaseDurationMs,
  phaseProgress,
  remainingMs,
  remainingSeconds,
  restoreTimer,
  tick,
  type TimerCommand,
  type TimerState,
} from './timer.ts';

const T0 = Date.UTC(2025, 0, 15, 9, 0, 0);
const MIN = 60_000;
const d: TimerDurations = DEFAULT_DURATIONS;

function run(state: TimerState, command: TimerCommand, now: number) {
  return applyCommand(state, command, now);
}
/** A focus phase started at T0 with the default durations. */
function runningFocus(): TimerState {
  return run(createTimer(d), { type: 'start' }, T0).state;
}

describe('a new timer', () => {
  it('is idle in focus with the full work time and no completed sessions', () => {
    const s = createTimer(d);
    expect(s).toMatchObject({
      phase: 'focus',
      status: 'idle',
      remainingMs: 25 * MIN,
      deadline: null,
      endedAt: null,
      completed: 0,
    });
    expect(remainingSeconds(s, T0)).toBe(25 * 60);
    expect(nextTransitionAt(s)).toBeNull();
  });

  it('uses the durations it is given', () => {
    expect(phaseDurationMs('focus', { workMinutes: 180, breakMinutes: 30 })).toBe(180 * MIN);
    expect(phaseDurationMs('break', { workMinutes: 180, breakMinutes: 30 })).toBe(30 * MIN);
  });
});

describe('start', () => {
  it('sets a deadline the full time ahead; remaining comes from the clock', () => {
    const { state, events } = run(createTimer(d), { type: 'start' }, T0);
    expect(state.status).toBe('running');
    expect(state.deadline).toBe(T0 + 25 * MIN);
    expect(events).toEqual([]);
    expect(remainingSeconds(state, T0)).toBe(1500);
    expect(remainingSeconds(state, T0 + 1)).toBe(1500);
    expect(remainingSeconds(state, T0 + 1000)).toBe(1499);
    expect(remainingSeconds(state, T0 + 47_000)).toBe(1453); // 24:13
    expect(nextTransitionAt(state)).toBe(T0 + 25 * MIN);
  });

  it('shows 00:01 until the very last millisecond, so 00:00 only at the end', () => {
    const s = runningFocus();
    expect(remainingSeconds(s, T0 + 25 * MIN - 1)).toBe(1);
    expect(remainingSeconds(s, T0 + 25 * MIN)).toBe(0);
  });

  it('is a no-op while running', () => {
    const s = runningFocus();
    expect(run(s, { type: 'start' }, T0 + 5000).state).toBe(s);
  });

  it('resumes a paused phase from what was left', () => {
    const paused = run(runningFocus(), { type: 'pause' }, T0 + 10_500).state;
    const resumed = run(paused, { type: 'start' }, T0 + 60_000).state;
    expect(resumed.status).toBe('running');
    expect(resumed.deadline).toBe(T0 + 60_000 + 25 * MIN - 10_500);
  });

  it('never trusts a clock set backwards to show more than a whole phase', () => {
    expect(remainingMs(runningFocus(), T0 - 10 * MIN)).toBe(25 * MIN);
  });
});

describe('pause', () => {
  it('keeps the exact time left and clears the deadline', () => {
    const { state } = run(runningFocus(), { type: 'pause' }, T0 + 10_500);
    expect(state).toMatchObject({ status: 'paused', remainingMs: 25 * MIN - 10_500, deadline: null });
    expect(remainingSeconds(state, T0 + 999_999)).toBe(1490); // frozen while paused
    expect(nextTransitionAt(state)).toBeNull();
  });

  it('is a no-op when not running', () => {
    const idle = createTimer(d);
    expect(run(idle, { type: 'pause' }, T0).state).toBe(idle);
  });
});

describe('toggle (Space)', () => {
  it('starts when stopped and pauses when running', () => {
    const started = run(createTimer(d), { type: 'toggle' }, T0).state;
    expect(started.status).toBe('running');
    const paused = run(started, { type: 'toggle' }, T0 + 3000).state;
    expect(paused.status).toBe('paused');
    expect(run(paused, { type: 'toggle' }, T0 + 5000).state.status).toBe('running');
  });
});

describe('reset', () => {
  it('stops and restores the full work time in focus', () => {
    const { state, events } = run(runningFocus(), { type: 'reset' }, T0 + 30_000);
    expect(state).toMatchObject({ phase: 'focus', status: 'idle', remainingMs: 25 * MIN, deadline: null });
    expect(events).toEqual([]);
  });

  it('returns from a break to focus and says so', () => {
    const inBreak = run(createTimer(d), { type: 'skip' }, T0).state;
    const { state, events } = run(run(inBreak, { type: 'start' }, T0).state, { type: 'reset' }, T0 + 1000);
    expect(state).toMatchObject({ phase: 'focus', status: 'idle', remainingMs: 25 * MIN });
    expect(events).toEqual([{ type: 'phase-changed', phase: 'focus', reason: 'reset' }]);
  });

  it('keeps the completed count', () => {
    const s = { ...runningFocus(), completed: 3 };
    expect(run(s, { type: 'reset' }, T0).state.completed).toBe(3);
  });
});

describe('skip', () => {
  it('stops and loads the other phase at its full time without counting a session', () => {
    const { state, events } = run(runningFocus(), { type: 'skip' }, T0 + 60_000);
    expect(state).toMatchObject({ phase: 'break', status: 'idle', remainingMs: 5 * MIN, deadline: null, completed: 0 });
    expect(events).toEqual([{ type: 'phase-changed', phase: 'break', reason: 'skip' }]);
    const back = run(state, { type: 'skip' }, T0 + 61_000);
    expect(back.state).toMatchObject({ phase: 'focus', status: 'idle', remainingMs: 25 * MIN });
  });

  it('from a paused phase too', () => {
    const paused = run(runningFocus(), { type: 'pause' }, T0 + 1000).state;
    expect(run(paused, { type: 'skip' }, T0 + 2000).state).toMatchObject({ phase: 'break', status: 'idle' });
  });
});

describe('reaching zero', () => {
  it('ends the focus phase at its deadline, counts it, and waits 2 s', () => {
    const s = runningFocus();
    expect(tick(s, T0 + 25 * MIN - 1).state).toBe(s);
    const late = 120;
    const { state, events } = tick(s, T0 + 25 * MIN + late);
    expect(state).toMatchObject({
      phase: 'focus',
      status: 'ended',
      remainingMs: 0,
      endedAt: T0 + 25 * MIN,
      deadline: null,
      completed: 1,
    });
    expect(events).toEqual([
      { type: 'phase-ended', phase: 'focus', deadline: T0 + 25 * MIN, at: T0 + 25 * MIN + late },
    ]);
    expect(remainingSeconds(state, T0 + 25 * MIN + 500)).toBe(0);
    expect(nextTransitionAt(state)).toBe(T0 + 25 * MIN + PHASE_SWITCH_DELAY_MS);
  });

  it('flips to the break 2 s later, loaded with its full time and waiting for Start', () => {
    const ended = tick(runningFocus(), T0 + 25 * MIN).state;
    expect(tick(ended, T0 + 25 * MIN + 1999).state).toBe(ended);
    const { state, events } = tick(ended, T0 + 25 * MIN + 2000);
    expect(state).toMatchObject({ phase: 'break', status: 'idle', remainingMs: 5 * MIN, endedAt: null, completed: 1 });
    expect(events).toEqual([{ type: 'phase-changed', phase: 'break', reason: 'flip' }]);
    expect(remainingSeconds(state, T0 + 99 * MIN)).toBe(300); // 05:00 until Start
  });

  it('a break that ends is not counted and flips back to focus', () => {
    const breakRunning = run(run(createTimer(d), { type: 'skip' }, T0).state, { type: 'start' }, T0).state;
    const ended = tick(breakRunning, T0 + 5 * MIN);
    expect(ended.state).toMatchObject({ status: 'ended', completed: 0 });
    expect(ended.events[0]).toMatchObject({ type: 'phase-ended', phase: 'break' });
    const flipped = tick(ended.state, T0 + 5 * MIN + 2000);
    expect(flipped.state).toMatchObject({ phase: 'focus', status: 'idle', remainingMs: 25 * MIN });
  });

  it('ignores Start and Pause while the flip is pending; Reset and Skip still work', () => {
    const ended = tick(runningFocus(), T0 + 25 * MIN).state;
    expect(run(ended, { type: 'start' }, T0 + 25 * MIN + 500).state).toBe(ended);
    expect(run(ended, { type: 'pause' }, T0 + 25 * MIN + 500).state).toBe(ended);
    expect(run(ended, { type: 'toggle' }, T0 + 25 * MIN + 500).state).toBe(ended);
    expect(run(ended, { type: 'reset' }, T0 + 25 * MIN + 500).state).toMatchObject({
      phase: 'focus',
      status: 'idle',
      completed: 1,
    });
    expect(run(ended, { type: 'skip' }, T0 + 25 * MIN + 500).state).toMatchObject({
      phase: 'break',
      status: 'idle',
      completed: 1,
    });
  });

  it('a command arriving after a missed deadline settles the end first', () => {
    const { state, events } = run(runningFocus(), { type: 'pause' }, T0 + 25 * MIN + 5000);
    expect(state).toMatchObject({ phase: 'break', status: 'idle', completed: 1 });
    expect(events.map((e) => e.type)).toEqual(['phase-ended', 'phase-changed']);
  });
});

describe('changing durations', () => {
  const longer = { workMinutes: 45, breakMinutes: 10 };

  it('stops a running timer and reloads the full time of the current phase', () => {
    const { state } = run(runningFocus(), { type: 'set-durations', durations: longer }, T0 + 30_000);
    expect(state).toMatchObject({
      phase: 'focus',
      status: 'idle',
      remainingMs: 45 * MIN,
      deadline: null,
      durations: longer,
    });
    const inBreak = run(createTimer(d), { type: 'skip' }, T0).state;
    expect(run(inBreak, { type: 'set-durations', durations: longer }, T0).state).toMatchObject({
      phase: 'break',
      remainingMs: 10 * MIN,
    });
  });

  it('does nothing when the durations are the same or invalid', () => {
    const s = runningFocus();
    expect(run(s, { type: 'set-durations', durations: { ...d } }, T0 + 1000).state).toBe(s);
    expect(run(s, { type: 'set-durations', durations: { workMinutes: 0, breakMinutes: 5 } }, T0 + 1000).state).toBe(s);
    expect(run(s, { type: 'set-durations', durations: { workMinutes: 25, breakMinutes: 31 } }, T0 + 1000).state).toBe(
      s,
    );
  });

  it('during the end delay, loads the next phase with the new durations', () => {
    const ended = tick(runningFocus(), T0 + 25 * MIN).state;
    const { state, events } = run(ended, { type: 'set-durations', durations: longer }, T0 + 25 * MIN + 100);
    expect(state).toMatchObject({ phase: 'break', status: 'idle', remainingMs: 10 * MIN, completed: 1 });
    expect(events).toEqual([{ type: 'phase-changed', phase: 'break', reason: 'flip' }]);
  });
});

describe('progress', () => {
  it('goes from 0 to 1 across the phase', () => {
    const s = runningFocus();
    expect(phaseProgress(s, T0)).toBe(0);
    expect(phaseProgress(s, T0 + 12.5 * MIN)).toBeCloseTo(0.5);
    expect(phaseProgress(s, T0 + 30 * MIN)).toBe(1);
  });
});

describe('formatting', () => {
  it('formats the clock as mm:ss, minutes growing past an hour', () => {
    expect(formatClock(1453)).toBe('24:13');
    expect(formatClock(299)).toBe('04:59');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(59)).toBe('00:59');
    expect(formatClock(180 * 60)).toBe('180:00');
    expect(formatClock(-3)).toBe('00:00');
  });

  it('formats the document title with an en dash', () => {
    expect(formatTimerTitle('Focus', 1453)).toBe('Focus: 24:13 – Pomolo');
    expect(formatTimerTitle('Break', 299)).toBe('Break: 04:59 – Pomolo');
    expect(formatTimerTitle('Focus', 1453)).toContain('\u2013');
  });
});

describe('surviving a reload', () => {
  const persist = (s: TimerState): unknown => JSON.parse(JSON.stringify(s));

  it('resumes a running phase at the right second', () => {
    const saved = persist(runningFocus());
    const { state, events } = restoreTimer(saved, d, T0 + 47_000);
    expect(state.status).toBe('running');
    expect(state.deadline).toBe(T0 + 25 * MIN);
    expect(remainingSeconds(state, T0 + 47_000)).toBe(1453);
    expect(events).toEqual([]);
  });

  it('keeps a paused phase paused with its time left', () => {
    const saved = persist(run(runningFocus(), { type: 'pause' }, T0 + 90_000).state);
    const { state } = restoreTimer(saved, d, T0 + 10 * MIN);
    expect(state).toMatchObject({ status: 'paused', remainingMs: 25 * MIN - 90_000 });
  });

  it('counts a phase that ended while the page was closed, and flips it', () => {
    const saved = persist({ ...runningFocus(), completed: 2 });
    const { state, events } = restoreTimer(saved, d, T0 + 40 * MIN);
    expect(state).toMatchObject({ phase: 'break', status: 'idle', remainingMs: 5 * MIN, completed: 3 });
    expect(events).toEqual([
      { type: 'phase-ended', phase: 'focus', deadline: T0 + 25 * MIN, at: T0 + 40 * MIN },
      { type: 'phase-changed', phase: 'break', reason: 'flip' },
    ]);
  });

  it('reopened inside the 2 s delay, it is ended and flips on time', () => {
    const saved = persist(runningFocus());
    const { state } = restoreTimer(saved, d, T0 + 25 * MIN + 800);
    expect(state).toMatchObject({ status: 'ended', completed: 1, endedAt: T0 + 25 * MIN });
    const ended = persist(state);
    expect(restoreTimer(ended, d, T0 + 25 * MIN + 1500).state.status).toBe('ended');
    expect(restoreTimer(ended, d, T0 + 25 * MIN + 2000).state).toMatchObject({ phase: 'break', status: 'idle' });
  });

  it('starts fresh (keeping the count) when the durations changed or the data is unusable', () => {
    const saved = persist({ ...runningFocus(), completed: 4 });
    expect(restoreTimer(saved, { workMinutes: 50, breakMinutes: 10 }, T0 + 1000).state).toMatchObject({
      phase: 'focus',
      status: 'idle',
      remainingMs: 50 * MIN,
      completed: 4,
    });
    for (const junk of [
      null,
      'x',
      42,
      {},
      { phase: 'nap', status: 'idle' },
      { phase: 'focus', status: 'running', deadline: 'soon', durations: d },
    ]) {
      expect(restoreTimer(junk, d, T0).state).toEqual(createTimer(d));
    }
  });

  it('rejects a paused time outside the phase', () => {
    const bad = { ...createTimer(d), status: 'paused', remainingMs: 26 * MIN };
    expect(parseTimerState(bad, d)).toBeNull();
    expect(parseTimerState({ ...bad, remainingMs: 0 }, d)).toBeNull();
    expect(parseTimerState({ ...bad, remainingMs: 60_000 }, d)).toMatchObject({
      status: 'paused',
      remainingMs: 60_000,
    });
  });
});
