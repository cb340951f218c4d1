/**
 * The daily goal (focus sessions per day; null = off, default 6). The setting itself belongs to the
 * timer settings (issue 13, helper "focus-cycles"); until it exists this is the one place that reads
 * it, from whatever settings object is given, so the switch-over is one line.
 */
export const DEFAULT_DAILY_GOAL = 6;

export const dailyGoalOf = (settings: unknown): number | null => {
  const goal = (settings as { dailyGoal?: unknown } | null | undefined)?.dailyGoal;
  return goal === null ? null : typeof goal === 'number' && Number.isFinite(goal) ? goal : DEFAULT_DAILY_GOAL;
};
