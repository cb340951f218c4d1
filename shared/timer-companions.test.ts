import { describe, expect, it } from 'vitest';
import { DEFAULT_DURATIONS } from './settings.ts';
import { applyCommand, createTimer, tick, type TimerState } from './timer.ts';
import { badgeCount, CueTracker, minutesLeft, timerLine, wantsScreenAwake } from './timer-companions.ts';

const T0 = Date.UTC(2026, 10, 26, 9, 0, 0);
const SEC = 1000;
const MIN = 60 * SEC;

function focusRunningAt(start: number, durations = DEFAULT_DURATIONS): TimerState {
  return applyCommand(createTimer(durations), { type: 'start' }, start).state;
}

describe('minutes left', () => {
  const running = focusRunningAt(T0);

  it('rounds up to whole minutes while a phase runs, never 0 while time is left', () => {
    expect(minutesLeft(running, T0)).toBe(25);
    expect(minutesLeft(running, T0 + 1)).toBe(25);
    expect(minutesLeft(running, T0 + 60 * SEC)).toBe(24);
    expect(minutesLeft(running, T0 + 60 * SEC + 1)).toBe(24);
    expect(minutesLeft(running, T0 + 7 * MIN - 1)).toBe(19);
    expect(minutesLeft(running, T0 + 7 * MIN)).toBe(18);
    expect(minutesLeft(running, T0 + 25 * MIN - 59 * SEC)).toBe(1);
    expect(minutesLeft(running, T0 + 25 * MIN - 1)).toBe(1);
  });

  it('is null at zero and whenever nothing counts', () => {
    expect(minutesLeft(running, T0 + 25 * MIN)).toBeNull();
    expect(minutesLeft(createTimer(DEFAULT_DURATIONS), T0)).toBeNull();
    const paused = applyCommand(running, { type: 'pause' }, T0 + 3 * MIN).state;
    expect(paused.status).toBe('paused');
    expect(minutesLeft(paused, T0 + 4 * MIN)).toBeNull();
    const ended = tick(running, T0 + 25 * MIN).state;
    expect(ended.status).toBe('ended');
    expect(minutesLeft(ended, T0 + 25 * MIN + SEC)).toBeNull();
  });

  it('counts a long break with its own length', () => {
    const longBreak: TimerState = {
      ...createTimer(DEFAULT_DURATIONS),
      phase: 'break',
      longBreak: true,
      status: 'running',
      deadline: T0 + 15 * MIN,
    };
    expect(timerLine(longBreak, T0)).toEqual({ phase: 'break', longBreak: true, minutes: 15 });
  });
});

describe('the lock screen line', () => {
  it('changes at most once a minute over a whole phase', () => {
    const running = focusRunningAt(T0);
    const lines: string[] = [];
    // Every reading a page could take (the worker reports several times a second).
    for (let t = T0; t < T0 + 25 * MIN; t += 200) {
      const key = JSON.stringify(timerLine(running, t));
      if (key !== lines.at(-1)) lines.push(key);
    }
    expect(lines).toHaveLength(25);
    expect(JSON.parse(lines[0])).toEqual({ phase: 'focus', longBreak: false, minutes: 25 });
    expect(JSON.parse(lines.at(-1)!)).toEqual({ phase: 'focus', longBreak: false, minutes: 1 });
  });

  it('is absent unless running', () => {
    expect(timerLine(createTimer(DEFAULT_DURATIONS), T0)).toBeNull();
  });
});

describe('the app badge', () => {
  it('shows the minutes left while running and is cleared otherwise', () => {
    const running = focusRunningAt(T0);
    expect(badgeCount(running, T0 + 7 * MIN)).toBe(18);
    expect(badgeCount(applyCommand(running, { type: 'pause' }, T0).state, T0)).toBeNull();
    expect(badgeCount(applyCommand(running, { type: 'reset' }, T0).state, T0)).toBeNull();
  });
});

