import { isLanguageCode, localizePath, parseLanguagePrefix } from '#shared/languages.ts';
import { TIMER_STORAGE_KEY } from '#shared/timer.ts';
import { SYNC_STORAGE_KEY } from '#shared/sync/storage-key.ts';
import {
  COLOR_THEME_STORAGE_KEY,
  parseColorThemeName,
  parseThemeMode,
  resolveThemeMode,
  THEME_STORAGE_KEY,
  type ThemeMode,
} from '#shared/themes.ts';
import { applyTheme } from './features/theme/apply-theme.ts';
import { appLoader, requestApp } from './lib/app-loader.ts';
import { keepInstallPrompt } from './lib/kept-install-prompt.ts';
import { storePreferredLanguage } from './lib/language-preference.ts';
import { readStorage } from './lib/stored-timer.ts';

/**
 * The island module (decisions 0087, 0097, 0098): what an island page (shared/island-pages.ts: articles, blog posts,
 * the legal texts, the FAQ, About, the blog) runs instead of the app (React, the router, the player, the timer) until
 * the visitor needs it. /theme-boot.js loads it once the page has painted
 * (client/src/lib/load-app-after-paint.ts); build/prerender.ts builds it on its own, with no React.
 *
 * It leaves the server's HTML as it is except for attributes (so the app, when it comes, takes over the same DOM):
 * - the header's light/dark switch works at once: it stores the choice and puts the theme on `<html>`, as the app's
 *   `toggleThemeModeAtom` and ThemeRuntime do;
 * - the language switcher opens the page in the chosen language (a new page load, as with links) and stores the
 *   choice, as the app's LanguageSwitcher does;
 * - the FAQ's questions open and close; its search field starts the app, which filters;
 * - every other control (Settings, …) needs the app: a press on it is held by lib/early-clicks.ts, which asks for the
 *   app and presses it again once the app has taken over;
 * - a pointer over (or the focus on) a link of the site starts the app, so that the press that follows is a
 *   client-side navigation; a link pressed before that is followed by the browser, to another prerendered page;
 * - the focus room's keys (F, ?, M, N, P) start the app, which then gets them;
 * - a timer started (or sync turned on) in another tab starts the app: this page then rings the bell too;
 * - the browser's offer to install the app is kept for the app's Install button (lib/kept-install-prompt.ts);
 * - the service worker is registered once the page has loaded, so the first visit to an article makes the site
 *   work offline, as a visit to any other page does.
 * From the moment the app is asked for, the island lets every event through: the app takes them (held meanwhile).
 */

const root = document.documentElement;
const active = () => !appLoader()?.requested;

function storedMode(): ThemeMode {
  const systemDark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
  return resolveThemeMode(parseThemeMode(readStorage(THEME_STORAGE_KEY)), systemDark);
}

/** The switch as the app shows it: its mode, and the label that says what a press does. */
function showMode(button: HTMLElement, mode: ThemeMode): void {
  button.dataset.mode = mode;
  const label = button.getAttribute(mode === 'dark' ? 'data-label-dark' : 'data-label-light');
  if (label) {
    button.setAttribute('aria-label', label);
    button.title = label;
  }
}

function themeToggles(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('#root [data-testid="theme-toggle"]'));
}

function toggleTheme(): void {
  // The other mode than the one shown (what the visitor sees is what they switch away from).
  const mode: ThemeMode = root.dataset.theme === 'dark' ? 'light' : 'dark';
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  showTheme(mode);
}

/** Puts `mode` on `<html>` and on the switch, with the stored colour theme and the palette already shown. */
function showTheme(mode: ThemeMode): void {
  applyTheme(
    mode,
    parseColorThemeName(readStorage(COLOR_THEME_STORAGE_KEY)),
    root.dataset.phase === 'break' ? 'break' : 'focus',
  );
  for (const button of themeToggles()) showMode(button, mode);
}

/** A link the browser would follow to another page of the site (not the skip link's jump within this one). */
function siteLink(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest('#root') || anchor.origin !== location.origin)
    return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.pathname === location.pathname && anchor.search === location.search) return null;
  return anchor;
}

// On the window, in the capture phase: before lib/early-clicks.ts (on the document), which would hold the press.
window.addEventListener(
  'click',
  (event) => {
    if (!active() || event.button !== 0) return;
    const toggle = event.target instanceof Element ? event.target.closest('[data-testid="theme-toggle"]') : null;
    if (!toggle?.closest('#root')) return;
    event.stopPropagation();
    toggleTheme();
  },
  { capture: true },
);

