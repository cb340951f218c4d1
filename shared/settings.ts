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

/*
 * Keep the screen on while the timer runs (issue 14): a preference of this device, stored under its
 * own key; off by default.
 */

/** localStorage key of "Keep screen on while the timer runs" ("true" when on). */
export const KEEP_SCREEN_ON_STORAGE_KEY = 'keepScreenOn';

/** The stored "keep screen on" choice; anything but "true" (nothing stored, unreadable) is off. */
export function parseKeepScreenOn(raw: string | null): boolean {
  return raw === 'true';
}

/*
 * Focus cycles (issue 13): long breaks, auto-start and the daily goal. Stored apart from the
 * durations (their own key), so the spec's two durations keep their storage and rules.
 */

export const LONG_BREAK_EVERY_MIN = 2;
export const LONG_BREAK_EVERY_MAX = 8;
export const DEFAULT_LONG_BREAK_EVERY = 4;
export const LONG_BREAK_MIN_MINUTES = 5;
export const LONG_BREAK_MAX_MINUTES = 60;
export const DEFAULT_LONG_BREAK_MINUTES = 15;
export const DAILY_GOAL_MIN = 1;
export const DAILY_GOAL_MAX = 24;
export const DEFAULT_DAILY_GOAL = 6;

/** localStorage key of the cycle settings. */
export const CYCLE_SETTINGS_STORAGE_KEY = 'timerSettings';

export interface CycleSettings {
  /** Whether every N-th completed focus is followed by a long break. */
  longBreaks: boolean;
  /** N: focus sessions per cycle (2–8). */
  longBreakEvery: number;
  /** Length of a long break in minutes (5–60). */
  longBreakMinutes: number;
  /** Start a break by itself right after the 2-second flip (off: the spec's "press Start"). */
  autoStartBreaks: boolean;
  /** Start focus by itself right after the 2-second flip. */
  autoStartFocus: boolean;
  /** Focus sessions a day to aim for (1–24), or null when the goal is off. */
  dailyGoal: number | null;
  /**
   * How focus is timed (issue 30): 'pomodoro' counts down the work duration (the spec's, the default);
   * 'flowtime' counts up from 0:00 until "Take a break", and the break follows the focus just done.
   */
  mode: TimerMode;
  /** Flowtime: the break lasts focus ÷ this (3, 4, 5 or 6; default 5, one fifth). */
  flowBreakRatio: FlowBreakRatio;
}

export type TimerMode = 'pomodoro' | 'flowtime';
export const TIMER_MODES: readonly TimerMode[] = ['pomodoro', 'flowtime'];
export type FlowBreakRatio = 3 | 4 | 5 | 6;
export const FLOW_BREAK_RATIOS: readonly FlowBreakRatio[] = [3, 4, 5, 6];
export const DEFAULT_FLOW_BREAK_RATIO: FlowBreakRatio = 5;

export const DEFAULT_CYCLE_SETTINGS: CycleSettings = {
  longBreaks: true,
  longBreakEvery: DEFAULT_LONG_BREAK_EVERY,
  longBreakMinutes: DEFAULT_LONG_BREAK_MINUTES,
  autoStartBreaks: false,
  autoStartFocus: false,
  dailyGoal: DEFAULT_DAILY_GOAL,
  mode: 'pomodoro',
  flowBreakRatio: DEFAULT_FLOW_BREAK_RATIO,
};

export type CycleNumberField = 'longBreakEvery' | 'longBreakMinutes' | 'dailyGoal';

export const CYCLE_LIMITS: Record<CycleNumberField, { min: number; max: number }> = {
  longBreakEvery: { min: LONG_BREAK_EVERY_MIN, max: LONG_BREAK_EVERY_MAX },
  longBreakMinutes: { min: LONG_BREAK_MIN_MINUTES, max: LONG_BREAK_MAX_MINUTES },
  dailyGoal: { min: DAILY_GOAL_MIN, max: DAILY_GOAL_MAX },
};

const DEFAULTS_BY_FIELD: Record<CycleNumberField, number> = {
  longBreakEvery: DEFAULT_LONG_BREAK_EVERY,
  longBreakMinutes: DEFAULT_LONG_BREAK_MINUTES,
  dailyGoal: DEFAULT_DAILY_GOAL,
};

