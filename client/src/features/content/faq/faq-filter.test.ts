import { describe, expect, it } from 'vitest';
import { filterFaq, normalizeForSearch, searchTerms } from './faq-filter.ts';

const categories = [
  {
    id: 'timer',
    questions: [
      { q: 'What are the default timer settings?', a: 'A 25-minute work session followed by a 5-minute break.' },
      { q: 'Are there keyboard shortcuts?', a: 'Space starts or pauses the timer.' },
    ],
  },
  {
    id: 'music',
    questions: [{ q: 'What music plays?', a: 'Calm lo-fi in four categories, like Coffee & Jazz at a café.' }],
  },
];

describe('filterFaq', () => {
  it('keeps everything for a blank or whitespace query', () => {
    expect(filterFaq(categories, '')).toEqual(categories);
    expect(filterFaq(categories, '   \t')).toEqual(categories);
  });

  it('matches questions case-insensitively', () => {
    const result = filterFaq(categories, 'KEYBOARD');
    expect(result).toHaveLength(1);
    expect(result[0].id).toBe('timer');
    expect(result[0].questions.map((entry) => entry.q)).toEqual(['Are there keyboard shortcuts?']);
  });

  it('matches answers too', () => {
    const result = filterFaq(categories, '25-minute');
    expect(result.map((category) => category.id)).toEqual(['timer']);
    expect(result[0].questions).toHaveLength(1);
    expect(result[0].questions[0].q).toBe('What are the default timer settings?');
  });

  it('drops categories left without questions and keeps the others whole', () => {
    const result = filterFaq(categories, 'lo-fi');
    expect(result).toEqual([categories[1]]);
  });

  it('needs every word, in the question or the answer, in any order', () => {
    expect(filterFaq(categories, 'break default').map((c) => c.questions.length)).toEqual([1]);
    expect(filterFaq(categories, 'default jazz')).toEqual([]);
  });

  it('ignores accents', () => {
    expect(filterFaq(categories, 'cafe')).toHaveLength(1);
    expect(filterFaq(categories, 'CAFÉ')).toHaveLength(1);
  });

  it('returns nothing when nothing matches, without touching the input', () => {
    const before = JSON.stringify(categories);
    expect(filterFaq(categories, 'zebra')).toEqual([]);
    expect(JSON.stringify(categories)).toBe(before);
  });
});

describe('search helpers', () => {
  it('normalises case and accents', () => {
    expect(normalizeForSearch('Ça Déjà')).toBe('ca deja');
  });

  it('splits a query into words', () => {
    expect(searchTerms('  Offline   INSTALL ')).toEqual(['offline', 'install']);
    expect(searchTerms('')).toEqual([]);
  });
});
