import { i18n, type Messages } from '@lingui/core';
import { atom } from 'jotai';
import { DEFAULT_LANGUAGE, getLanguage, isLanguageCode, type LanguageCode } from '#shared/languages.ts';
// English ships inside the main bundle: it is the fallback when another catalog cannot be loaded,
// so it must never need the network.
import { messages as defaultMessages } from '../locales/en/messages.po';

export { i18n };

type CatalogModule = { messages: Messages };

// One lazy chunk per other language; the service worker precaches them all.
const catalogLoaders = import.meta.glob<CatalogModule>(['../locales/*/messages.po', '!../locales/en/messages.po']);

const loaded = new Set<LanguageCode>();
i18n.load(DEFAULT_LANGUAGE, defaultMessages);
loaded.add(DEFAULT_LANGUAGE);

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
 * logged and English is used instead; this never rejects. Resolves to the language now active.
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
