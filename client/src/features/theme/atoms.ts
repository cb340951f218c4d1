import { atom } from 'jotai';
import type { PalettePhase } from './apply-theme.ts';
import {
  COLOR_THEME_STORAGE_KEY,
  parseColorThemeName,
  parseThemeMode,
  resolveThemeMode,
  THEME_STORAGE_KEY,
  type ColorThemeName,
  type ThemeMode,
} from '#shared/themes.ts';

export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the choice holds for this visit only.
  }
}

export function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(SYSTEM_DARK_QUERY).matches;
}

const storedModeState = atom<ThemeMode | null>(parseThemeMode(read(THEME_STORAGE_KEY)));
const systemDarkState = atom(systemPrefersDark());
const colorThemeState = atom<ColorThemeName>(parseColorThemeName(read(COLOR_THEME_STORAGE_KEY)));

/** The stored light/dark choice, or null while the system preference decides. */
export const storedThemeModeAtom = atom((get) => get(storedModeState));
/** Light or dark as shown: the stored choice, else the system's. */
export const themeModeAtom = atom((get) => resolveThemeMode(get(storedModeState), get(systemDarkState)));
/** The colour theme, by name. */
export const colorThemeAtom = atom((get) => get(colorThemeState));

/** Stores a light/dark choice; null forgets it and follows the system again. */
export const setThemeModeAtom = atom(null, (_get, set, mode: ThemeMode | null) => {
  write(THEME_STORAGE_KEY, mode);
  set(storedModeState, mode);
});

/** The header toggle: the other mode than the one shown, stored. */
export const toggleThemeModeAtom = atom(null, (get, set) => {
  set(setThemeModeAtom, get(themeModeAtom) === 'dark' ? 'light' : 'dark');
});

export const setColorThemeAtom = atom(null, (_get, set, name: ColorThemeName) => {
  write(COLOR_THEME_STORAGE_KEY, name);
  set(colorThemeState, name);
});

/** The system preference changed (only matters while nothing is stored). */
export const systemDarkChangedAtom = atom(null, (_get, set, dark: boolean) => set(systemDarkState, dark));

/** Another tab changed a stored choice. */
export const storageChangedAtom = atom(null, (_get, set, change: { key: string | null; value: string | null }) => {
  if (change.key === THEME_STORAGE_KEY) set(storedModeState, parseThemeMode(change.value));
  if (change.key === COLOR_THEME_STORAGE_KEY) set(colorThemeState, parseColorThemeName(change.value));
});

/**
 * Which palette shows: the focus one or the break one. The theme does not know the timer; the app's
 * composition root (client/src/app/feature-links.ts) sets this from the timer's phase.
 */
export const palettePhaseAtom = atom<PalettePhase>('focus');
