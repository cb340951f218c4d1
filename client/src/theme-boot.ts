import {
  COLOR_THEME_STORAGE_KEY,
  parseColorThemeName,
  parseThemeMode,
  resolveThemeMode,
  THEME_STORAGE_KEY,
} from '#shared/themes.ts';
import { applyTheme } from './features/theme/apply-theme.ts';

/**
 * Built to /theme-boot.js (build/prerender.ts), a classic script that `index.html` loads in `<head>`,
 * blocking, before the first paint: it puts the stored (or the system's) light/dark mode and colour
 * theme on `<html>`, so a prerendered page never flashes in the wrong theme. An external file, not an
 * inline script: the CSP allows scripts from the app's own origin only. It reads the same keys and
 * applies them with the same function as the app (features/theme/atoms.ts and apply-theme.ts).
 */
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

const systemDark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
applyTheme(
  resolveThemeMode(parseThemeMode(read(THEME_STORAGE_KEY)), systemDark),
  parseColorThemeName(read(COLOR_THEME_STORAGE_KEY)),
  // The focus palette; the app switches to the break palette at start when a break is on.
  'focus',
);
