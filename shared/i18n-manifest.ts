/**
 * The language list served as /i18n.json: code, locale, name, nativeName, dir, page meta and the short
 * UI groups (timer, settings, player, categories, footer) for every routed language.
 *
 * The texts are not written here: each field names the English message the UI itself uses (the
 * msgid in the Lingui catalogs, client/src/locales/{code}/messages.po) and the server fills in each
 * language's translation from those catalogs. So /i18n.json says exactly what the interface says,
 * and a new translation needs no second copy. client/src/lib/catalogs.test.ts checks that every
 * message named here exists in the English catalog.
 */
import { LANGUAGES, type LanguageCode } from './languages.ts';
import { isTranslated, type PoEntry } from './po.ts';

export interface I18nUi {
  timer: { focus: string; break: string; start: string; pause: string; reset: string; skip: string };
  settings: { title: string; workDuration: string; breakDuration: string; minutes: string; close: string };
  player: {
    play: string;
    pause: string;
    next: string;
    previous: string;
    shuffle: string;
    mute: string;
    volume: string;
  };
  categories: { 'study-focus': string; 'chill-relax': string; 'coffee-jazz': string; 'sleep-calm': string };
  footer: {
    about: string;
    contact: string;
    privacy: string;
    terms: string;
    blog: string;
    faq: string;
    recommendations: string;
  };
}

export interface I18nEntry {
  code: LanguageCode;
  locale: string;
  name: string;
  nativeName: string;
  dir: 'ltr' | 'rtl';
  meta: { title: string; description: string };
  ui: I18nUi;
}

type Texts = Pick<I18nEntry, 'meta' | 'ui'>;

/** Which catalog message (English msgid) each field of `meta` and `ui` is. */
export const I18N_MESSAGE_IDS: Texts = {
  // The home page's title and description (client/src/lib/page-meta.ts).
  meta: {
    title: 'Pomolo — Focus timer & lo-fi music',
    description:
      'Pomolo is a free Pomodoro focus timer with calm lo-fi music. Start focusing in one click, online or offline, no account needed.',
  },
  ui: {
    timer: { focus: 'Focus', break: 'Break', start: 'Start', pause: 'Pause', reset: 'Reset', skip: 'Skip' },
    // The unit shown next to the duration fields.
    settings: {
      title: 'Timer settings',
      workDuration: 'Work duration',
      breakDuration: 'Break duration',
      minutes: 'min',
      close: 'Close settings',
    },
    player: {
      play: 'Play',
      pause: 'Pause',
      next: 'Next track',
      previous: 'Previous track',
      shuffle: 'Shuffle',
      mute: 'Mute',
      volume: 'Volume',
    },
    categories: {
      'study-focus': 'Study & Focus',
      'chill-relax': 'Chill & Relax',
      'coffee-jazz': 'Coffee & Jazz',
      'sleep-calm': 'Sleep & Calm',
    },
    footer: {
      about: 'About Us',
      contact: 'Contact',
      privacy: 'Privacy Policy',
      terms: 'Terms of Use',
      blog: 'Blog',
      faq: 'FAQ',
      recommendations: 'Any Recommendations?',
    },
  },
};

/** Every msgid named by the manifest, once. */
export function manifestMessageIds(): string[] {
  const ids = new Set<string>(Object.values(I18N_MESSAGE_IDS.meta));
  for (const group of Object.values(I18N_MESSAGE_IDS.ui))
    for (const id of Object.values(group as Record<string, string>)) ids.add(id);
  return [...ids];
}

/** The translation of an English message in one language. */
export type Translate = (code: LanguageCode, msgid: string) => string;

/**
 * A `Translate` over parsed catalogs (`poMessages` of each messages.po). A message missing or
 * untranslated in a language falls back to English, as the UI does; the catalog test keeps that from
 * happening in a release.
 */
export function catalogTranslator(catalogs: Partial<Record<LanguageCode, ReadonlyMap<string, PoEntry>>>): Translate {
  return (code, msgid) => {
    for (const candidate of [catalogs[code]?.get(msgid), catalogs.en?.get(msgid)]) {
      if (candidate && isTranslated(candidate)) return candidate.msgstr;
    }
    return msgid;
  };
}

function mapTexts<T extends Record<string, unknown>>(ids: T, translate: (msgid: string) => string): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(ids))
    out[key] = typeof value === 'string' ? translate(value) : mapTexts(value as Record<string, unknown>, translate);
  return out as T;
}

export function buildI18nManifest(translate: Translate): { languages: I18nEntry[] } {
  return {
    languages: LANGUAGES.map((l) => ({
      code: l.code,
      locale: l.locale,
      name: l.name,
      nativeName: l.nativeName,
      dir: l.dir,
      ...mapTexts(I18N_MESSAGE_IDS, (msgid) => translate(l.code, msgid)),
    })),
  };
}
