import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FocusSession } from './focus-session.ts';
import {
  computeLabelTotals,
  computeStats,
  dayIso,
  filterByLabel,
  heatLevel,
  HEATMAP_WEEKS,
  localDay,
  weekday,
} from './stats.ts';

/** Local wall-clock time in the zone set with `zone()` (months 1-based). */
const local = (y: number, mo: number, d: number, h = 12, mi = 0) => new Date(y, mo - 1, d, h, mi).getTime();
const session = (completedAt: number, minutes = 25, task?: string): FocusSession =>
  task ? { completedAt, minutes, task } : { completedAt, minutes };
const zone = (tz: string) => vi.stubEnv('TZ', tz);

afterEach(() => vi.unstubAllEnvs());

describe('days in the visitor time zone', () => {
  it('splits at local midnight, not UTC midnight', () => {
    zone('Asia/Tokyo');
    const now = local(2026, 11, 26, 9);
    const stats = computeStats({
      // 00:30 in Tokyo is still the 25th in UTC.
      sessions: [session(local(2026, 11, 25, 23, 59)), session(local(2026, 11, 26, 0, 30), 50)],
      now,
      dailyGoal: null,
      weekStart: 1,
    });
    expect(stats.today).toEqual({ minutes: 50, sessions: 1 });
    expect(stats.last7Days.slice(-2).map((d) => [dayIso(d.day), d.sessions])).toEqual([
      ['2026-11-25', 1],
      ['2026-11-26', 1],
    ]);
  });

  it('keeps a streak across the 25-hour and 23-hour days of daylight saving time', () => {
    zone('America/New_York');
    // Clocks go back on 1 November 2026 and forward on 8 March 2026; sessions just after midnight, where
    // a fixed offset or 24-hour steps from today would put them on the wrong day.
    const autumn = [31, 1, 2].map((d, i) => session(local(2026, i === 0 ? 10 : 11, d, 0, 15)));
    expect(new Set(autumn.map((s) => localDay(s.completedAt))).size).toBe(3);
    const atEnd = computeStats({ sessions: autumn, now: local(2026, 11, 2, 23, 45), dailyGoal: null, weekStart: 1 });
    expect([atEnd.currentStreak, atEnd.bestStreak]).toEqual([3, 3]);
    expect(atEnd.last7Days.map((d) => d.sessions)).toEqual([0, 0, 0, 0, 1, 1, 1]);
    expect(dayIso(atEnd.last7Days[4].day)).toBe('2026-10-31');
    // Order does not matter (IndexedDB gives time order, an import may not).
    const reversed = [...autumn].reverse();
    expect(
      computeStats({ sessions: reversed, now: local(2026, 11, 2, 23, 45), dailyGoal: null, weekStart: 1 }),
    ).toEqual(atEnd);

    const spring = [7, 8, 9].map((d) => session(local(2026, 3, d, 0, 15)));
    const inSpring = computeStats({ sessions: spring, now: local(2026, 3, 9, 1), dailyGoal: null, weekStart: 1 });
    expect([inSpring.currentStreak, inSpring.bestStreak]).toEqual([3, 3]);
    expect(inSpring.last7Days.map((d) => d.sessions)).toEqual([0, 0, 0, 0, 1, 1, 1]);
  });
});

