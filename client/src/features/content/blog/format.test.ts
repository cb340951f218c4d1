import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/languages.ts';
import { safeHttpUrl } from '#shared/safe-url.ts';
import { adClientId, adUnitId } from './config.ts';
import { blogDocumentTitle, formatBlogDate } from './format.ts';

describe('formatBlogDate', () => {
  it('formats the ISO date in the page language, on the same calendar day everywhere', () => {
    expect(formatBlogDate('2024-11-28', 'en-US')).toBe('November 28, 2024');
    expect(formatBlogDate('2024-11-28', 'fr-FR')).toBe('28 novembre 2024');
    expect(formatBlogDate('2025-06-20', 'de-DE')).toBe('20. Juni 2025');
    expect(formatBlogDate('2024-01-15', 'es-ES')).toBe('15 de enero de 2024');
  });

  it('writes the date the way each of the 11 page languages does', () => {
    const expected: Record<string, string> = {
      'en-US': 'November 28, 2024',
      'de-DE': '28. November 2024',
      'fr-FR': '28 novembre 2024',
      'es-ES': '28 de noviembre de 2024',
      'tr-TR': '28 Kasım 2024',
      'it-IT': '28 novembre 2024',
      'ja-JP': '2024年11月28日',
      'zh-CN': '2024年11月28日',
      'ru-RU': '28 ноября 2024 г.',
      'pt-BR': '28 de novembro de 2024',
      'ko-KR': '2024년 11월 28일',
    };
    expect(Object.keys(expected)).toEqual(LANGUAGES.map((language) => language.locale));
    for (const [locale, text] of Object.entries(expected)) expect(formatBlogDate('2024-11-28', locale)).toBe(text);
  });

  it('gives an invalid date back unchanged', () => {
    expect(formatBlogDate('not-a-date', 'en-US')).toBe('not-a-date');
  });
});

describe('blogDocumentTitle', () => {
  it('suffixes the product name', () => {
    expect(blogDocumentTitle('Blog')).toBe('Blog — Pomolo');
  });
});

describe('blog configuration', () => {
  it('accepts only absolute http(s) newsletter URLs', () => {
    expect(safeHttpUrl('https://news.example.com/subscribe')).toBe('https://news.example.com/subscribe');
    expect(safeHttpUrl(' http://example.com ')).toBe('http://example.com/');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('/newsletter')).toBeNull();
    expect(safeHttpUrl('')).toBeNull();
    expect(safeHttpUrl(undefined)).toBeNull();
  });

  it('accepts only well-formed ad client and ad unit ids', () => {
    expect(adClientId('ca-pub-1234567890123456')).toBe('ca-pub-1234567890123456');
    expect(adClientId('ca-pub-x"><script>')).toBeNull();
    expect(adClientId(undefined)).toBeNull();
    expect(adUnitId('1234567890')).toBe('1234567890');
    expect(adUnitId('12ab')).toBeNull();
  });
});
