import type { LanguageCode } from '#shared/languages.ts';
import { loadLocalizedText, type LocalizedText, type LocalizedTextLoaders } from '../../../lib/localized-text.ts';
import type { FaqText } from './faq-data.ts';

/** The FAQ of each language, each its own chunk (decision 0034); the type demands one per language. */
export const FAQ_TEXTS: LocalizedTextLoaders<FaqText> = {
  en: () => import('./texts/faq-en.ts'),
  de: () => import('./texts/faq-de.ts'),
  fr: () => import('./texts/faq-fr.ts'),
  es: () => import('./texts/faq-es.ts'),
  tr: () => import('./texts/faq-tr.ts'),
  it: () => import('./texts/faq-it.ts'),
  ja: () => import('./texts/faq-ja.ts'),
  zh: () => import('./texts/faq-zh.ts'),
  ru: () => import('./texts/faq-ru.ts'),
  pt: () => import('./texts/faq-pt.ts'),
  ko: () => import('./texts/faq-ko.ts'),
};

/** The FAQ in `language` (English if that chunk cannot be loaded), for the /faq route's loader. */
export function loadFaqText(language: LanguageCode): Promise<LocalizedText<FaqText>> {
  return loadLocalizedText(FAQ_TEXTS, language, 'FAQ');
}