describe('streaks', () => {
  const days = (...list: [number, number][]) =>
    list.flatMap(([day, count]) => Array.from({ length: count }, (_, i) => session(local(2026, 11, day, 9 + i))));

  it('counts days that met the daily goal; a day below it breaks the streak', () => {
    zone('Europe/Berlin');
    const sessions = days([16, 6], [17, 6], [18, 7], [19, 5], [20, 6], [21, 6]);
    const stats = computeStats({ sessions, now: local(2026, 11, 21, 20), dailyGoal: 6, weekStart: 1 });
    expect([stats.currentStreak, stats.bestStreak, stats.sessionsPerDay]).toEqual([2, 3, 6]);
  });

  it('with the goal off, any day with a session counts', () => {
    zone('Europe/Berlin');
    const sessions = days([16, 6], [17, 6], [18, 7], [19, 1], [20, 6], [21, 6]);
    const stats = computeStats({ sessions, now: local(2026, 11, 21, 20), dailyGoal: null, weekStart: 1 });
    expect([stats.currentStreak, stats.bestStreak, stats.sessionsPerDay]).toEqual([6, 6, 1]);
  });

  it('stays alive today until today is over, and is gone after a missed day', () => {
    zone('Europe/Berlin');
    const sessions = days([19, 1], [20, 1]);
    const input = { sessions, dailyGoal: null, weekStart: 1 };
    expect(computeStats({ ...input, now: local(2026, 11, 21, 8) }).currentStreak).toBe(2);
    const later = computeStats({ ...input, now: local(2026, 11, 22, 8) });
    expect([later.currentStreak, later.bestStreak]).toEqual([0, 2]);
  });

  it('is zero for an empty history', () => {
    zone('Europe/Berlin');
    const stats = computeStats({ sessions: [], now: local(2026, 11, 21), dailyGoal: 6, weekStart: 1 });
    expect(stats).toMatchObject({
      today: { minutes: 0, sessions: 0 },
      week: { minutes: 0, sessions: 0 },
      allTime: { minutes: 0, sessions: 0 },
      currentStreak: 0,
      bestStreak: 0,
      tasks: [],
    });
  });
});

describe('weeks', () => {
  it('start on the locale first day of the week, at local midnight', () => {
    zone('America/Los_Angeles');
    // Sunday 29 November 2026.
    const now = local(2026, 11, 29, 10);
    expect(weekday(localDay(now))).toBe(0);
    const sessions = [
      session(local(2026, 11, 22, 23, 50), 10), // Sunday before
      session(local(2026, 11, 23, 0, 10), 20), // Monday
      session(local(2026, 11, 29, 0, 5), 40), // Sunday
    ];
    const monday = computeStats({ sessions, now, dailyGoal: null, weekStart: 1 });
    expect(monday.week).toEqual({ minutes: 60, sessions: 2 });
    const sunday = computeStats({ sessions, now, dailyGoal: null, weekStart: 0 });
    expect(sunday.week).toEqual({ minutes: 40, sessions: 1 });
    expect(sunday.allTime).toEqual({ minutes: 70, sessions: 3 });
  });

  it('the heatmap covers 52 weeks, from the first day of a week through today', () => {
    zone('Europe/Berlin');
    const now = local(2026, 11, 26, 10); // a Thursday
    const stats = computeStats({
      sessions: [session(local(2025, 12, 1, 10)), session(local(2025, 11, 30, 10))],
      now,
      dailyGoal: null,
      weekStart: 1,
    });
    expect(stats.heatmap).toHaveLength((HEATMAP_WEEKS - 1) * 7 + 4);
    expect(dayIso(stats.heatmap[0].day)).toBe('2025-12-01');
    expect(weekday(stats.heatmap[0].day)).toBe(1);
    expect(stats.heatmap[0].sessions).toBe(1);
    expect(dayIso(stats.heatmap.at(-1)!.day)).toBe('2026-11-26');
    expect(stats.allTime.sessions).toBe(2);
  });
});

describe('tasks and shades', () => {
  it('totals per task, most minutes first, tolerating sessions without a task', () => {
    zone('UTC');
    const sessions = [
      session(1000, 25, 'Read'),
      session(2000, 25),
      session(3000, 50, 'Write'),
      session(4000, 25, 'Read'),
      session(5000, 10, 'Mail'),
    ];
    expect(computeStats({ sessions, now: 6000, dailyGoal: 6, weekStart: 1 }).tasks).toEqual([
      { task: 'Read', minutes: 50, sessions: 2 },
      { task: 'Write', minutes: 50, sessions: 1 },
      { task: 'Mail', minutes: 10, sessions: 1 },
    ]);
  });

  it('shades heatmap cells in four steps of the busiest day', () => {
    expect([0, 1, 25, 26, 50, 75, 100].map((m) => heatLevel(m, 100))).toEqual([0, 1, 1, 2, 2, 3, 4]);
    expect(heatLevel(5, 0)).toBe(0);
  });
});

