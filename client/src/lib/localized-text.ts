import { DEFAULT_LANGUAGE, getLanguage, isPrefixedLanguageCode, type LanguageCode } from '#shared/languages.ts';
import { serverHtmlCannotMatch } from './server-html.ts';

/**
 * A long text (the FAQ, the About page) as it was loaded for a page: the text itself and the
 * language it is actually written in. That is the page's language, or English when the page's
 * language could not be loaded (offline before the chunk was cached, a broken deploy).
 */
export interface LocalizedText<T> {
  language: LanguageCode;
  /** BCP 47 tag of `language`, for `lang` attributes, JSON-LD and `Intl`. */
  locale: string;
  text: T;
}

/** One dynamic import per language, so each language's text is its own chunk, fetched only for it. */
export type LocalizedTextLoaders<T> = Record<LanguageCode, () => Promise<{ default: T }>>;

/** The language of the optional `{-$lang}` route param: none, or no language, is English. */
export function languageOfParam(lang: string | undefined): LanguageCode {
  return isPrefixedLanguageCode(lang) ? lang : DEFAULT_LANGUAGE;
}

/**
 * Loads the text of `language` (a route loader calls this, so the text is there before the page
 * renders, on the server as in the browser). If that chunk cannot be loaded, the error is logged
 * and the English text is used instead; only a failure of English itself rejects.
 */
export async function loadLocalizedText<T>(
  loaders: LocalizedTextLoaders<T>,
  language: LanguageCode,
  what: string,
): Promise<LocalizedText<T>> {
  let loaded: LanguageCode = language;
  let module: { default: T };
  try {
    module = await loaders[language]();
  } catch (error) {
    if (language === DEFAULT_LANGUAGE) throw error;
    console.error(`Could not load the "${language}" ${what}; showing it in English.`, error);
    loaded = DEFAULT_LANGUAGE;
    serverHtmlCannotMatch();
    module = await loaders[DEFAULT_LANGUAGE]();
  }
  return { language: loaded, locale: getLanguage(loaded).locale, text: module.default };
}
