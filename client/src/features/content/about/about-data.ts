import type { LanguageCode } from '#shared/languages.ts';
import { loadLocalizedText, type LocalizedText, type LocalizedTextLoaders } from '../../../lib/localized-text.ts';

/** The sections of the About page, in order; their headings are UI messages (Lingui), their text is below. */
export const ABOUT_SECTION_IDS = [
  'mission',
  'science',
  'different',
  'story',
  'team',
  'roadmap',
  'values',
  'community',
] as const;

export type AboutSectionId = (typeof ABOUT_SECTION_IDS)[number];

/** A list item: plain text, or a short bold lead followed by its explanation. */
export type AboutListItem = string | { lead: string; text: string };

/** A paragraph, or a bulleted list. */
export type AboutBlock = string | readonly AboutListItem[];

/** The About page of one language: the blocks of every section (the type makes a missing one a compile error). */
export type AboutText = Record<AboutSectionId, readonly AboutBlock[]>;

/** The About page of each language, each its own chunk (decision 0034); the type demands one per language. */
export const ABOUT_TEXTS: LocalizedTextLoaders<AboutText> = {
  en: () => import('./texts/about-en.ts'),
  de: () => import('./texts/about-de.ts'),
  fr: () => import('./texts/about-fr.ts'),
  es: () => import('./texts/about-es.ts'),
  tr: () => import('./texts/about-tr.ts'),
  it: () => import('./texts/about-it.ts'),
  ja: () => import('./texts/about-ja.ts'),
  zh: () => import('./texts/about-zh.ts'),
  ru: () => import('./texts/about-ru.ts'),
  pt: () => import('./texts/about-pt.ts'),
  ko: () => import('./texts/about-ko.ts'),
};

/** The About page text in `language` (English if that chunk cannot be loaded), for the /about route's loader. */
export function loadAboutText(language: LanguageCode): Promise<LocalizedText<AboutText>> {
  return loadLocalizedText(ABOUT_TEXTS, language, 'About page');
}
