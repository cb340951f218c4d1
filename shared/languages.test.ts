import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_CODES,
  getLanguage,
  isLanguageCode,
  isPrefixedLanguageCode,
  localizePath,
  parseLanguagePrefix,
  stripLanguagePrefix,
} from './languages.ts';

const prefixed = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);

describe('language list', () => {
  it('has the 11 languages with unique codes and locales, English first and default', () => {
    expect(LANGUAGE_CODES).toEqual(['en', 'de', 'fr', 'es', 'tr', 'it', 'ja', 'zh', 'ru', 'pt', 'ko']);
    expect(new Set(LANGUAGES.map((l) => l.locale)).size).toBe(11);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(getLanguage('pt').locale).toBe('pt-BR');
    expect(getLanguage('zh').locale).toBe('zh-CN');
    for (const language of LANGUAGES) {
      expect(language.locale.startsWith(`${language.code}-`)).toBe(true);
      expect(language.nativeName).not.toBe('');
      expect(language.dir).toBe('ltr');
    }
  });

  it('tells codes and prefixes apart', () => {
    expect(isLanguageCode('fr')).toBe(true);
    expect(isLanguageCode('en')).toBe(true);
    expect(isLanguageCode('xx')).toBe(false);
    expect(isLanguageCode('FR')).toBe(false);
    expect(isLanguageCode(undefined)).toBe(false);
    expect(isPrefixedLanguageCode('en')).toBe(false);
    expect(isPrefixedLanguageCode('ko')).toBe(true);
  });
});

describe('parseLanguagePrefix', () => {
  it.each(prefixed)('reads the /%s prefix', (code) => {
    expect(parseLanguagePrefix(`/${code}/faq`)).toEqual({ lang: code, rest: '/faq' });
    expect(parseLanguagePrefix(`/${code}/blog/pomodoro-hacks`)).toEqual({ lang: code, rest: '/blog/pomodoro-hacks' });
    expect(parseLanguagePrefix(`/${code}`)).toEqual({ lang: code, rest: '/' });
    expect(parseLanguagePrefix(`/${code}/`)).toEqual({ lang: code, rest: '/' });
    expect(parseLanguagePrefix(`/${code}?x=1`)).toEqual({ lang: code, rest: '/?x=1' });
  });

  it.each(prefixed)('does not take /%sxyz or /xyz/%s for a prefix', (code) => {
    expect(parseLanguagePrefix(`/${code}xyz`)).toEqual({ lang: 'en', rest: `/${code}xyz` });
    expect(parseLanguagePrefix(`/blog/${code}`)).toEqual({ lang: 'en', rest: `/blog/${code}` });
  });

  it('treats everything else as English', () => {
    expect(parseLanguagePrefix('/')).toEqual({ lang: 'en', rest: '/' });
    expect(parseLanguagePrefix('')).toEqual({ lang: 'en', rest: '/' });
    expect(parseLanguagePrefix('/france')).toEqual({ lang: 'en', rest: '/france' });
    expect(parseLanguagePrefix('/faq')).toEqual({ lang: 'en', rest: '/faq' });
    expect(parseLanguagePrefix('/FR/faq')).toEqual({ lang: 'en', rest: '/FR/faq' });
    // English has no prefix, so /en is an ordinary (unknown) path.
    expect(parseLanguagePrefix('/en/faq')).toEqual({ lang: 'en', rest: '/en/faq' });
    expect(parseLanguagePrefix('/admin/dashboard')).toEqual({ lang: 'en', rest: '/admin/dashboard' });
  });
});

describe('stripLanguagePrefix', () => {
  it.each(prefixed)('strips /%s', (code) => {
    expect(stripLanguagePrefix(`/${code}/about`)).toBe('/about');
    expect(stripLanguagePrefix(`/${code}`)).toBe('/');
  });

  it('leaves unprefixed paths alone', () => {
    expect(stripLanguagePrefix('/')).toBe('/');
    expect(stripLanguagePrefix('/about')).toBe('/about');
    expect(stripLanguagePrefix('/france/paris')).toBe('/france/paris');
  });
});

describe('localizePath', () => {
  it.each(prefixed)('prefixes paths with /%s', (code) => {
    expect(localizePath('/', code)).toBe(`/${code}`);
    expect(localizePath('/faq', code)).toBe(`/${code}/faq`);
    expect(localizePath('/?t=1', code)).toBe(`/${code}?t=1`);
    expect(parseLanguagePrefix(localizePath('/blog/x', code))).toEqual({ lang: code, rest: '/blog/x' });
  });

  it('uses no prefix for English and replaces an existing prefix', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/faq', 'en')).toBe('/faq');
    expect(localizePath('/fr/faq', 'en')).toBe('/faq');
    expect(localizePath('/fr/faq', 'de')).toBe('/de/faq');
    expect(localizePath('/de', 'ja')).toBe('/ja');
  });
});
