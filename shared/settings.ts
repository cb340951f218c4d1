/**
 * Timer duration settings: limits, steps, presets and the validation rules of SPEC.md §5 and §9.
 * Pure functions used by the settings dialog and the timer; the warning texts themselves are
 * translated in the client, keyed by the codes below.
 */

export const WORK_MIN_MINUTES = 1;
export const WORK_MAX_MINUTES = 180;
export const WORK_STEP_MINUTES = 5;
export const BREAK_MIN_MINUTES = 1;
export const BREAK_MAX_MINUTES = 30;
export const BREAK_STEP_MINUTES = 1;
export const DEFAULT_WORK_MINUTES = 25;
export const DEFAULT_BREAK_MINUTES = 5;

/** localStorage key of the chosen durations. */
export const DURATIONS_STORAGE_KEY = 'timerDurations';

export interface TimerDurations {
  workMinutes: number;
  breakMinutes: number;
}

export const DEFAULT_DURATIONS: TimerDurations = {
  workMinutes: DEFAULT_WORK_MINUTES,
  breakMinutes: DEFAULT_BREAK_MINUTES,
};

export type DurationField = 'work' | 'break';

interface FieldLimits {
  min: number;
  max: number;
  step: number;
}

export const DURATION_LIMITS: Record<DurationField, FieldLimits> = {
  work: { min: WORK_MIN_MINUTES, max: WORK_MAX_MINUTES, step: WORK_STEP_MINUTES },
  break: { min: BREAK_MIN_MINUTES, max: BREAK_MAX_MINUTES, step: BREAK_STEP_MINUTES },
};

/**
 * The five warnings of SPEC.md §5, in the order they are shown:
 * - work-too-short: "Work duration must be at least 1 minute"
 * - work-too-long: "Work duration shouldn't exceed 180 minutes"
 * - break-too-short: "Break duration must be at least 1 minute"
 * - break-too-long: "Break duration shouldn't exceed 30 minutes"
 * - break-long-for-work: "Break is too long compared to work duration" (break over half of work;
 *   judged only while the work value itself is acceptable)
 */
export type DurationWarning =
  'work-too-short' | 'work-too-long' | 'break-too-short' | 'break-too-long' | 'break-long-for-work';

/**
 * The warnings for a pair of values as the user is entering them (possibly out of range).
 * `NaN` (an empty or non-numeric entry) counts as below the minimum.
 */
export function durationWarnings(workMinutes: number, breakMinutes: number): DurationWarning[] {
  const warnings: DurationWarning[] = [];
  const workKnown = Number.isFinite(workMinutes);
  const breakKnown = Number.isFinite(breakMinutes);
  if (!workKnown || workMinutes < WORK_MIN_MINUTES) warnings.push('work-too-short');
  else if (workMinutes > WORK_MAX_MINUTES) warnings.push('work-too-long');
  if (!breakKnown || breakMinutes < BREAK_MIN_MINUTES) warnings.push('break-too-short');
  else if (breakMinutes > BREAK_MAX_MINUTES) warnings.push('break-too-long');
  const workAcceptable = workKnown && workMinutes >= WORK_MIN_MINUTES && workMinutes <= WORK_MAX_MINUTES;
  if (workAcceptable && breakKnown && breakMinutes > workMinutes / 2) warnings.push('break-long-for-work');
  return warnings;
}

/** Clamps a slider or stepper value into the field's range, rounding to whole minutes. */
export function clampMinutes(field: DurationField, value: number): number {
  const { min, max } = DURATION_LIMITS[field];
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/**
 * The stepper: moves to the next multiple of the field's step in `direction`, then clamps
 * (work 25 → 30 / 20, work 1 → 5, work 5 → 1, work 180 → 180).
 */
export function stepMinutes(field: DurationField, value: number, direction: 1 | -1): number {
  const { step } = DURATION_LIMITS[field];
  const current = clampMinutes(field, value);
  const next = direction > 0 ? Math.floor(current / step) * step + step : Math.ceil(current / step) * step - step;
  return clampMinutes(field, next);
}

/**
 * A value typed into a field: accepted only if it is a whole number of minutes within the range;
 * anything else (out of range, empty, non-numeric, fractional) gives `null` and the field reverts.
 */
export function parseTypedMinutes(field: DurationField, text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  const { min, max } = DURATION_LIMITS[field];
  return value >= min && value <= max ? value : null;
}

/** The number a partly typed entry stands for, for live warnings (`NaN` when it is not a number). */
export function typedMinutesValue(text: string): number {
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export type PresetId = 'pomodoro' | 'extended' | 'long-form';

export interface TimerPreset {
  id: PresetId;
  /** The English label; the client shows a translation. */
  label: string;
  workMinutes: number;
  breakMinutes: number;
}

export const TIMER_PRESETS: readonly TimerPreset[] = [
  { id: 'pomodoro', label: 'Pomodoro', workMinutes: 25, breakMinutes: 5 },
  { id: 'extended', label: 'Extended', workMinutes: 45, breakMinutes: 10 },
  { id: 'long-form', label: 'Long Form', workMinutes: 60, breakMinutes: 15 },
];

/** The preset matching a pair of durations exactly, or 'custom'. */
export function presetFor(durations: TimerDurations): PresetId | 'custom' {
  const match = TIMER_PRESETS.find(
    (preset) => preset.workMinutes === durations.workMinutes && preset.breakMinutes === durations.breakMinutes,
  );
  return match ? match.id : 'custom';
}

export function isValidDurations(value: unknown): value is TimerDurations {
  if (typeof value !== 'object' || value === null) return false;
  const { workMinutes, breakMinutes } = value as Partial<TimerDurations>;
  return (
    Number.isInteger(workMinutes) &&
    Number.isInteger(breakMinutes) &&
    workMinutes! >= WORK_MIN_MINUTES &&
    workMinutes! <= WORK_MAX_MINUTES &&
    breakMinutes! >= BREAK_MIN_MINUTES &&
    breakMinutes! <= BREAK_MAX_MINUTES
  );
}

/** Reads stored durations (a JSON string or null); anything unusable gives the defaults. */
export function parseStoredDurations(raw: string | null): TimerDurations {
  if (raw === null) return { ...DEFAULT_DURATIONS };
  try {
    const value: unknown = JSON.parse(raw);
    if (isValidDurations(value)) return { workMinutes: value.workMinutes, breakMinutes: value.breakMinutes };
  } catch {
    // fall through to the defaults
  }
  return { ...DEFAULT_DURATIONS };
}

export function sameDurations(a: TimerDurations, b: TimerDurations): boolean {
  return a.workMinutes === b.workMinutes && a.breakMinutes === b.breakMinutes;
}
