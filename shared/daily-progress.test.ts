import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addSession,
  localDay,
  minutesToday,
  msUntilNextLocalDay,
  parseDailyProgress,
  sessionsToday,
} from './daily-progress.ts';

// The visitor's time zone decides where a day ends; the tests pin one with a DST change.
beforeEach(() => {
  vi.stubEnv('TZ', 'Europe/Berlin');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe("today's focus sessions", () => {
  it('count each completed session once, on its local day', () => {
    const morning = new Date(2026, 10, 26, 9, 0).getTime();
    let p = addSession(null, morning);
    p = addSession(p, morning + 30 * 60_000);
    p = addSession(p, morning + 30 * 60_000); // the same session reported by a second tab
    expect(sessionsToday(p, morning + 3_600_000)).toBe(2);
  });

  it('start from zero after local midnight, and a late report of yesterday does not touch today', () => {
    const beforeMidnight = new Date(2026, 10, 26, 23, 50).getTime();
    const afterMidnight = new Date(2026, 10, 27, 0, 10).getTime();
    let p = addSession(null, beforeMidnight);
    expect(sessionsToday(p, afterMidnight)).toBe(0);
    p = addSession(p, afterMidnight);
    expect(p.day).toBe('2026-11-27');
    expect(sessionsToday(p, afterMidnight)).toBe(1);
    expect(addSession(p, beforeMidnight - 60_000)).toBe(p);
  });

  it('follow the wall clock across a DST change (a 25-hour day is one day)', () => {
    // 25 October 2026: Berlin goes from UTC+2 to UTC+1 at 03:00.
    const early = new Date(2026, 9, 25, 0, 30).getTime();
    const late = new Date(2026, 9, 25, 23, 30).getTime();
    expect(late - early).toBe(24 * 3_600_000);
    expect(localDay(early)).toBe('2026-10-25');
    expect(localDay(late)).toBe('2026-10-25');
    expect(sessionsToday(addSession(addSession(null, early), late), late)).toBe(2);
  });

  it('know when the next local day starts, also on a 25-hour day', () => {
    expect(msUntilNextLocalDay(new Date(2026, 10, 26, 23, 59, 30).getTime())).toBe(30_000);
    // 25 October 2026 in Berlin has 25 hours: from its first minute, the next day is 25 h - 1 min away.
    expect(msUntilNextLocalDay(new Date(2026, 9, 25, 0, 1).getTime())).toBe(25 * 3_600_000 - 60_000);
  });

  it('read unusable storage as nothing', () => {
    expect(parseDailyProgress(null)).toBeNull();
    expect(parseDailyProgress('{')).toBeNull();
    expect(parseDailyProgress('{"day":"2026-11-26","completedAt":["x"]}')).toBeNull();
    expect(parseDailyProgress('{"day":"2026-11-26","completedAt":[1]}')).toEqual({
      day: '2026-11-26',
      completedAt: [1],
    });
  });

  it('count the minutes of the day for Flowtime, a session reported twice once, older sessions as 0 minutes', () => {
    const morning = new Date(2026, 10, 28, 9, 0).getTime();
    let p = addSession(null, morning); // kept by a release without minutes
    p = addSession(p, morning + 40 * 60_000, 37);
    p = addSession(p, morning + 40 * 60_000, 37);
    p = addSession(p, morning + 90 * 60_000, 12);
    expect(sessionsToday(p, morning + 2 * 3_600_000)).toBe(3);
    expect(minutesToday(p, morning + 2 * 3_600_000)).toBe(49);
    expect(parseDailyProgress(JSON.stringify(p))).toEqual(p);
    // A new day starts from zero.
    expect(minutesToday(p, new Date(2026, 10, 29, 0, 1).getTime())).toBe(0);
  });
});