describe('keeping the screen on', () => {
  it('only with the setting on, while a phase runs or has just ended', () => {
    expect(wantsScreenAwake(true, { status: 'running' })).toBe(true);
    expect(wantsScreenAwake(true, { status: 'ended' })).toBe(true);
    expect(wantsScreenAwake(true, { status: 'paused' })).toBe(false);
    expect(wantsScreenAwake(true, { status: 'idle' })).toBe(false);
    expect(wantsScreenAwake(false, { status: 'running' })).toBe(false);
  });
});

describe('screen-reader cues', () => {
  /** The cues heard over readings every `step` ms from `from` to `to`. */
  function cuesOver(tracker: CueTracker, state: TimerState, from: number, to: number, step = 200) {
    const heard: { mark: number; at: number }[] = [];
    for (let t = from; t <= to; t += step) {
      const mark = tracker.update(state, t);
      if (mark !== null) heard.push({ mark, at: t });
    }
    return heard;
  }

  it('announces 5 and 1 minute left once each, as the display reaches 05:00 and 01:00', () => {
    const running = focusRunningAt(T0);
    const heard = cuesOver(new CueTracker(), running, T0, T0 + 25 * MIN);
    expect(heard).toEqual([
      { mark: 5, at: T0 + 20 * MIN },
      { mark: 1, at: T0 + 24 * MIN },
    ]);
  });

  it('says nothing for a mark the phase starts at (a 5-minute break) and nothing at its first reading', () => {
    const breakRunning: TimerState = {
      ...createTimer(DEFAULT_DURATIONS),
      phase: 'break',
      remainingMs: 5 * MIN,
      status: 'running',
      deadline: T0 + 5 * MIN,
    };
    expect(cuesOver(new CueTracker(), breakRunning, T0, T0 + 5 * MIN)).toEqual([{ mark: 1, at: T0 + 4 * MIN }]);
    // A page opened with 3 minutes left hears only the 1-minute mark.
    const running = focusRunningAt(T0);
    expect(cuesOver(new CueTracker(), running, T0 + 22 * MIN, T0 + 25 * MIN).map((c) => c.mark)).toEqual([1]);
  });

  it('does not repeat a mark after pause and resume, and announces the nearer mark after a jump over both', () => {
    const tracker = new CueTracker();
    const running = focusRunningAt(T0);
    expect(cuesOver(tracker, running, T0 + 19 * MIN, T0 + 20 * MIN + 10 * SEC).map((c) => c.mark)).toEqual([5]);
    const paused = applyCommand(running, { type: 'pause' }, T0 + 20 * MIN + 10 * SEC).state;
    expect(tracker.update(paused, T0 + 21 * MIN)).toBeNull();
    const resumed = applyCommand(paused, { type: 'start' }, T0 + 22 * MIN).state;
    // 4:50 left when resumed: nothing until the 1-minute mark.
    expect(cuesOver(tracker, resumed, T0 + 22 * MIN, T0 + 26 * MIN + 5 * SEC).map((c) => c.mark)).toEqual([1]);

    const sleeper = new CueTracker();
    expect(sleeper.update(running, T0 + 10 * MIN)).toBeNull();
    // The machine slept from 15 to 30 s before the end: only "1 minute left" is still true.
    expect(sleeper.update(running, T0 + 25 * MIN - 30 * SEC)).toBe(1);
  });

  it('starts afresh in the next phase', () => {
    const tracker = new CueTracker();
    const short = focusRunningAt(T0, { workMinutes: 6, breakMinutes: 2 });
    expect(cuesOver(tracker, short, T0, T0 + 6 * MIN).map((c) => c.mark)).toEqual([5, 1]);
    const ended = tick(short, T0 + 6 * MIN).state;
    expect(tracker.update(ended, T0 + 6 * MIN)).toBeNull();
    const breakRunning = applyCommand(tick(ended, T0 + 6 * MIN + 2 * SEC).state, { type: 'start' }, T0 + 7 * MIN).state;
    expect(breakRunning.phase).toBe('break');
    expect(cuesOver(tracker, breakRunning, T0 + 7 * MIN, T0 + 9 * MIN).map((c) => c.mark)).toEqual([1]);
  });
});
