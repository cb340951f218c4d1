import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGES, localizePath, type LanguageCode } from '#shared/languages.ts';

/**
 * The visitor's chosen language (`preferredLanguage` in localStorage, SPEC.md §3), written by the
 * language switcher only.
 *
 * What it does, on purpose no more: the URL decides the language of every page. The one exception is
 * opening the bare root address `/` as a new document (typing the address, a bookmark of `/`, or the
 * installed app, whose start URL is `/`) with a stored language other than English: the app then
 * replaces the address with that language's home page (`/ja`) before the first render. Deep links
 * (`/faq`), prefixed URLs (`/fr`) and in-app navigation to `/` (the switcher's English choice, the
 * brand link on an English page) are never redirected, and search engines, which store nothing,
 * always get `/` in English.
 */
export const PREFERRED_LANGUAGE_KEY = 'preferredLanguage';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function localStorageOrNull(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Access itself throws when storage is disabled.
    return null;
  }
}

/** A stored value as a language: the code (`fr`), or a locale (`fr-FR`) as older versions wrote. */
export function parseStoredLanguage(value: string | null | undefined): LanguageCode | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (isLanguageCode(trimmed)) return trimmed;
  const byLocale = LANGUAGES.find((language) => language.locale.toLowerCase() === trimmed.toLowerCase());
  return byLocale ? byLocale.code : null;
}

export function readPreferredLanguage(storage: StorageLike | null = localStorageOrNull()): LanguageCode | null {
  try {
    return parseStoredLanguage(storage?.getItem(PREFERRED_LANGUAGE_KEY));
  } catch {
    return null;
  }
}

/** Stores the choice; a browser that refuses storage (private mode, quota) simply does not remember it. */
export function storePreferredLanguage(code: LanguageCode, storage: StorageLike | null = localStorageOrNull()): void {
  try {
    storage?.setItem(PREFERRED_LANGUAGE_KEY, code);
  } catch {
    // Nothing to do: the switch itself still happens.
  }
}

/**
 * Where a new document opened at `location` should go instead, or null to stay: only the bare root
 * with a stored non-English language moves, to that language's home page (query and hash kept).
 */
export function entryRedirect(
  location: { pathname: string; search: string; hash: string },
  preferred: LanguageCode | null,
): string | null {
  if (location.pathname !== '/' || preferred === null || preferred === DEFAULT_LANGUAGE) return null;
  return localizePath(`/${location.search}${location.hash}`, preferred);
}