/** Clamps a number into a cycle field's range (whole numbers; non-numbers give the default). */
export function clampCycleNumber(field: CycleNumberField, value: unknown): number {
  const { min, max } = CYCLE_LIMITS[field];
  if (typeof value !== 'number' || !Number.isFinite(value)) return DEFAULTS_BY_FIELD[field];
  return Math.min(max, Math.max(min, Math.round(value)));
}

/**
 * Any value (parsed JSON of unknown shape, or a partial object from the dialog) as valid settings:
 * missing or mistyped fields take their defaults, out-of-range numbers are clamped.
 */
export function normalizeCycleSettings(value: unknown): CycleSettings {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const flag = (key: 'longBreaks' | 'autoStartBreaks' | 'autoStartFocus') =>
    typeof v[key] === 'boolean' ? v[key] : DEFAULT_CYCLE_SETTINGS[key];
  return {
    longBreaks: flag('longBreaks'),
    longBreakEvery: clampCycleNumber('longBreakEvery', v.longBreakEvery),
    longBreakMinutes: clampCycleNumber('longBreakMinutes', v.longBreakMinutes),
    autoStartBreaks: flag('autoStartBreaks'),
    autoStartFocus: flag('autoStartFocus'),
    dailyGoal: v.dailyGoal === null ? null : clampCycleNumber('dailyGoal', v.dailyGoal),
    mode: TIMER_MODES.includes(v.mode as TimerMode) ? (v.mode as TimerMode) : DEFAULT_CYCLE_SETTINGS.mode,
    flowBreakRatio: FLOW_BREAK_RATIOS.includes(v.flowBreakRatio as FlowBreakRatio)
      ? (v.flowBreakRatio as FlowBreakRatio)
      : DEFAULT_FLOW_BREAK_RATIO,
  };
}

/** Reads stored cycle settings (a JSON string or null); unusable storage gives the defaults. */
export function parseStoredCycleSettings(raw: string | null): CycleSettings {
  if (raw === null) return { ...DEFAULT_CYCLE_SETTINGS };
  try {
    return normalizeCycleSettings(JSON.parse(raw));
  } catch {
    return { ...DEFAULT_CYCLE_SETTINGS };
  }
}

export function sameCycleSettings(a: CycleSettings, b: CycleSettings): boolean {
  return (
    a.longBreaks === b.longBreaks &&
    a.longBreakEvery === b.longBreakEvery &&
    a.longBreakMinutes === b.longBreakMinutes &&
    a.autoStartBreaks === b.autoStartBreaks &&
    a.autoStartFocus === b.autoStartFocus &&
    a.dailyGoal === b.dailyGoal &&
    a.mode === b.mode &&
    a.flowBreakRatio === b.flowBreakRatio
  );
}

/*
 * Music companions (issue 14): music that follows the timer, and crossfade. Stored with the player's
 * preferences (client/src/features/player/prefs.ts), in this browser only.
 */

export const CROSSFADE_MIN_SECONDS = 0;
export const CROSSFADE_MAX_SECONDS = 10;

export interface MusicSettings {
  /** Music fades out when focus ends and back in when focus starts (effective once the visitor has played music). */
  followTimer: boolean;
  /** With `followTimer`: the music keeps playing through breaks (only ducked under the bell). */
  musicDuringBreaks: boolean;
  /** Seconds two tracks overlap at a track change (0–10); 0 keeps the spec's 0.5 s gap. */
  crossfadeSeconds: number;
}

export const DEFAULT_MUSIC_SETTINGS: MusicSettings = {
  followTimer: true,
  musicDuringBreaks: false,
  crossfadeSeconds: 0,
};

/** Any value as valid music settings: missing or mistyped fields take their defaults; crossfade is clamped. */
export function normalizeMusicSettings(value: unknown): MusicSettings {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const crossfade = v.crossfadeSeconds;
  return {
    followTimer: typeof v.followTimer === 'boolean' ? v.followTimer : DEFAULT_MUSIC_SETTINGS.followTimer,
    musicDuringBreaks:
      typeof v.musicDuringBreaks === 'boolean' ? v.musicDuringBreaks : DEFAULT_MUSIC_SETTINGS.musicDuringBreaks,
    crossfadeSeconds:
      typeof crossfade === 'number' && Number.isFinite(crossfade)
        ? Math.min(CROSSFADE_MAX_SECONDS, Math.max(CROSSFADE_MIN_SECONDS, Math.round(crossfade)))
        : DEFAULT_MUSIC_SETTINGS.crossfadeSeconds,
  };
}
