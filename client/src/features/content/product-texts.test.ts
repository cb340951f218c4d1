import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '#shared/languages.ts';
import { LAYER_IDS } from '#shared/soundscape/ids.ts';
import { PRODUCT_FACTS as F } from '#shared/product-facts.ts';
import { DEFAULT_CYCLE_SETTINGS, DEFAULT_DURATIONS } from '#shared/settings.ts';
import { ABOUT_TEXTS, type AboutText } from './about/about-data.ts';
import { BLOG_ARTICLES, loadBlogArticle } from './blog/articles.ts';
import { BLOG_POSTS, loadBlogPost } from './blog/posts.ts';
import type { FaqText } from './faq/faq-data.ts';
import { FAQ_TEXTS } from './faq/faq-texts.ts';

// Decision 0065: the texts that describe Pomolo tell the truth about what it does now.
const faqs = Object.fromEntries(
  await Promise.all(LANGUAGE_CODES.map(async (code) => [code, (await FAQ_TEXTS[code]()).default] as const)),
) as Record<LanguageCode, FaqText>;
const abouts = Object.fromEntries(
  await Promise.all(LANGUAGE_CODES.map(async (code) => [code, (await ABOUT_TEXTS[code]()).default] as const)),
) as Record<LanguageCode, AboutText>;
const blog = [
  ...(await Promise.all(BLOG_ARTICLES.map((meta) => loadBlogArticle(meta.slug)))),
  ...(await Promise.all(BLOG_POSTS.map((meta) => loadBlogPost(meta.slug)))),
].map((entry) => {
  if (!entry) throw new Error('a blog entry has no body');
  return { slug: entry.slug, text: entry.content };
});
const catalogs = import.meta.glob<string>('../../locales/*/messages.po', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Whole numbers in a text (full-width digits too); "25/5" is 25 and 5. */
const numbers = (text: string) => [...text.normalize('NFKC').matchAll(/\d+/g)].map((match) => Number(match[0]));

const allText = (code: LanguageCode) =>
  [...Object.values(faqs[code]).flatMap((entry) => [entry.q, entry.a]), JSON.stringify(abouts[code])].join('\n');

describe('the FAQ’s stated defaults, in every language', () => {
  it.each(LANGUAGE_CODES)(
    '%s: the defaults answer states every default of the settings and no other number',
    (code) => {
      const answer = faqs[code].defaults.a;
      const stated = numbers(answer);
      const defaults = [
        DEFAULT_DURATIONS.workMinutes,
        DEFAULT_DURATIONS.breakMinutes,
        DEFAULT_CYCLE_SETTINGS.longBreakEvery,
        DEFAULT_CYCLE_SETTINGS.longBreakMinutes,
        DEFAULT_CYCLE_SETTINGS.dailyGoal,
      ];
      for (const value of defaults) expect(stated, `${code} lacks ${value}: ${answer}`).toContain(value);
      // "1 日の目標" (a day's goal) is the only other figure a translation may need.
      expect(
        stated.filter((n) => !defaults.includes(n) && n !== 1),
        answer,
      ).toEqual([]);
    },
  );

  it.each(LANGUAGE_CODES)(
    '%s: the durations answer states the settings’ ranges and presets and no other number',
    (code) => {
      const answer = faqs[code]['change-durations'].a;
      const allowed = new Set([
        F.workMinMinutes,
        F.workMaxMinutes,
        F.breakMinMinutes,
        F.breakMaxMinutes,
        F.longBreakEveryMin,
        F.longBreakEveryMax,
        F.longBreakMinMinutes,
        F.longBreakMaxMinutes,
        F.dailyGoalMin,
        F.dailyGoalMax,
        ...[F.presetPomodoro, F.presetExtended, F.presetLongForm].flatMap(numbers),
        3, // "3 つのプリセット": the number of presets, written as a digit in Japanese
      ]);
      expect(
        numbers(answer).filter((n) => !allowed.has(n)),
        answer,
      ).toEqual([]);
      for (const value of [F.workMaxMinutes, F.breakMaxMinutes, F.longBreakMaxMinutes, F.dailyGoalMax])
        expect(numbers(answer), answer).toContain(value);
    },
  );

  it.each(LANGUAGE_CODES)(
    '%s: the session-end answer says when the next phase comes and that auto-start exists',
    (code) => {
      const answer = faqs[code]['session-end'].a;
      expect(numbers(answer)).toContain(F.phaseSwitchSeconds);
      expect(numbers(answer)).toContain(F.longBreakEvery);
    },
  );
});

/** Sentences that were true once and are not any more (issue 25), as each language wrote them. */
const FALSE_SENTENCES: Partial<Record<LanguageCode, string[]>> = {
  en: [
    'deliberately does not start the next phase on its own',
    'the music keeps playing through breaks',
    'A simple view of your focus history',
    'fade the music during breaks',
  ],
  de: [
    'startet die nächste Phase bewusst nicht von selbst',
    'Die Musik spielt über Pausen und Phasenwechsel hinweg weiter',
  ],
  fr: [
    'ne lance volontairement pas la phase suivante tout seul',
    'la musique continue pendant les pauses et les changements de phase',
  ],
  es: [
    'no empieza la siguiente fase por su cuenta, y es a propósito',
    'la música sigue sonando durante los descansos y los cambios de fase',
  ],
  tr: [
    'bir sonraki aşamayı bilerek kendiliğinden başlatmaz',
    'Müzik molalar ve aşama değişiklikleri boyunca çalmaya devam eder',
  ],
  it: ['non avvia di proposito la fase successiva da solo', 'la musica continua durante le pause e i cambi di fase'],
  ja: ['あえて次のフェーズを自動で始めない', '音楽は休憩中もフェーズが切り替わっても流れ続けます'],
  zh: ['特意不自动开始下一个阶段', '音乐会在休息和阶段切换时继续播放'],
  ru: ['намеренно не запускает следующую фазу сам', 'музыка продолжает играть во время перерывов и смены фаз'],
  pt: [
    'não inicia a próxima fase sozinho, e isso é de propósito',
    'a música continua tocando durante as pausas e as trocas de fase',
  ],
  ko: ['다음 단계를 저절로 시작하지 않는 것은 의도된 것입니다', '음악은 휴식이나 단계가 바뀌는 동안에도 계속 재생되고'],
};

const FALSE_IN_BLOG = [
  'does not include a task list',
  'does not switch to a long break automatically',
  'does not handle the long break for you',
  'It counts the focus sessions you complete, and that is about it for statistics',
  'a lo-fi music player, nothing more',
  'a lo-fi music player, and nothing else',
  'The next phase does not start on its own',
];

describe('the known false sentences', () => {
  it.each(LANGUAGE_CODES)('%s: are gone from the FAQ and About', (code) => {
    const text = allText(code);
    for (const sentence of FALSE_SENTENCES[code] ?? []) expect(text).not.toContain(sentence);
  });

  it('are gone from the blog', () => {
    for (const { slug, text } of blog)
      for (const sentence of FALSE_IN_BLOG) expect(text, `${slug}: “${sentence}”`).not.toContain(sentence);
  });

  it('are gone from the recommendations placeholder in every catalog', () => {
    expect(Object.keys(catalogs)).toHaveLength(LANGUAGE_CODES.length);
    for (const [file, source] of Object.entries(catalogs))
      expect(source, file).not.toMatch(/longer break after every fourth session/);
  });

  it('the blog cites the settings, not copies of them', () => {
    const comparison = blog.find((entry) => entry.slug === 'pomodoro-apps-comparison')!.text;
    expect(comparison).toContain(
      `A long break of ${F.defaultLongBreakMinutes} minutes follows every ${F.longBreakEvery}`,
    );
    const guide = blog.find((entry) => entry.slug === 'pomodoro-technique-guide')!.text;
    expect(guide).toContain(`after every ${F.longBreakEvery} focus sessions it gives you a long break`);
  });
});

describe('the soundscape in the texts', () => {
  /** "Eleven" as each FAQ writes it. */
  const ELEVEN: Record<LanguageCode, string> = {
    en: 'mixes eleven sounds',
    de: 'elf Klänge',
    es: 'once sonidos',
    fr: 'onze sons',
    it: 'undici suoni',
    ja: '11種類の音',
    ko: '열한 가지 소리',
    pt: 'onze sons',
    ru: 'одиннадцать звуков',
    tr: 'on bir sesi',
    zh: '十一种声音',
  };

  it('has eleven sounds, as the FAQ in every language and the blog say', () => {
    // When a sound is added or removed, these texts need the new count.
    expect(LAYER_IDS).toHaveLength(11);
    for (const code of LANGUAGE_CODES) expect(faqs[code].soundscape.a, code).toContain(ELEVEN[code]);
    const comparison = blog.find((entry) => entry.slug === 'pomodoro-apps-comparison')!.text;
    expect(comparison).toContain('mixes eleven ambient sounds');
  });

  it.each(LANGUAGE_CODES)('%s: About names the Soundscape panel as the page does', (code) => {
    const source = catalogs[`../../locales/${code}/messages.po`];
    const name = code === 'en' ? 'Soundscape' : /^msgid "Soundscape"\nmsgstr "(.+)"$/m.exec(source)?.[1];
    expect(name, code).toBeTruthy();
    expect(JSON.stringify(abouts[code].different)).toContain(name!);
  });
});