describe('when focus happens and what interrupts it (issue 30)', () => {
  it('spreads each session over the local hours it ran through', () => {
    zone('Europe/Berlin');
    const stats = computeStats({
      // 08:40–09:30 and 23:50–00:10 (over midnight), Berlin time.
      sessions: [session(local(2026, 11, 20, 9, 30), 50), session(local(2026, 11, 21, 0, 10), 20)],
      now: local(2026, 11, 21, 12),
      dailyGoal: null,
      weekStart: 1,
    });
    expect(stats.hours).toHaveLength(24);
    expect(stats.hours[8]).toBe(20);
    expect(stats.hours[9]).toBe(30);
    expect(stats.hours[23]).toBe(10);
    expect(stats.hours[0]).toBe(10);
    expect(stats.hours.reduce((a, b) => a + b, 0)).toBe(70);
  });

  it('uses the visitor zone for the hour, and the wall clock across a DST change', () => {
    zone('America/New_York');
    const utcNine = Date.UTC(2026, 10, 20, 14, 0); // 09:00 in New York (EST, UTC-5)
    const ny = computeStats({ sessions: [session(utcNine, 30)], now: utcNine, dailyGoal: null, weekStart: 0 });
    expect(ny.hours[8]).toBe(30);
    zone('Asia/Tokyo');
    const tokyo = computeStats({ sessions: [session(utcNine, 30)], now: utcNine, dailyGoal: null, weekStart: 0 });
    expect(tokyo.hours[22]).toBe(30); // 23:00 in Tokyo, the session ran 22:30–23:00
    // Berlin, 29 March 2026: 02:00 jumps to 03:00. A session 01:40–03:20 wall clock lasts 40 real minutes.
    zone('Europe/Berlin');
    const dst = computeStats({
      sessions: [session(local(2026, 3, 29, 3, 20), 40)],
      now: local(2026, 3, 29, 12),
      dailyGoal: null,
      weekStart: 1,
    });
    expect(dst.hours[1]).toBe(20);
    expect(dst.hours[3]).toBe(20);
    expect(dst.hours[2]).toBe(0);
  });

  it('counts interruptions per day of the last 7 and per session', () => {
    zone('Europe/Berlin');
    const interrupted = (completedAt: number, n: number): FocusSession => ({
      completedAt,
      minutes: 25,
      interruptions: Array.from({ length: n }, (_, i) => ({ at: completedAt - (i + 1) * 60_000 })),
    });
    const stats = computeStats({
      sessions: [
        interrupted(local(2026, 11, 10, 10), 5), // older than 7 days: in the total only
        interrupted(local(2026, 11, 20, 10), 2),
        session(local(2026, 11, 20, 11)),
        interrupted(local(2026, 11, 21, 10), 1),
      ],
      now: local(2026, 11, 21, 12),
      dailyGoal: null,
      weekStart: 1,
    });
    expect(stats.interruptions.total).toBe(8);
    expect(stats.interruptions.perSession).toBe(2);
    expect(stats.interruptions.last7Days.map(({ day, count }) => [dayIso(day), count])).toEqual([
      ['2026-11-15', 0],
      ['2026-11-16', 0],
      ['2026-11-17', 0],
      ['2026-11-18', 0],
      ['2026-11-19', 0],
      ['2026-11-20', 2],
      ['2026-11-21', 1],
    ]);
  });
});

