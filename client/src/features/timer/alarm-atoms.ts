import { atom } from 'jotai';
import { ALARM_STORAGE_KEY, DEFAULT_ALARM_PREFS, sanitizeAlarmPrefs, type AlarmPrefs } from './alarms.ts';

function readAlarmPrefs(): AlarmPrefs {
  try {
    const text = globalThis.localStorage?.getItem(ALARM_STORAGE_KEY);
    return text ? sanitizeAlarmPrefs(JSON.parse(text)) : DEFAULT_ALARM_PREFS;
  } catch {
    return DEFAULT_ALARM_PREFS;
  }
}

const alarmPrefsState = atom<AlarmPrefs>(readAlarmPrefs());

/** The alarm sound, its volume and repeats, and the focus ticking (issue 27), remembered in this browser. */
export const alarmPrefsAtom = atom((get) => get(alarmPrefsState));

export const updateAlarmPrefsAtom = atom(null, (get, set, change: Partial<AlarmPrefs>) => {
  const next = sanitizeAlarmPrefs({ ...get(alarmPrefsState), ...change });
  try {
    globalThis.localStorage?.setItem(ALARM_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or quota: the choice lasts for this visit.
  }
  set(alarmPrefsState, next);
});
