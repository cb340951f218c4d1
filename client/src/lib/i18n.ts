import { i18n, type Messages } from '@lingui/core';
import { atom } from 'jotai';
import { DEFAULT_LANGUAGE, getLanguage, isLanguageCode, type LanguageCode } from '#shared/languages.ts';
import { serverHtmlCannotMatch } from './server-html.ts';

export { i18n };

type CatalogModule = { messages: Messages };

// One lazy chunk per language, English too (decision 0086: English inside the main bundle cost every page in the
// other ten languages 11 KB compressed it never used). A prerendered page names its language's chunk among the
// modules to preload (build/prerender.ts), so it arrives beside the app's entry; the service worker precaches all.
const catalogLoaders = import.meta.glob<CatalogModule>('../locales/*/messages.po');

const loaded = new Set<LanguageCode>();

let latestRequest = 0;

async function loadCatalog(code: LanguageCode): Promise<void> {
  if (loaded.has(code)) return;
  const loader = catalogLoaders[`../locales/${code}/messages.po`];
  if (!loader) throw new Error(`No catalog for language "${code}"`);
  const { messages } = await loader();
  i18n.load(code, messages);
  loaded.add(code);
}

function applyToDocument(code: LanguageCode): void {
  // Prerendering (no document): the page's HTML gets `lang` and `dir` from client/src/entry-server.tsx.
  if (typeof document === 'undefined') return;
  const { locale, dir } = getLanguage(code);
  document.documentElement.lang = locale;
  document.documentElement.dir = dir;
}

/**
 * Loads the catalog of `code` and makes it the active language, with `<html lang dir>` to match.
 * If the catalog cannot be loaded (offline before it was cached, a broken deploy) the error is
 * logged and English is used instead (if even English cannot be loaded, the active language stays;
 * `hasActiveLanguage()` says whether there is one); this never rejects. Resolves to the language now active.
 * When calls overlap, the last one wins.
 */
export async function activateLanguage(code: LanguageCode): Promise<LanguageCode> {
  const request = ++latestRequest;
  let target: LanguageCode = code;
  try {
    await loadCatalog(code);
  } catch (error) {
    console.error(`Could not load the "${code}" translations; falling back to English.`, error);
    target = DEFAULT_LANGUAGE;
    serverHtmlCannotMatch();
    try {
      await loadCatalog(DEFAULT_LANGUAGE);
    } catch (englishError) {
      // No catalog at all (offline before anything was cached): the language stays as it was; with none active yet,
      // the app does not start (client/src/main.tsx) and the page stays the server's, which works without it.
      console.error('Could not load the English translations either.', englishError);
      return currentLanguage();
    }
  }
  if (request !== latestRequest) return currentLanguage();
  if (i18n.locale !== target) i18n.activate(target);
  applyToDocument(target);
  return target;
}

/**
 * Loads the catalog of `code` without activating it (route preloading on link hover). A failure is
 * left for `activateLanguage` to report if the visitor actually goes there.
 */
export async function preloadLanguage(code: LanguageCode): Promise<void> {
  try {
    await loadCatalog(code);
  } catch {
    // Reported (and English used) when the language is activated.
  }
}

/** Whether a language is active (its catalog loaded): React renders nothing before. */
export function hasActiveLanguage(): boolean {
  return isLanguageCode(i18n.locale);
}

/** The active language code (English until something else is activated). */
export function currentLanguage(): LanguageCode {
  return isLanguageCode(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/** The value of the optional `{-$lang}` route param for `code`: none for English. */
export function langParam(code: LanguageCode): string | undefined {
  return code === DEFAULT_LANGUAGE ? undefined : code;
}

const activeLocaleState = atom<string | null>(null);
activeLocaleState.onMount = (set) => {
  set(i18n.locale || null);
  return i18n.on('change', () => set(i18n.locale || null));
};

/**
 * The active language, or null until one is active. Texts made outside React (in atoms) read it, so
 * they are made only once a language is active, and again when it changes.
 */
export const activeLocaleAtom = atom((get) => get(activeLocaleState));
