/**
 * The numbers of the stats page, computed from the focus history. Pure: days are calendar days in
 * the time zone of the JavaScript environment (the visitor's, in the browser), so a day is a day
 * whether it had 23, 24 or 25 hours, and a session at 23:59 belongs to the day it ended in.
 *
 * A "day number" counts calendar days since 1970-01-01 (a Thursday) on that local calendar:
 * consecutive days always differ by exactly 1, which makes streaks and weeks plain arithmetic.
 */
import type { FocusSession } from './focus-session.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Weeks in the calendar heatmap. */
export const HEATMAP_WEEKS = 52;

export interface Totals {
  minutes: number;
  sessions: number;
}

export interface DayTotals extends Totals {
  day: number;
}

export interface TaskTotals extends Totals {
  task: string;
}

export interface StatsInput {
  sessions: readonly FocusSession[];
  now: number;
  /** Sessions a day needs to count toward a streak; null = the goal is off (one session is enough). */
  dailyGoal: number | null;
  /** First day of the week: 0 Sunday, 1 Monday … 6 Saturday. */
  weekStart: number;
}

export interface Stats {
  today: Totals;
  /** Since the start of the current week (see `weekStart`). */
  week: Totals;
  allTime: Totals;
  /** The last 7 days, oldest first, ending today. */
  last7Days: DayTotals[];
  /** From the first day of the week 51 weeks before this one, through today; oldest first. */
  heatmap: DayTotals[];
  /** Days in a row that met the goal, ending today (or yesterday, while today can still meet it). */
  currentStreak: number;
  bestStreak: number;
  /** Sessions needed per day for the streak (1 when the goal is off). */
  sessionsPerDay: number;
  /** Totals per task, most minutes first; sessions without a task are not here. */
  tasks: TaskTotals[];
  /**
   * Focus minutes per local hour of the day (24 entries, 0 = midnight to 1 am), all time: each
   * session's minutes go to the wall-clock hours it ran through (issue 30: when do I focus best).
   */
  hours: number[];
  /** Interruptions logged (issue 30). */
  interruptions: InterruptionStats;
}

export interface InterruptionStats {
  /** All time. */
  total: number;
  /** Average per focus session, all time (0 without sessions). */
  perSession: number;
  /** Each of the last 7 days, oldest first, ending today. */
  last7Days: { day: number; count: number }[];
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Adds sessions' minutes to the local hours they ran through (a session started `minutes` before it
 * ended). The hour is the wall clock's, so across a DST change an hour of the day is still that hour.
 * Sessions come in time order, so the last hour's bounds are reused: the calendar is asked about once
 * per hour that has focus, not once per session.
 */
function hourCounter(hours: number[]): (session: FocusSession) => void {
  let hourFrom = 0;
  let hourTo = -1;
  let hourOfDay = 0;
  const locate = (at: number) => {
    const date = new Date(at);
    hourOfDay = date.getHours();
    hourFrom = new Date(date.getFullYear(), date.getMonth(), date.getDate(), hourOfDay).getTime();
    const next = new Date(date.getFullYear(), date.getMonth(), date.getDate(), hourOfDay + 1).getTime();
    // A DST jump can make the next wall-clock hour start no later than this one: an hour of real time.
    hourTo = next > at ? next : at + HOUR_MS;
  };
  return (session) => {
    const end = session.completedAt;
    let from = end - session.minutes * 60_000;
    while (from < end) {
      if (from < hourFrom || from >= hourTo) locate(from);
      const to = Math.min(end, hourTo);
      hours[hourOfDay] += (to - from) / 60_000;
      from = to;
    }
  };
}

/** The local calendar day of an instant, as a day number. */
export function localDay(ms: number): number {
  const date = new Date(ms);
  return Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS);
}

/** Local midnight at the start of a day number (epoch ms). */
export function dayStart(day: number): number {
  const utc = new Date(day * DAY_MS);
  return new Date(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate()).getTime();
}

/** `YYYY-MM-DD` of a day number. */
export function dayIso(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** The first day of the week that contains `day`. */
export function weekStartOf(day: number, weekStart: number): number {
  return day - ((weekday(day) - weekStart + 7) % 7);
}

const add = (totals: Totals, session: FocusSession) => {
  totals.minutes += session.minutes;
  totals.sessions += 1;
};

const range = (from: number, to: number): DayTotals[] =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => ({ day: from + i, minutes: 0, sessions: 0 }));

