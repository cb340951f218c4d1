import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DURATIONS } from './settings.ts';
import { createTimerEngine, type TimerEngine } from './timer-engine.ts';
import type { TimerWorkerUpdate } from './timer-messages.ts';
import { createTimer, remainingSeconds } from './timer.ts';

const T0 = Date.UTC(2025, 0, 15, 9, 0, 0);

describe('the timer engine (what the worker runs)', () => {
  let updates: TimerWorkerUpdate[];
  let engine: TimerEngine;

  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
    updates = [];
    engine = createTimerEngine(
      {
        now: () => Date.now(),
        setTimeout: (fn, ms) => setTimeout(fn, ms),
        clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
        setInterval: (fn, ms) => setInterval(fn, ms),
        clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
      },
      (u) => updates.push(u),
    );
  });

  afterEach(() => {
    engine.dispose();
    vi.useRealTimers();
  });

  const last = () => updates[updates.length - 1];
  const shown = () => remainingSeconds(last().state, last().now);

  it('reports the initial state at once and stays quiet while idle', () => {
    engine.handle({ type: 'init', state: createTimer(DEFAULT_DURATIONS) });
    expect(updates).toHaveLength(1);
    expect(shown()).toBe(1500);
    vi.advanceTimersByTime(10_000);
    expect(updates).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('while running, reports once per displayed second (ticking every 200 ms)', () => {
    engine.handle({ type: 'init', state: createTimer(DEFAULT_DURATIONS) });
    engine.handle({ type: 'command', command: { type: 'start' } });
    expect(last().state.status).toBe('running');
    const before = updates.length;
    vi.advanceTimersByTime(200);
    expect(updates.length).toBe(before); // same second: nothing to report
    vi.advanceTimersByTime(800);
    expect(shown()).toBe(1499);
    vi.advanceTimersByTime(46_000);
    expect(shown()).toBe(1453);
    expect(updates.length).toBe(before + 47);
  });

  it('notices the deadline within milliseconds, then flips after 2 s and goes quiet', () => {
    engine.handle({ type: 'init', state: createTimer({ workMinutes: 1, breakMinutes: 5 }) });
    engine.handle({ type: 'command', command: { type: 'start' } });
    const deadline = last().state.deadline!;
    // A deadline that does not fall on a 200 ms tick.
    vi.advanceTimersByTime(60_000);
    const ended = updates.find((u) => u.events.some((e) => e.type === 'phase-ended'))!;
    expect(ended).toBeDefined();
    const event = ended.events.find((e) => e.type === 'phase-ended')!;
    expect(event.type === 'phase-ended' && event.at - deadline).toBe(0);
    expect(ended.state).toMatchObject({ status: 'ended', completed: 1 });
    vi.advanceTimersByTime(1999);
    expect(last().state.status).toBe('ended');
    vi.advanceTimersByTime(1);
    expect(last().state).toMatchObject({ phase: 'break', status: 'idle', remainingMs: 300_000 });
    expect(last().events).toEqual([{ type: 'phase-changed', phase: 'break', reason: 'flip' }]);
    const count = updates.length;
    vi.advanceTimersByTime(60_000);
    expect(updates.length).toBe(count);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('wakes exactly at an odd deadline after a pause', () => {
    engine.handle({ type: 'init', state: createTimer({ workMinutes: 1, breakMinutes: 1 }) });
    engine.handle({ type: 'command', command: { type: 'start' } });
    vi.advanceTimersByTime(333);
    engine.handle({ type: 'command', command: { type: 'pause' } });
    vi.advanceTimersByTime(10_000);
    engine.handle({ type: 'command', command: { type: 'start' } });
    const deadline = last().state.deadline!;
    expect(deadline - Date.now()).toBe(60_000 - 333);
    vi.advanceTimersByTime(60_000 - 333);
    const ended = updates.flatMap((u) => u.events).find((e) => e.type === 'phase-ended');
    expect(ended).toMatchObject({ deadline, at: deadline });
  });

  it('an init with an overdue deadline reports the end and the flip at once', () => {
    const running = { ...createTimer(DEFAULT_DURATIONS), status: 'running' as const, deadline: T0 - 60_000 };
    engine.handle({ type: 'init', state: running });
    expect(updates).toHaveLength(1);
    expect(updates[0].events.map((e) => e.type)).toEqual(['phase-ended', 'phase-changed']);
    expect(updates[0].state).toMatchObject({ phase: 'break', status: 'idle', completed: 1 });
  });

  it('ignores commands before init', () => {
    engine.handle({ type: 'command', command: { type: 'start' } });
    expect(updates).toEqual([]);
  });
});
