import {
  COLOR_THEME_STORAGE_KEY,
  parseColorThemeName,
  parseThemeMode,
  resolveThemeMode,
  THEME_STORAGE_KEY,
} from '#shared/themes.ts';
import { SYNC_STORAGE_KEY } from '#shared/sync/storage-key.ts';
import { applyTheme } from './features/theme/apply-theme.ts';
import { shortcutForEvent } from './features/timer/shortcuts.ts';
import { captureEarlyClicks } from './lib/early-clicks.ts';
import { loadAppAfterFirstPaint } from './lib/load-app-after-paint.ts';
import { readStorage, restoreStoredTimer } from './lib/stored-timer.ts';

/**
 * Built to /theme-boot.js (build/prerender.ts), a classic script that `index.html` loads in `<head>`,
 * blocking, before the first paint: it puts the stored (or the system's) light/dark mode and colour
 * theme on `<html>`, so a prerendered page never flashes in the wrong theme. An external file, not an
 * inline script: the CSP allows scripts from the app's own origin only. It reads the same keys and
 * applies them with the same function as the app (features/theme/atoms.ts and apply-theme.ts). During a
 * break it paints the break palette: the stored timer is restored the way the timer bridge restores it
 * (a break that ended while the page was closed has moved on to focus), and the phase is linked to the
 * palette exactly as in app/feature-links.ts.
 */

const systemDark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
const timer = restoreStoredTimer(Date.now());
applyTheme(
  resolveThemeMode(parseThemeMode(readStorage(THEME_STORAGE_KEY)), systemDark),
  parseColorThemeName(readStorage(COLOR_THEME_STORAGE_KEY)),
  timer.phase === 'focus' ? 'focus' : 'break',
);

// What the visitor does before React takes the page over is done again after (main.tsx): presses, choices,
// typing, and the timer's keys.
captureEarlyClicks((event) => document.querySelector('.timer-card') !== null && shortcutForEvent(event) !== null);

// A prerendered page's scripts load once it has painted (build/prerender.ts, decision 0041). An island page (an
// article, About, the FAQ…: shared/island-pages.ts) starts the app at once only when this browser has live state the
// page must show: a running timer (its bell, its end, the title) or sync turned on; otherwise when the visitor needs
// it.
loadAppAfterFirstPaint(
  () => timer.status === 'running' || timer.status === 'ended' || readStorage(SYNC_STORAGE_KEY) !== null,
);
