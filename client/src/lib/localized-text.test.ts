import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '#shared/languages.ts';
import { languageOfParam, loadLocalizedText, type LocalizedTextLoaders } from './localized-text.ts';

/** Loaders whose text is the language code, failing for the codes in `broken`. */
function loaders(broken: LanguageCode[] = []): LocalizedTextLoaders<string> {
  return Object.fromEntries(
    LANGUAGE_CODES.map((code) => [
      code,
      () =>
        broken.includes(code)
          ? Promise.reject(new Error(`chunk ${code} failed`))
          : Promise.resolve({ default: `text in ${code}` }),
    ]),
  ) as LocalizedTextLoaders<string>;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('languageOfParam', () => {
  it('reads the optional {-$lang} param: none, en or an unknown prefix is English', () => {
    expect(languageOfParam(undefined)).toBe('en');
    expect(languageOfParam('en')).toBe('en');
    expect(languageOfParam('xx')).toBe('en');
    expect(languageOfParam('ja')).toBe('ja');
    expect(languageOfParam('tr')).toBe('tr');
  });
});

describe('loadLocalizedText', () => {
  it('loads the text of the language, with its BCP 47 tag', async () => {
    await expect(loadLocalizedText(loaders(), 'ko', 'FAQ')).resolves.toEqual({
      language: 'ko',
      locale: 'ko-KR',
      text: 'text in ko',
    });
  });

  it('falls back to English, logged, when the chunk of the language cannot be loaded', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadLocalizedText(loaders(['de']), 'de', 'FAQ')).resolves.toEqual({
      language: 'en',
      locale: 'en-US',
      text: 'text in en',
    });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0][0])).toContain('Could not load the "de" FAQ');
  });

  it('rejects when English itself cannot be loaded (the route shows its error page)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadLocalizedText(loaders(['en']), 'en', 'FAQ')).rejects.toThrow('chunk en failed');
    await expect(loadLocalizedText(loaders(['fr', 'en']), 'fr', 'FAQ')).rejects.toThrow('chunk en failed');
  });

  it("says, once a fallback was used, that the server's HTML cannot be taken over (the app renders anew)", async () => {
    // Fresh modules: the flag lasts for the page's life, and the tests above set it.
    vi.resetModules();
    const text = await import('./localized-text.ts');
    const serverHtml = await import('./server-html.ts');
    await text.loadLocalizedText(loaders(), 'de', 'FAQ');
    expect(serverHtml.canTakeOverServerHtml()).toBe(true);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await text.loadLocalizedText(loaders(['de']), 'de', 'FAQ');
    expect(serverHtml.canTakeOverServerHtml()).toBe(false);
  });
});
