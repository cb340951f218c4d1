/**
 * The languages Pomolo is translated into and routed under.
 *
 * English is the default and has no URL prefix; every other language is served under `/{code}`
 * (`/fr/faq`, `/de`). Pure data and string helpers: used by the client router, the server (SPA
 * fallback, /i18n.json) and tests alike, so no DOM or Node APIs here.
 */

export type LanguageCode = 'en' | 'de' | 'fr' | 'es' | 'tr' | 'it' | 'ja' | 'zh' | 'ru' | 'pt' | 'ko';

export type LanguageLocale =
  'en-US' | 'de-DE' | 'fr-FR' | 'es-ES' | 'tr-TR' | 'it-IT' | 'ja-JP' | 'zh-CN' | 'ru-RU' | 'pt-BR' | 'ko-KR';

export type TextDirection = 'ltr' | 'rtl';

export interface Language {
  /** Short code: the URL prefix and the Lingui catalog name. */
  code: LanguageCode;
  /** BCP 47 tag used for `<html lang>`, hreflang and date/number formatting. */
  locale: LanguageLocale;
  /** English name of the language. */
  name: string;
  /** The language's name for itself, as shown in the language switcher. */
  nativeName: string;
  dir: TextDirection;
}

export const DEFAULT_LANGUAGE = 'en' satisfies LanguageCode;
export type DefaultLanguageCode = typeof DEFAULT_LANGUAGE;
/** A language that appears as a URL prefix (every language but the default). */
export type PrefixedLanguageCode = Exclude<LanguageCode, DefaultLanguageCode>;

export const LANGUAGES: readonly Language[] = [
  { code: 'en', locale: 'en-US', name: 'English', nativeName: 'English', dir: 'ltr' },
  { code: 'de', locale: 'de-DE', name: 'German', nativeName: 'Deutsch', dir: 'ltr' },
  { code: 'fr', locale: 'fr-FR', name: 'French', nativeName: 'Français', dir: 'ltr' },
  { code: 'es', locale: 'es-ES', name: 'Spanish', nativeName: 'Español', dir: 'ltr' },
  { code: 'tr', locale: 'tr-TR', name: 'Turkish', nativeName: 'Türkçe', dir: 'ltr' },
  { code: 'it', locale: 'it-IT', name: 'Italian', nativeName: 'Italiano', dir: 'ltr' },
  { code: 'ja', locale: 'ja-JP', name: 'Japanese', nativeName: '日本語', dir: 'ltr' },
  { code: 'zh', locale: 'zh-CN', name: 'Chinese', nativeName: '简体中文', dir: 'ltr' },
  { code: 'ru', locale: 'ru-RU', name: 'Russian', nativeName: 'Русский', dir: 'ltr' },
  { code: 'pt', locale: 'pt-BR', name: 'Portuguese', nativeName: 'Português', dir: 'ltr' },
  { code: 'ko', locale: 'ko-KR', name: 'Korean', nativeName: '한국어', dir: 'ltr' },
];

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

const byCode = new Map<string, Language>(LANGUAGES.map((language) => [language.code, language]));

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && byCode.has(value);
}

/** True for the codes that may appear as a URL prefix (`'en'` never does). */
export function isPrefixedLanguageCode(value: unknown): value is PrefixedLanguageCode {
  return isLanguageCode(value) && value !== DEFAULT_LANGUAGE;
}

export function getLanguage(code: LanguageCode): Language {
  // The map is built from the same list the type comes from, so a miss is impossible.
  return byCode.get(code)!;
}

export interface LanguagePrefix {
  lang: LanguageCode;
  /** The path without the prefix, always starting with `/`; query and hash are kept. */
  rest: string;
}

/**
 * Reads the language prefix of a path: `/fr/faq` → fr + `/faq`, `/fr` → fr + `/`.
 * Only a whole first segment counts (`/france` is not French) and only the prefixed languages
 * do (`/en/faq` is left alone: English has no prefix). Anything else is English.
 */
export function parseLanguagePrefix(pathname: string): LanguagePrefix {
  const path = pathname === '' ? '/' : pathname;
  const match = /^\/([^/?#]+)(.*)$/s.exec(path);
  if (match && isPrefixedLanguageCode(match[1])) {
    const tail = match[2];
    const rest = tail === '' ? '/' : tail.startsWith('/') ? tail : `/${tail}`;
    return { lang: match[1], rest };
  }
  return { lang: DEFAULT_LANGUAGE, rest: path };
}

/** The path without its language prefix: `/de/about` → `/about`, `/de` → `/`. */
export function stripLanguagePrefix(pathname: string): string {
  return parseLanguagePrefix(pathname).rest;
}

/**
 * The path as seen in `lang`: `localizePath('/faq', 'fr')` → `/fr/faq`, `('/', 'fr')` → `/fr`,
 * `('/fr/faq', 'en')` → `/faq`. An existing prefix is replaced, so it is safe on any path.
 */
export function localizePath(path: string, lang: LanguageCode): string {
  const rest = stripLanguagePrefix(path);
  if (lang === DEFAULT_LANGUAGE) return rest;
  if (rest === '/') return `/${lang}`;
  if (rest.startsWith('/?') || rest.startsWith('/#')) return `/${lang}${rest.slice(1)}`;
  return `/${lang}${rest}`;
}
