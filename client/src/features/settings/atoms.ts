import { atom } from 'jotai';
import {
  KEEP_SCREEN_ON_STORAGE_KEY,
  normalizeCycleSettings,
  parseKeepScreenOn,
  type CycleSettings,
  type TimerDurations,
} from '#shared/settings.ts';
import { cycleSettingsAtom, sendTimerCommand, timerSnapshotAtom } from '../../lib/timer-bridge.ts';

const openState = atom(false);

/** Whether the settings dialog is open. */
export const settingsOpenAtom = atom((get) => get(openState));
export const openSettingsAtom = atom(null, (_get, set) => set(openState, true));
export const closeSettingsAtom = atom(null, (_get, set) => set(openState, false));

/** The work and break minutes the timer uses. */
export const durationsAtom = atom((get) => get(timerSnapshotAtom).state.durations);

/** Replaces the durations: persisted, and the timer stops and reloads its full time. */
export const setDurationsAtom = atom(null, (_get, _set, durations: TimerDurations) => {
  sendTimerCommand({ type: 'set-durations', durations });
});

/** Long breaks, auto-start and the daily goal, as the timer uses them. */
export const settingsAtom = atom((get) => get(cycleSettingsAtom));

/** Replaces the cycle settings (clamped); only a new long-break length during a long break resets it. */
export const updateSettingsAtom = atom(null, (_get, _set, settings: CycleSettings) => {
  sendTimerCommand({ type: 'set-settings', settings: normalizeCycleSettings(settings) });
});

function readKeepScreenOn(): boolean {
  try {
    return parseKeepScreenOn(localStorage.getItem(KEEP_SCREEN_ON_STORAGE_KEY));
  } catch {
    return false;
  }
}

const keepScreenOnState = atom(readKeepScreenOn());

/** "Keep screen on while the timer runs" (this device); the app's wiring holds the wake lock. */
export const keepScreenOnAtom = atom((get) => get(keepScreenOnState));

export const setKeepScreenOnAtom = atom(null, (_get, set, on: boolean) => {
  try {
    localStorage.setItem(KEEP_SCREEN_ON_STORAGE_KEY, String(on));
  } catch {
    // Storage blocked: the choice holds for this visit only.
  }
  set(keepScreenOnState, on);
});