// The FAQ (decision 0097): a question opens and closes at once, one open at a time, as the app's FaqPage does; the
// app, when it takes over, starts from the question open here (`islandOpenQuestion` in faq-page.tsx).
window.addEventListener(
  'click',
  (event) => {
    if (!active() || event.button !== 0) return;
    const button = event.target instanceof Element ? event.target.closest('.faq-question button') : null;
    const item = button?.closest<HTMLElement>('#root [data-testid="faq-item"]');
    if (!button || !item) return;
    event.stopPropagation();
    const opening = button.getAttribute('aria-expanded') !== 'true';
    for (const other of document.querySelectorAll<HTMLElement>('#root [data-testid="faq-item"]'))
      showQuestion(other, opening && other === item);
  },
  { capture: true },
);

function showQuestion(item: HTMLElement, open: boolean): void {
  item.dataset.open = String(open);
  item.querySelector('.faq-question button')?.setAttribute('aria-expanded', String(open));
  const answer = item.querySelector<HTMLElement>('.faq-answer');
  if (answer) answer.hidden = !open;
}

window.addEventListener(
  'change',
  (event) => {
    const select = event.target;
    if (!active() || !(select instanceof HTMLSelectElement) || select.dataset.testid !== 'language-switcher') return;
    const code = select.value;
    if (!isLanguageCode(code)) return;
    event.stopPropagation();
    storePreferredLanguage(code);
    if (code === parseLanguagePrefix(location.pathname).lang) return;
    select.setAttribute('aria-busy', 'true');
    location.assign(localizePath(`${location.pathname}${location.search}${location.hash}`, code));
  },
  { capture: true },
);

// The visitor is about to go to another page of the site: with the app there, it is a client-side navigation
// (the music and the timer go on). A touch is not an intent (it is the press itself): the browser follows it.
// The FAQ's search field likewise: the app filters the questions, and is on its way before the first letter (a letter
// typed meanwhile is held and typed again: lib/early-clicks.ts).
const onIntent = (event: Event) => {
  if (active() && (siteLink(event.target) || isFaqSearch(event.target))) requestApp();
};
const isFaqSearch = (target: EventTarget | null) =>
  target instanceof HTMLInputElement && target.dataset.testid === 'faq-search' && target.closest('#root') !== null;
document.addEventListener('pointerover', (event) => event.pointerType !== 'touch' && onIntent(event));
document.addEventListener('focusin', onIntent);

// The focus room's keys (app/focus-room.tsx): held until the app listens, then given to it. Not while typing.
const ROOM_KEYS = new Set(['f', 'F', '?', 'm', 'M', 'n', 'N', 'p', 'P']);
const heldKeys: string[] = [];
document.addEventListener('keydown', (event) => {
  if (
    root.dataset.hydrated === 'hydrated' ||
    event.ctrlKey ||
    event.metaKey ||
    event.altKey ||
    event.repeat ||
    !ROOM_KEYS.has(event.key)
  )
    return;
  const target = event.target;
  if (target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)))
    return;
  heldKeys.push(event.key);
  requestApp();
});
new MutationObserver((_records, observer) => {
  if (root.dataset.hydrated !== 'hydrated') return;
  observer.disconnect();
  // A task later: the app's listeners are attached in the effects of the commit that marked the page.
  setTimeout(() => {
    for (const key of heldKeys.splice(0))
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }, 0);
}).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });

window.addEventListener('beforeinstallprompt', (event) => {
  if (root.dataset.hydrated !== 'hydrated') keepInstallPrompt(event);
});

// While nothing is stored, the mode follows the system's, as the app's ThemeRuntime does.
if (typeof matchMedia === 'function')
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (active()) showTheme(storedMode());
  });

// Another tab started a timer or turned sync on: this page must show it (and ring the bell).
window.addEventListener('storage', (event) => {
  if (event.key === TIMER_STORAGE_KEY || event.key === SYNC_STORAGE_KEY) requestApp();
});

if (active()) {
  for (const button of themeToggles()) showMode(button, storedMode());
  // Journeys wait for this before they use the page (the app sets `hydrated` when it takes over).
  if (!root.dataset.hydrated) root.dataset.hydrated = 'island';
}

// After the page has loaded, as the app does (lib/sw-bridge.ts): the same script and scope, so the app, when it
// starts, finds this registration.
function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    console.error('Service worker registration failed', error);
  });
}
if (document.readyState === 'complete') registerServiceWorker();
else window.addEventListener('load', registerServiceWorker, { once: true });
