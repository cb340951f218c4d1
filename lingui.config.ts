import { defineConfig } from '@lingui/cli';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './shared/languages.ts';

// Catalog names are the short language codes of shared/languages.ts ('en', 'de', ...), which are also
// the URL prefixes; the full locale (en-US, de-DE, ...) lives in that list, not here.
export default defineConfig({
  sourceLocale: DEFAULT_LANGUAGE,
  locales: [...LANGUAGE_CODES],
  // A message missing in a catalog shows the English text rather than an id.
  fallbackLocales: { default: DEFAULT_LANGUAGE },
  catalogs: [
    {
      path: '<rootDir>/client/src/locales/{locale}/messages',
      include: ['<rootDir>/client/src'],
      exclude: ['**/node_modules/**', '<rootDir>/client/src/locales/**', '**/*.test.*'],
    },
  ],
  format: 'po',
  orderBy: 'message',
});
