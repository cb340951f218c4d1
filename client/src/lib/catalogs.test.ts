import { describe, expect, it } from 'vitest';
import { buildI18nManifest, catalogTranslator, manifestMessageIds } from '#shared/i18n-manifest.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '#shared/languages.ts';
import { icuPlaceholders, isTranslated, poMessages, type PoEntry } from '#shared/po.ts';

// The raw text of every catalog (vitest runs without the Lingui plugin, so `?raw` gives the .po source).
const sources = import.meta.glob<string>('../locales/*/messages.po', { query: '?raw', import: 'default', eager: true });

function catalog(code: string): Map<string, PoEntry> {
  const source = sources[`../locales/${code}/messages.po`];
  if (source === undefined) throw new Error(`client/src/locales/${code}/messages.po is missing`);
  return poMessages(source);
}

const english = catalog(DEFAULT_LANGUAGE);
const others = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);
const show = (keys: string[]) => keys.map((key) => JSON.stringify(key.replace('\u0004', ' | '))).join('\n');

describe('the Lingui catalogs', () => {
  it('exist for exactly the 11 languages', () => {
    expect(Object.keys(sources).sort()).toEqual(LANGUAGE_CODES.map((code) => `../locales/${code}/messages.po`).sort());
    expect(english.size).toBeGreaterThan(100);
  });

  it.each(others)('%s has every English message, each with a non-empty translation', (code) => {
    const messages = catalog(code);
    const missing = [...english.keys()].filter((key) => !messages.has(key));
    const untranslated = [...messages.entries()]
      .filter(([key, entry]) => english.has(key) && !isTranslated(entry))
      .map(([key]) => key);
    expect(missing, `messages missing from ${code}/messages.po:\n${show(missing)}`).toEqual([]);
    expect(untranslated, `empty translations in ${code}/messages.po:\n${show(untranslated)}`).toEqual([]);
  });

  it.each(others)('%s keeps the placeholders and tags of every message', (code) => {
    const broken: string[] = [];
    for (const [key, entry] of catalog(code)) {
      if (!english.has(key) || !isTranslated(entry)) continue;
      const expected = icuPlaceholders(entry.msgid);
      const actual = icuPlaceholders(entry.msgstr);
      if (expected.join() !== actual.join())
        broken.push(`${key}: ${JSON.stringify(entry.msgstr)} has ${actual.join(' ')}, needs ${expected.join(' ')}`);
    }
    expect(broken, `translations that lose or invent placeholders in ${code}:\n${broken.join('\n')}`).toEqual([]);
  });

  it.each(others)('%s holds no messages the English catalog no longer has', (code) => {
    const stale = [...catalog(code).keys()].filter((key) => !english.has(key));
    expect(stale, `messages in ${code} but not in en (run npm run extract):\n${show(stale)}`).toEqual([]);
  });
});

describe('the /i18n.json manifest', () => {
  it('names only messages the UI has (a renamed UI text must be renamed there too)', () => {
    const unknown = manifestMessageIds().filter((id) => !english.has(id));
    expect(unknown, `shared/i18n-manifest.ts names messages that no catalog has:\n${show(unknown)}`).toEqual([]);
  });

  it('is translated in every language from the catalogs', () => {
    const catalogs = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, catalog(code)]));
    const { languages } = buildI18nManifest(catalogTranslator(catalogs));
    const fr = languages.find((language) => language.code === 'fr')!;
    expect(fr.ui.timer.start).toBe(catalog('fr').get('Start')!.msgstr);
    expect(fr.ui.footer.privacy).toBe(catalog('fr').get('Privacy Policy')!.msgstr);
    for (const language of languages) {
      if (language.code === DEFAULT_LANGUAGE) continue;
      // The home title and timer controls read in the language itself, not in English.
      expect(language.meta.description, language.code).not.toBe(languages[0].meta.description);
      expect(language.ui.settings.close, language.code).not.toBe('Close settings');
    }
  });
});
