import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { LANGUAGES } from '#shared/languages.ts';
import { webApplication } from '#shared/structured-data.ts';
import { usePageHead } from './use-page-head.ts';

/**
 * Texts of the page metadata that no page component owns: the home page's title and description
 * (also the `meta` of /i18n.json), the 404 page's title and the names of the four music categories
 * (the home page's structured data, and the `categories` group of /i18n.json). The server reads
 * their translations from the same catalogs: see shared/i18n-manifest.ts.
 */

export const HOME_META = {
  path: '/',
  // The same English text as client/index.html, so the title does not change once the app starts.
  title: msg`Pomolo — Focus timer & lo-fi music`,
  description: msg`Pomolo is a free Pomodoro focus timer with calm lo-fi music. Start focusing in one click, online or offline, no account needed.`,
};

export const NOT_FOUND_META = {
  title: msg`Page not found — Pomolo`,
  description: msg`The page you are looking for does not exist or has moved.`,
};

/** The shipped categories by folder (the generated catalogue's four, SPEC.md §1). */
export const MUSIC_CATEGORY_NAMES: Record<
  'study-focus' | 'chill-relax' | 'coffee-jazz' | 'sleep-calm',
  MessageDescriptor
> = {
  'study-focus': msg`Study & Focus`,
  'chill-relax': msg`Chill & Relax`,
  'coffee-jazz': msg`Coffee & Jazz`,
  'sleep-calm': msg`Sleep & Calm`,
};

/** Their descriptions (the player's category chips), the same English texts as shared/catalogue.ts. */
export const MUSIC_CATEGORY_DESCRIPTIONS: Record<keyof typeof MUSIC_CATEGORY_NAMES, MessageDescriptor> = {
  'study-focus': msg`Steady, unobtrusive beats that keep you in the zone.`,
  'chill-relax': msg`Warm, slow grooves for unwinding between sessions.`,
  'coffee-jazz': msg`Swinging jazz chords and brushed drums, café style.`,
  'sleep-calm': msg`Soft pads and gentle textures for rest and calm.`,
};

/** The home page's head: title, description and the WebApplication structured data. */
export function useHomePageHead(): void {
  const { i18n } = useLingui();
  const categories = Object.values(MUSIC_CATEGORY_NAMES).map((name) => i18n._(name));
  usePageHead({
    ...HOME_META,
    structuredData: (page) =>
      webApplication({
        url: page.url,
        description: page.description,
        inLanguage: page.locale,
        categories,
        availableLanguages: LANGUAGES.map((language) => language.locale),
      }),
  });
}
