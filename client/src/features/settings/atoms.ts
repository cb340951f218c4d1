import { atom } from 'jotai';
import type { TimerDurations } from '#shared/settings.ts';
import { sendTimerCommand, timerSnapshotAtom } from '../../lib/timer-bridge.ts';

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
