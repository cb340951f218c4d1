import { atom } from 'jotai';
import { FOCUS_VIEW_STORAGE_KEY, sanitizeFocusViewPrefs, type FocusViewPrefs } from './prefs.ts';

const openState = atom(false);

/** Whether the focus view covers the page (issue 27). */
export const focusViewOpenAtom = atom((get) => get(openState));

export const setFocusViewOpenAtom = atom(null, (_get, set, open: boolean) => set(openState, open));

export const toggleFocusViewAtom = atom(null, (get, set) => set(openState, !get(openState)));

function readPrefs(): FocusViewPrefs {
  try {
    const text = globalThis.localStorage?.getItem(FOCUS_VIEW_STORAGE_KEY);
    return sanitizeFocusViewPrefs(text ? JSON.parse(text) : null);
  } catch {
    return sanitizeFocusViewPrefs(null);
  }
}

const prefsState = atom<FocusViewPrefs>(readPrefs());

/** The background chosen and whether breaks open the view, remembered in this browser. */
export const focusViewPrefsAtom = atom((get) => get(prefsState));

export const updateFocusViewPrefsAtom = atom(null, (get, set, change: Partial<FocusViewPrefs>) => {
  const next = sanitizeFocusViewPrefs({ ...get(prefsState), ...change });
  try {
    globalThis.localStorage?.setItem(FOCUS_VIEW_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or quota: the choice lasts for this visit.
  }
  set(prefsState, next);
});
