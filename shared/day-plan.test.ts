import { afterEach, describe, expect, it, vi } from 'vitest';
import { daysAhead, finishTime, pomodorosLeft } from './day-plan.ts';
import { DEFAULT_CYCLE_SETTINGS, DEFAULT_DURATIONS, type CycleSettings } from './settings.ts';
import { applyCommand, createTimer, type TimerState } from './timer.ts';

const MIN = 60_000;
/** Local wall-clock time in the zone set with `vi.stubEnv('TZ', …)` (months 1-based). */
const local = (y: number, mo: number, d: number, h = 12, mi = 0) => new Date(y, mo - 1, d, h, mi).getTime();

afterEach(() => vi.unstubAllEnvs());

function timer(settings: Partial<CycleSettings> = {}, cycleCount = 0): TimerState {
  return { ...createTimer(DEFAULT_DURATIONS, 0, { ...DEFAULT_CYCLE_SETTINGS, ...settings }), cycleCount };
}

describe('pomodoros left', () => {
  it('adds what each open task still needs; done tasks and overruns count nothing', () => {
    expect(
      pomodorosLeft([
        { estimate: 4, completed: 1, done: false },
        { estimate: 2, completed: 3, done: false },
        { estimate: 5, completed: 0, done: true },
        { estimate: 1, completed: 0, done: false },
      ]),
    ).toBe(4);
    expect(pomodorosLeft([])).toBe(0);
  });
});

describe('the finish time', () => {
  const now = Date.UTC(2026, 10, 28, 9, 0);

  it('is nothing when nothing is left', () => {
    expect(finishTime(0, timer(), now)).toBeNull();
  });

  it('adds focus and short breaks, with no break after the last focus', () => {
    // 25 + 5 + 25 + 5 + 25 = 85 min.
    expect(finishTime(3, timer(), now)).toBe(now + 85 * MIN);
  });

  it('takes the long break where the cycle closes (every 4: after the 4th focus)', () => {
    // 4 focus, 3 short breaks, then the long break (15), then 1 focus: 4·25 + 3·5 + 15 + 25.
    expect(finishTime(5, timer(), now)).toBe(now + (100 + 15 + 15 + 25) * MIN);
    // Two already done in this cycle: the long break comes after the 2nd planned focus.
    expect(finishTime(3, timer({}, 2), now)).toBe(now + (25 + 5 + 25 + 15 + 25) * MIN);
    // Long breaks off: only short breaks.
    expect(finishTime(5, timer({ longBreaks: false }), now)).toBe(now + (125 + 20) * MIN);
  });

  it('counts a focus under way as the first pomodoro, and takes a break under way first', () => {
    const running = applyCommand(timer(), { type: 'start' }, now - 10 * MIN).state;
    // 15 min left of it, a break, one more focus.
    expect(finishTime(2, running, now)).toBe(now + (15 + 5 + 25) * MIN);
    const inBreak = applyCommand(applyCommand(timer(), { type: 'skip' }, now).state, { type: 'start' }, now - 2 * MIN);
    expect(finishTime(1, inBreak.state, now)).toBe(now + (3 + 25) * MIN);
  });

  it('moves on as time passes while idle (it starts from now)', () => {
    expect(finishTime(1, timer(), now + 7 * MIN)).toBe(now + 32 * MIN);
  });

  it('plans Flowtime at the work duration with its proportional break', () => {
    // 25 + 5 (25 ÷ 5) + 25; with the ratio 1/3: 25 + 8 + 25.
    expect(finishTime(2, timer({ mode: 'flowtime' }), now)).toBe(now + 55 * MIN);
    expect(finishTime(2, timer({ mode: 'flowtime', flowBreakRatio: 3 }), now)).toBe(now + 58 * MIN);
  });

  it('crosses midnight in the visitor time zone (tomorrow is a day ahead)', () => {
    vi.stubEnv('TZ', 'Europe/Berlin');
    const late = local(2026, 11, 28, 23, 30);
    const finish = finishTime(2, timer(), late)!;
    expect(finish).toBe(late + 55 * MIN);
    expect(new Date(finish).getHours()).toBe(0);
    expect(new Date(finish).getMinutes()).toBe(25);
    expect(daysAhead(finish, late)).toBe(1);
    expect(daysAhead(late + 20 * MIN, late)).toBe(0);
    // The night DST ends (25 October 2026 in Berlin), a day is still a day.
    expect(daysAhead(local(2026, 10, 25, 23, 0), local(2026, 10, 24, 23, 30))).toBe(1);
  });
});
