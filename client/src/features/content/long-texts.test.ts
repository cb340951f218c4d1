import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '#shared/languages.ts';
import { ABOUT_SECTION_IDS, ABOUT_TEXTS, type AboutBlock, type AboutText } from './about/about-data.ts';
import { FAQ_OUTLINE, type FaqText } from './faq/faq-data.ts';
import { FAQ_TEXTS } from './faq/faq-texts.ts';

// The catalog completeness test (lib/catalogs.test.ts) for the long texts: the FAQ and the About page
// of every language, loaded through the same per-language imports the route loaders use.
const faqs = Object.fromEntries(
  await Promise.all(LANGUAGE_CODES.map(async (code) => [code, (await FAQ_TEXTS[code]()).default] as const)),
) as Record<LanguageCode, FaqText>;
const abouts = Object.fromEntries(
  await Promise.all(LANGUAGE_CODES.map(async (code) => [code, (await ABOUT_TEXTS[code]()).default] as const)),
) as Record<LanguageCode, AboutText>;

const others = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);
const questionIds = FAQ_OUTLINE.flatMap((category) => [...category.questions]);

/**
 * What a translation must carry over exactly: numbers (25, 2024, 45/10 is 45 and 10), language
 * paths (/de) and ICU-style placeholders ({name}). Full-width digits count as digits.
 */
function figures(text: string): string[] {
  return [...text.normalize('NFKC').matchAll(/\d+|\/[a-z]{2}\b|\{[^{}]+\}/g)].map((match) => match[0]);
}

/** The figures of `english` that `translated` lacks (each as often as English has it). */
function missingFigures(english: string, translated: string): string[] {
  const left = figures(translated);
  const missing: string[] = [];
  for (const figure of figures(english)) {
    const index = left.indexOf(figure);
    if (index === -1) missing.push(figure);
    else left.splice(index, 1);
  }
  return missing;
}

/** Every string of an About section, in order. */
function sectionStrings(blocks: readonly AboutBlock[]): string[] {
  return blocks.flatMap((block) =>
    typeof block === 'string'
      ? [block]
      : block.flatMap((item) => (typeof item === 'string' ? [item] : [item.lead, item.text])),
  );
}

/** The shape of an About section: "p" for a paragraph, "ul:" and one letter per item (t text, l lead + text). */
function sectionShape(blocks: readonly AboutBlock[]): string[] {
  return blocks.map((block) =>
    typeof block === 'string' ? 'p' : `ul:${block.map((item) => (typeof item === 'string' ? 't' : 'l')).join('')}`,
  );
}

const paragraphs = (text: string) => text.split('\n\n');

describe('the figure check', () => {
  it('notices a lost, changed or missing repeated figure and accepts reworded ones', () => {
    expect(missingFigures('25/5 in 11 languages', '25/5 in 11 Sprachen')).toEqual([]);
    expect(missingFigures('25/5 in 11 languages', '25/5 in elf Sprachen')).toEqual(['11']);
    expect(missingFigures('founded in 2024', 'fondé en 2025')).toEqual(['2024']);
    expect(missingFigures('25 minutes, then 25 more', '25 Minuten, dann noch einmal so lange')).toEqual(['25']);
    expect(missingFigures('/de for German', 'für Deutsch')).toEqual(['/de']);
    expect(missingFigures('Hello {name}', 'Bonjour')).toEqual(['{name}']);
    // Extra figures are fine (Japanese writes "2 秒" where English writes "two seconds").
    expect(missingFigures('two seconds', '２ 秒後')).toEqual([]);
  });
});

describe('the FAQ texts', () => {
  it('exist for exactly the 11 languages, and English states the product figures', () => {
    expect(Object.keys(FAQ_TEXTS).sort()).toEqual([...LANGUAGE_CODES].sort());
    const english = Object.values(faqs.en)
      .map((entry) => `${entry.q}\n${entry.a}`)
      .join('\n');
    for (const figure of ['25', '5', '11', '180', '/de']) expect(figures(english)).toContain(figure);
    expect(questionIds.length).toBeGreaterThanOrEqual(30);
  });

  it.each(LANGUAGE_CODES)('%s has every question and answer of the outline, none empty', (code) => {
    const text = faqs[code];
    expect(Object.keys(text).sort(), `questions of faq-${code}.ts`).toEqual([...questionIds].sort());
    const empty = questionIds.filter(
      (id) => text[id].q.trim() === '' || paragraphs(text[id].a).some((paragraph) => paragraph.trim() === ''),
    );
    expect(empty, `empty questions, answers or paragraphs in faq-${code}.ts`).toEqual([]);
  });

  it.each(others)('%s translates every entry, paragraph for paragraph, keeping every figure', (code) => {
    const problems: string[] = [];
    for (const id of questionIds) {
      const english = faqs.en[id];
      const translated = faqs[code][id];
      if (translated.q === english.q) problems.push(`${id}: the question is the English one`);
      if (translated.a === english.a) problems.push(`${id}: the answer is the English one`);
      const expected = paragraphs(english.a).length;
      const actual = paragraphs(translated.a).length;
      if (actual !== expected) problems.push(`${id}: ${actual} paragraphs, English has ${expected}`);
      const lost = missingFigures(`${english.q}\n${english.a}`, `${translated.q}\n${translated.a}`);
      if (lost.length > 0) problems.push(`${id}: loses ${lost.join(' ')}`);
    }
    expect(problems, `faq-${code}.ts`).toEqual([]);
  });
});

describe('the About texts', () => {
  it('exist for exactly the 11 languages, and English states the product figures', () => {
    expect(Object.keys(ABOUT_TEXTS).sort()).toEqual([...LANGUAGE_CODES].sort());
    const english = ABOUT_SECTION_IDS.flatMap((id) => sectionStrings(abouts.en[id])).join('\n');
    for (const figure of ['2024', '25', '5', '11', '45', '10', '60', '15', '180', '30'])
      expect(figures(english)).toContain(figure);
  });

  it.each(LANGUAGE_CODES)('%s has every section, with the same paragraphs and lists as English, none empty', (code) => {
    const text = abouts[code];
    expect(Object.keys(text).sort(), `sections of about-${code}.ts`).toEqual([...ABOUT_SECTION_IDS].sort());
    for (const id of ABOUT_SECTION_IDS) {
      expect(sectionShape(text[id]), `shape of "${id}" in about-${code}.ts`).toEqual(sectionShape(abouts.en[id]));
      const empty = sectionStrings(text[id]).filter((part) => part.trim() === '');
      expect(empty, `empty texts in "${id}" of about-${code}.ts`).toEqual([]);
    }
  });

  it.each(others)('%s translates every section, keeping every figure', (code) => {
    const problems: string[] = [];
    for (const id of ABOUT_SECTION_IDS) {
      const english = sectionStrings(abouts.en[id]);
      const translated = sectionStrings(abouts[code][id]);
      const untranslated = translated.filter((part, index) => part === english[index]);
      if (untranslated.length > 0) problems.push(`${id}: still English: ${untranslated.join(' | ')}`);
      const lost = missingFigures(english.join('\n'), translated.join('\n'));
      if (lost.length > 0) problems.push(`${id}: loses ${lost.join(' ')}`);
    }
    expect(problems, `about-${code}.ts`).toEqual([]);
  });
});
