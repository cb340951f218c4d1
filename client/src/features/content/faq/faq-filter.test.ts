import { describe, expect, it } from 'vitest';
import { getLanguage, LANGUAGE_CODES, type LanguageCode } from '#shared/languages.ts';
import { faqCategories } from './faq-data.ts';
import { filterFaq, normalizeForSearch, searchTerms } from './faq-filter.ts';
import { FAQ_TEXTS } from './faq-texts.ts';

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

describe('normalizeForSearch in each language', () => {
  const locale = (code: LanguageCode) => getLanguage(code).locale;

  it('de: umlauts and ß fold to what a keyboard without them types', () => {
    expect(normalizeForSearch('ÜBERSPRINGEN', locale('de'))).toBe('uberspringen');
    expect(normalizeForSearch('beim Schließen', locale('de'))).toBe('beim schliessen');
  });

  it('fr, es, it, pt: accents, cedillas, tildes and ligatures', () => {
    expect(normalizeForSearch('Cœur d’ÉTÉ', locale('fr'))).toBe('coeur d’ete');
    expect(normalizeForSearch('AÑADIR canción', locale('es'))).toBe('anadir cancion');
    expect(normalizeForSearch('PERCHÉ città', locale('it'))).toBe('perche citta');
    expect(normalizeForSearch('CONFIGURAÇÕES', locale('pt'))).toBe('configuracoes');
  });

  it('tr: dotted and dotless i by Turkish rules, and typed without Turkish letters', () => {
    const tr = locale('tr');
    // Turkish lower-casing: I is ı and İ is i. So "IŞIK" finds "ışık", and "İNDİR" finds "indir".
    expect(normalizeForSearch('IŞIK', tr)).toBe(normalizeForSearch('ışık', tr));
    expect(normalizeForSearch('İNDİR', tr)).toBe('indir');
    // Typed on a keyboard without ı, ş, ç, ğ, ö, ü.
    expect(normalizeForSearch('kısayolları', tr)).toBe('kisayollari');
    expect(normalizeForSearch('Çevrimdışı Güncellemeler', tr)).toBe('cevrimdisi guncellemeler');
    // Outside Turkish, İ does not leave a stray combining dot behind.
    expect(normalizeForSearch('İstanbul', locale('en'))).toBe('istanbul');
  });

  it('ru: case and ё fold, but й stays a letter of its own', () => {
    const ru = locale('ru');
    expect(normalizeForSearch('Учётная ЗАПИСЬ', ru)).toBe('учетная запись');
    expect(normalizeForSearch('НАСТРОЙКИ', ru)).toBe('настройки');
    expect(normalizeForSearch('й', ru)).not.toBe(normalizeForSearch('и', ru));
  });

  it('ja: half- and full-width forms fold, katakana reads as hiragana, voicing marks stay', () => {
    const ja = locale('ja');
    expect(normalizeForSearch('ｼｮｰﾄｶｯﾄ', ja)).toBe(normalizeForSearch('ショートカット', ja));
    expect(normalizeForSearch('ショートカット', ja)).toBe(normalizeForSearch('しょーとかっと', ja));
    expect(normalizeForSearch('ＰＷＡ', ja)).toBe('pwa');
    expect(normalizeForSearch('ガ', ja)).toBe('が');
    expect(normalizeForSearch('が', ja)).not.toBe(normalizeForSearch('か', ja));
  });

  it('zh and ko: characters and syllables unchanged, full-width punctuation folded', () => {
    expect(normalizeForSearch('快捷键（Ｗｅｂ）', locale('zh'))).toBe('快捷键(web)');
    expect(normalizeForSearch('단축키를 누르세요', locale('ko'))).toBe('단축키를 누르세요');
  });

  it('splits a Japanese query on the ideographic space', () => {
    expect(searchTerms('タイマー\u3000設定', locale('ja'))).toEqual(['たいまー', '設定']);
  });
});

const faqs = Object.fromEntries(
  await Promise.all(
    LANGUAGE_CODES.map(async (code) => [code, faqCategories((await FAQ_TEXTS[code]()).default)] as const),
  ),
);

describe('filterFaq on the FAQ of each language', () => {
  const ids = (code: LanguageCode, query: string) =>
    filterFaq(faqs[code], query, getLanguage(code).locale).flatMap((category) =>
      category.questions.map((question) => question.id),
    );

  // The translation of "keyboard shortcuts" finds that one question in every language, whatever the case
  // and with or without accents (Japanese, Chinese and Korean as a substring of running text).
  it.each([
    ['en', 'SHORTCUTS'],
    ['de', 'TASTENKURZEL'],
    ['fr', 'RACCOURCIS'],
    ['es', 'ATAJOS'],
    ['tr', 'KISAYOL'],
    ['tr', 'kısayol'],
    ['it', 'SCORCIATOIE'],
    ['ja', 'ショートカット'],
    ['ja', 'しょーとかっと'],
    ['ja', 'ｼｮｰﾄｶｯﾄ'],
    ['zh', '快捷键'],
    ['ru', 'ГОРЯЧИЕ КЛАВИШИ'],
    ['pt', 'ATALHOS'],
    ['ko', '단축키'],
    ['ko', '단축'],
  ] as const)('%s: "%s" finds the keyboard shortcuts question', (code, query) => {
    expect(ids(code, query)).toEqual(['shortcuts']);
  });

  it.each([
    ['de', 'schliessen', ['settings-reset']],
    ['fr', 'ecouter', ['music-offline']],
    ['es', 'anadir', ['install']],
    ['it', 'perche', ['change-durations', 'no-autoplay']],
    ['ru', 'учетная', ['account']],
    ['pt', 'repouso', ['ended-asleep']],
    ['ja', 'スリープ', ['ended-asleep']],
    ['zh', '休眠', ['ended-asleep']],
    ['ko', '절전', ['ended-asleep']],
  ] as const)('%s: "%s" finds %j', (code, query, expected) => {
    expect(ids(code, query)).toEqual(expected);
  });

  it.each(LANGUAGE_CODES)('%s: a blank query keeps all %s questions, nonsense finds none', (code) => {
    expect(ids(code, '  ')).toHaveLength(faqs.en.flatMap((category) => category.questions).length);
    expect(ids(code, 'zzqx')).toEqual([]);
  });
});