describe('focus per label (issue 30)', () => {
  const labelled = (completedAt: number, label?: string, minutes = 25): FocusSession =>
    label ? { completedAt, minutes, label } : { completedAt, minutes };

  it('sums today, the week, the calendar month and all time per label, most minutes first', () => {
    zone('Europe/Berlin');
    // Thursday 3 December 2026; with Monday first, the week began on Monday 30 November.
    const now = local(2026, 12, 3, 18);
    const periods = computeLabelTotals({
      sessions: [
        labelled(local(2026, 10, 15, 10), 'code', 50), // October: all time only
        labelled(local(2026, 11, 30, 10), 'thesis'), // Monday: this week, but November
        labelled(local(2026, 12, 1, 10), 'code'), // this week and month
        labelled(local(2026, 12, 3, 9), 'thesis'), // today
        labelled(local(2026, 12, 3, 10)), // today, no label
        labelled(local(2026, 12, 3, 11), 'thesis'),
      ],
      now,
      weekStart: 1,
    });
    expect(periods.today).toEqual([
      { label: 'thesis', minutes: 50, sessions: 2 },
      { label: null, minutes: 25, sessions: 1 },
    ]);
    expect(periods.week).toEqual([
      { label: 'thesis', minutes: 75, sessions: 3 },
      { label: 'code', minutes: 25, sessions: 1 },
      { label: null, minutes: 25, sessions: 1 },
    ]);
    expect(periods.month).toEqual([
      { label: 'thesis', minutes: 50, sessions: 2 },
      { label: 'code', minutes: 25, sessions: 1 },
      { label: null, minutes: 25, sessions: 1 },
    ]);
    expect(periods.allTime).toEqual([
      { label: 'thesis', minutes: 75, sessions: 3 },
      { label: 'code', minutes: 75, sessions: 2 },
      { label: null, minutes: 25, sessions: 1 },
    ]);
  });

  it('puts a session in the local day and month it ended in, across time zones and DST', () => {
    // 00:30 on 1 December in Tokyo is still 30 November in UTC: this month and today in Tokyo.
    zone('Asia/Tokyo');
    const tokyo = computeLabelTotals({
      sessions: [labelled(local(2026, 11, 30, 23, 59), 'a'), labelled(local(2026, 12, 1, 0, 30), 'b')],
      now: local(2026, 12, 1, 9),
      weekStart: 1,
    });
    expect(tokyo.today).toEqual([{ label: 'b', minutes: 25, sessions: 1 }]);
    expect(tokyo.month).toEqual([{ label: 'b', minutes: 25, sessions: 1 }]);
    // New York, 1 November 2026: clocks go back, a 25-hour day. A session at 23:50 is still today.
    zone('America/New_York');
    const ny = computeLabelTotals({
      sessions: [labelled(local(2026, 10, 31, 23, 50), 'a'), labelled(local(2026, 11, 1, 23, 50), 'b')],
      now: local(2026, 11, 1, 23, 55),
      weekStart: 0,
    });
    expect(ny.today).toEqual([{ label: 'b', minutes: 25, sessions: 1 }]);
    expect(ny.month).toEqual([{ label: 'b', minutes: 25, sessions: 1 }]);
    // Sunday 1 November starts the week (weekStart 0): Saturday's session is last week's.
    expect(ny.week).toEqual([{ label: 'b', minutes: 25, sessions: 1 }]);
  });

  it('filters the sessions the other sections show: all, without a label, or one label', () => {
    zone('Europe/Berlin');
    const sessions = [
      labelled(local(2026, 12, 3, 9), 'thesis'),
      labelled(local(2026, 12, 3, 10)),
      labelled(local(2026, 12, 3, 11), 'code'),
    ];
    expect(filterByLabel(sessions, { kind: 'all' })).toBe(sessions);
    expect(filterByLabel(sessions, { kind: 'none' })).toEqual([sessions[1]]);
    const thesis = filterByLabel(sessions, { kind: 'label', id: 'thesis' });
    expect(thesis).toEqual([sessions[0]]);
    // The hour-of-day chart follows the filter: the 09:00 session only (08:35–09:00).
    const stats = computeStats({ sessions: thesis, now: local(2026, 12, 3, 12), dailyGoal: null, weekStart: 1 });
    expect(stats.hours[8]).toBe(25);
    expect(stats.hours.reduce((a, b) => a + b, 0)).toBe(25);
    expect(stats.today).toEqual({ minutes: 25, sessions: 1 });
  });
});
