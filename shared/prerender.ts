/**
 * What the build's prerendering (build/prerender.ts, client/src/entry-server.tsx) and the server
 * (server/src/plugins/static-client.ts) agree on: where the pages are written and how they are found.
 * Decision 0007.
 */

/** The folder of the build (dist/) that holds the prerendered pages and their manifest. */
export const PRERENDER_DIR = 'prerendered';
export const PRERENDER_MANIFEST = 'manifest.json';

/**
 * Absolute URLs (canonical, hreflang, Open Graph, JSON-LD) are written with this origin at build time,
 * since the build does not know the address the app is served under; the server replaces it with the
 * request's origin, as it does for the sitemap.
 */
export const PRERENDER_ORIGIN = 'https://prerender.pomolo.invalid';

/** A path no page has: rendering it gives the 404 page of its language. */
export const PRERENDER_NOT_FOUND_PATH = '/__prerender-not-found__';

/** One rendered page: the parts the build puts into the index.html template. */
export interface PrerenderedPage {
  /** The page's address, prefixed (`/fr/faq`). */
  url: string;
  /** `<html lang>`: the BCP 47 tag. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Escaped text of `<title>`. */
  title: string;
  /** The page's head tags as HTML. */
  head: string;
  /** The HTML inside `<div id="root">`. */
  body: string;
}

export interface PrerenderManifest {
  origin: string;
  /** File (relative to the prerender folder) by page address (`/fr/faq` → `fr/faq.html`). */
  pages: Record<string, string>;
  /** File of the 404 page by language code. */
  notFound: Record<string, string>;
}

/** `/` → `index.html`, `/fr` → `fr.html`, `/fr/blog/x` → `fr/blog/x.html`. */
export function prerenderFileName(url: string): string {
  return url === '/' ? 'index.html' : `${url.slice(1)}.html`;
}

/** The 404 page's file of a language: `404.html`, `fr/404.html`. */
export function notFoundFileName(code: string, defaultCode: string): string {
  return code === defaultCode ? '404.html' : `${code}/404.html`;
}

/**
 * A prerendered page names its scripts in these `<meta>` tags instead of loading them (issue 16): the app's entry
 * module and the modules it imports at once. /theme-boot.js loads them once the page has painted, so the first
 * paint waits for nothing but the HTML, the CSS and the boot script itself.
 */
export const APP_ENTRY_META = 'pomolo-entry';
export const APP_PRELOAD_META = 'pomolo-preload';
/** The longest a prerendered page waits for its first paint before it loads the app anyway (a tab opened in the
 * background paints no frame until it is shown; a busy machine paints late). */
export const APP_LOAD_FALLBACK_MS = 1000;

/**
 * On a content page that has nothing to run but its header (articles, blog posts, the legal texts: decision 0087),
 * the page names the island module here: /theme-boot.js loads it instead of the app, and the app (the entry and
 * preloads above) only when the visitor needs it.
 */
export const APP_ISLAND_META = 'pomolo-island';
