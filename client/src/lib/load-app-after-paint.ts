import { APP_ENTRY_META, APP_ISLAND_META, APP_LOAD_FALLBACK_MS, APP_PRELOAD_META } from '#shared/prerender.ts';
import { setAppLoader, type AppLoader } from './app-loader.ts';
import { holdLinks } from './early-clicks.ts';

/** How many of the app's modules are preloaded per task (see `preload` below). */
const PRELOADS_PER_TASK = 6;

/**
 * Runs in /theme-boot.js. On a prerendered page (build/prerender.ts names the scripts in `<meta>` tags), loads the
 * app's modules (at low priority) once the page has painted its first text, or after a second at the latest. The shell
 * (index.html: admin, the service worker's start page) keeps its ordinary module script and has no such tags.
 *
 * An island page (shared/island-pages.ts: decisions 0087, 0097, 0098) loads its island module instead, and the app
 * only on `request()`: a press held on a control that needs it, a pointer or the focus on a link of the site, a timer
 * started in another tab (the island asks), or at once when `needsApp()` says this browser has live state the page
 * must show (a running timer, sync on).
 */
export function loadAppAfterFirstPaint(needsApp: () => boolean = () => false): void {
  let painted = false;
  let wanted = false;
  let loaded = false;
  const url = (meta: Element) => meta.getAttribute('content') ?? '';
  // At low priority (images the page shows come first); nothing is fetched before the element is in the head.
  const append = (element: HTMLLinkElement | HTMLScriptElement) =>
    document.head.append(Object.assign(element, { crossOrigin: 'anonymous', fetchPriority: 'low' }));
  // Each preload starts a fetch, about a millisecond or two apiece on a slow phone: the two dozen a page names, added
  // in one task, made a long one (decision 0093). A few per task, the entry's own script first.
  const preload = (hrefs: string[]) => {
    for (const href of hrefs.splice(0, PRELOADS_PER_TASK)) {
      append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    }
    if (hrefs.length > 0) setTimeout(() => preload(hrefs), 0);
  };
  const loadApp = () => {
    if (loaded) return;
    loaded = true;
    const entry = document.querySelector(`meta[name="${APP_ENTRY_META}"]`);
    if (entry) {
      // The starting app would cancel a link the browser is following: presses on links wait for it from now on.
      const links = holdLinks();
      const script = Object.assign(document.createElement('script'), { type: 'module', src: url(entry) });
      script.addEventListener('error', links.failed, { once: true });
      append(script);
    }
    preload([...document.querySelectorAll(`meta[name="${APP_PRELOAD_META}"]`)].map(url));
  };
  const loader: AppLoader = {
    request: () => {
      wanted = true;
      if (painted) loadApp();
    },
    get requested() {
      return wanted || loaded;
    },
  };
  setAppLoader(loader);

  const start = () => {
    if (painted) return;
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', start, { once: true });
      return;
    }
    painted = true;
    const island = document.querySelector(`meta[name="${APP_ISLAND_META}"]`);
    if (island && !wanted && !needsApp()) {
      append(Object.assign(document.createElement('script'), { type: 'module', src: url(island) }));
      return;
    }
    loadApp();
  };
  // The browser says when the first text or image is on the screen (the presented frame, not the one being drawn).
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } else {
    // requestAnimationFrame runs just before a frame is drawn: the second one, once the first has been.
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  }
  setTimeout(start, APP_LOAD_FALLBACK_MS);
}
