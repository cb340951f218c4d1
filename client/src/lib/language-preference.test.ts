import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '#shared/languages.ts';
import {
  entryRedirect,
  parseStoredLanguage,
  PREFERRED_LANGUAGE_KEY,
  readPreferredLanguage,
  storePreferredLanguage,
} from './language-preference.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const root = { pathname: '/', search: '', hash: '' };

describe('the stored language', () => {
  it('is written under preferredLanguage as the language code and read back', () => {
    const storage = memoryStorage();
    storePreferredLanguage('ja', storage);
    expect(storage.data.get(PREFERRED_LANGUAGE_KEY)).toBe('ja');
    expect(PREFERRED_LANGUAGE_KEY).toBe('preferredLanguage');
    expect(readPreferredLanguage(storage)).toBe('ja');
  });

  it('accepts every code and locale, and nothing else', () => {
    for (const code of LANGUAGE_CODES) expect(parseStoredLanguage(code)).toBe(code);
    expect(parseStoredLanguage('fr-FR')).toBe('fr');
    expect(parseStoredLanguage('pt-br')).toBe('pt');
    expect(parseStoredLanguage('xx')).toBeNull();
    expect(parseStoredLanguage('')).toBeNull();
    expect(parseStoredLanguage(null)).toBeNull();
    expect(readPreferredLanguage(memoryStorage({ preferredLanguage: 'klingon' }))).toBeNull();
  });

  it('survives storage that is missing or throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readPreferredLanguage(broken)).toBeNull();
    expect(() => storePreferredLanguage('fr', broken)).not.toThrow();
    expect(readPreferredLanguage(null)).toBeNull();
  });
});

describe('entryRedirect', () => {
  it('sends the bare root to the stored language, keeping query and hash', () => {
    expect(entryRedirect(root, 'ja')).toBe('/ja');
    expect(entryRedirect({ pathname: '/', search: '?utm=x', hash: '#top' }, 'fr')).toBe('/fr?utm=x#top');
  });

  it('leaves everything else alone', () => {
    expect(entryRedirect(root, null)).toBeNull();
    expect(entryRedirect(root, 'en')).toBeNull();
    expect(entryRedirect({ ...root, pathname: '/faq' }, 'fr')).toBeNull();
    expect(entryRedirect({ ...root, pathname: '/de' }, 'fr')).toBeNull();
    expect(entryRedirect({ ...root, pathname: '/de/faq' }, 'fr')).toBeNull();
    expect(entryRedirect({ ...root, pathname: '/admin' }, 'fr')).toBeNull();
  });
});