export function computeStats({ sessions, now, dailyGoal, weekStart }: StatsInput): Stats {
  const today = localDay(now);
  const thisWeek = weekStartOf(today, weekStart);
  const byDay = new Map<number, Totals>();
  const byTask = new Map<string, Totals>();
  const allTime: Totals = { minutes: 0, sessions: 0 };
  const hours = Array.from({ length: 24 }, () => 0);
  const interruptionsByDay = new Map<number, number>();
  let interruptionsTotal = 0;
  const addToHours = hourCounter(hours);

  // Sessions come in time order (IndexedDB's key order), so the day's bounds are usually the last
  // session's: the calendar is asked once per day, not once per session.
  let dayFrom = 0;
  let dayTo = -1;
  let current = 0;
  for (const session of sessions) {
    add(allTime, session);
    const at = session.completedAt;
    if (at < dayFrom || at >= dayTo) {
      current = localDay(at);
      dayFrom = dayStart(current);
      dayTo = dayStart(current + 1);
    }
    const day = current;
    let totals = byDay.get(day);
    if (!totals) byDay.set(day, (totals = { minutes: 0, sessions: 0 }));
    add(totals, session);
    addToHours(session);
    const interrupted = session.interruptions?.length ?? 0;
    if (interrupted > 0) {
      interruptionsTotal += interrupted;
      interruptionsByDay.set(day, (interruptionsByDay.get(day) ?? 0) + interrupted);
    }
    if (session.task) {
      let task = byTask.get(session.task);
      if (!task) byTask.set(session.task, (task = { minutes: 0, sessions: 0 }));
      add(task, session);
    }
  }

  const fill = (days: DayTotals[]) => {
    for (const entry of days) {
      const totals = byDay.get(entry.day);
      if (totals) Object.assign(entry, totals);
    }
    return days;
  };
  const sum = (days: DayTotals[]): Totals =>
    days.reduce((total, d) => ({ minutes: total.minutes + d.minutes, sessions: total.sessions + d.sessions }), {
      minutes: 0,
      sessions: 0,
    });

  const sessionsPerDay = dailyGoal === null ? 1 : Math.max(1, dailyGoal);
  const metDays = [...byDay]
    .filter(([day, totals]) => day <= today && totals.sessions >= sessionsPerDay)
    .map(([day]) => day)
    .sort((a, b) => a - b);

  let bestStreak = 0;
  let run = 0;
  for (const [index, day] of metDays.entries()) {
    run = index > 0 && metDays[index - 1] === day - 1 ? run + 1 : 1;
    bestStreak = Math.max(bestStreak, run);
  }
  const met = new Set(metDays);
  let currentStreak = 0;
  for (let day = met.has(today) ? today : today - 1; met.has(day); day -= 1) currentStreak += 1;

  const tasks = [...byTask]
    .map(([task, totals]) => ({ task, ...totals }))
    .sort((a, b) => b.minutes - a.minutes || b.sessions - a.sessions || a.task.localeCompare(b.task));

  return {
    today: { ...(byDay.get(today) ?? { minutes: 0, sessions: 0 }) },
    week: sum(fill(range(thisWeek, today))),
    allTime,
    last7Days: fill(range(today - 6, today)),
    heatmap: fill(range(thisWeek - (HEATMAP_WEEKS - 1) * 7, today)),
    currentStreak,
    bestStreak,
    sessionsPerDay,
    tasks,
    hours: hours.map((minutes) => Math.round(minutes * 10) / 10),
    interruptions: {
      total: interruptionsTotal,
      perSession: allTime.sessions === 0 ? 0 : interruptionsTotal / allTime.sessions,
      last7Days: range(today - 6, today).map(({ day }) => ({ day, count: interruptionsByDay.get(day) ?? 0 })),
    },
  };
}

/** The shade of a heatmap cell: 0 (no focus) to 4 (the busiest day shown). */
export function heatLevel(minutes: number, maxMinutes: number): 0 | 1 | 2 | 3 | 4 {
  if (minutes <= 0 || maxMinutes <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((minutes / maxMinutes) * 4))) as 1 | 2 | 3 | 4;
}

// --- Labels (issue 30) ----------------------------------------------------------------------------

export interface LabelTotals extends Totals {
  /** The label's id; null for the sessions without a label. */
  label: string | null;
}

/** Focus time per label over the four periods the stats page offers, each most minutes first. */
export interface LabelPeriods {
  today: LabelTotals[];
  /** Since the start of the current week. */
  week: LabelTotals[];
  /** Since the first day of the current calendar month. */
  month: LabelTotals[];
  allTime: LabelTotals[];
}

export type LabelPeriod = keyof LabelPeriods;

/** What the label filter keeps: every session, the ones without a label, or one label's (by id). */
export type LabelFilter = { kind: 'all' } | { kind: 'none' } | { kind: 'label'; id: string };

export function filterByLabel(sessions: readonly FocusSession[], filter: LabelFilter): readonly FocusSession[] {
  if (filter.kind === 'all') return sessions;
  if (filter.kind === 'none') return sessions.filter((session) => !session.label);
  return sessions.filter((session) => session.label === filter.id);
}

/**
 * Focus time per label today, this week, this month and all time, in the local calendar (a session belongs to
 * the period it ended in, like the day totals).
 */
export function computeLabelTotals({
  sessions,
  now,
  weekStart,
}: {
  sessions: readonly FocusSession[];
  now: number;
  weekStart: number;
}): LabelPeriods {
  const today = localDay(now);
  const todayFrom = dayStart(today);
  const weekFrom = dayStart(weekStartOf(today, weekStart));
  const date = new Date(now);
  const monthFrom = new Date(date.getFullYear(), date.getMonth(), 1).getTime();
  const periods: [LabelPeriod, number][] = [
    ['today', todayFrom],
    ['week', weekFrom],
    ['month', monthFrom],
    ['allTime', Number.NEGATIVE_INFINITY],
  ];
  const maps = new Map(periods.map(([period]) => [period, new Map<string | null, LabelTotals>()]));
  for (const session of sessions) {
    const label = session.label ?? null;
    for (const [period, from] of periods) {
      if (session.completedAt < from) continue;
      const map = maps.get(period)!;
      let totals = map.get(label);
      if (!totals) map.set(label, (totals = { label, minutes: 0, sessions: 0 }));
      add(totals, session);
    }
  }
  const sorted = (period: LabelPeriod) =>
    [...maps.get(period)!.values()].sort(
      (a, b) => b.minutes - a.minutes || b.sessions - a.sessions || Number(a.label === null) - Number(b.label === null),
    );
  return { today: sorted('today'), week: sorted('week'), month: sorted('month'), allTime: sorted('allTime') };
}
