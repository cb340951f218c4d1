import { describe, expect, it } from 'vitest';
import { categoryTextIn, normaliseCategoryTranslations } from './category-translations.ts';

describe('category translations', () => {
  it('trims texts and drops empty entries and languages', () => {
    expect(
      normaliseCategoryTranslations({
        fr: { name: '  Piano doux ', description: '' },
        de: { name: ' ', description: null },
        ja: { description: '静かなピアノ' },
      }),
    ).toEqual({ ok: true, translations: { fr: { name: 'Piano doux' }, ja: { description: '静かなピアノ' } } });
    expect(normaliseCategoryTranslations(undefined)).toEqual({ ok: true, translations: {} });
  });

  it('refuses unknown languages, the default language, wrong types and texts over the limits', () => {
    for (const raw of [
      [],
      'fr',
      { xx: { name: 'a' } },
      { en: { name: 'a' } },
      { fr: 'Piano' },
      { fr: { name: 3 } },
      { fr: { name: 'n'.repeat(101) } },
      { fr: { description: 'd'.repeat(501) } },
      { ja: { name: '\ud800' } },
    ]) {
      expect(normaliseCategoryTranslations(raw).ok, JSON.stringify(raw).slice(0, 40)).toBe(false);
    }
  });

  it('shows the translation where there is one and the category as entered elsewhere', () => {
    const category = {
      name: 'Soft Piano',
      description: 'Quiet keys.',
      translations: { fr: { name: 'Piano doux' }, de: { name: 'Sanftes Klavier', description: 'Leise Tasten.' } },
    };
    expect(categoryTextIn(category, 'fr')).toEqual({ name: 'Piano doux', description: 'Quiet keys.' });
    expect(categoryTextIn(category, 'de')).toEqual({ name: 'Sanftes Klavier', description: 'Leise Tasten.' });
    expect(categoryTextIn(category, 'ja')).toEqual({ name: 'Soft Piano', description: 'Quiet keys.' });
    expect(categoryTextIn({ name: 'X', description: '' }, 'fr')).toEqual({ name: 'X', description: '' });
  });
});
