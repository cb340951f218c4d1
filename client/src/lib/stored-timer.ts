import {
  CYCLE_SETTINGS_STORAGE_KEY,
  DURATIONS_STORAGE_KEY,
  parseStoredCycleSettings,
  parseStoredDurations,
  type CycleSettings,
  type TimerDurations,
} from '#shared/settings.ts';
import { restoreTimer, TIMER_STORAGE_KEY, type TimerState } from '#shared/timer.ts';

/**
 * The timer as this browser stored it (localStorage): read by the timer bridge when it starts and by
 * /theme-boot.js before the first paint (the break palette during a break). No other imports: the boot
 * script is render-blocking and carries this module.
 */
export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readStoredDurations(): TimerDurations {
  return parseStoredDurations(readStorage(DURATIONS_STORAGE_KEY));
}

export function readStoredSettings(): CycleSettings {
  return parseStoredCycleSettings(readStorage(CYCLE_SETTINGS_STORAGE_KEY));
}

export function readPersistedTimer(): unknown {
  const raw = readStorage(TIMER_STORAGE_KEY);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** The stored timer brought up to `now` (a phase whose deadline passed has moved on, as the worker would). */
export function restoreStoredTimer(now: number): TimerState {
  return restoreTimer(readPersistedTimer(), readStoredDurations(), now, readStoredSettings()).state;
}
