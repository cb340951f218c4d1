/**
 * Builders for the schema.org JSON-LD of the public pages (SPEC.md §2: WebApplication on the home
 * page, AboutPage on /about, FAQPage on /faq, BlogPosting on articles). Pure functions over plain
 * values: the client passes translated texts and absolute URLs, and writes the result into a
 * `<script type="application/ld+json">` with `serializeJsonLd`.
 */

export const SITE_NAME = 'Pomolo';
/** The version the product presents itself with (SPEC.md §1). */
export const APP_VERSION = '1.0.1';
/** Founding year stated on the About page (SPEC.md §1). */
export const FOUNDING_YEAR = '2024';

export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

const CONTEXT = 'https://schema.org' as const;

function organization(siteUrl: string) {
  return { '@type': 'Organization', name: SITE_NAME, url: siteUrl };
}

export interface WebApplicationInput {
  /** Absolute URL of the home page in the page's language. */
  url: string;
  description: string;
  /** BCP 47 tag of the page (`fr-FR`). */
  inLanguage: string;
  /** The music categories, as shown to the reader (translated). */
  categories: readonly string[];
  /** BCP 47 tags of every interface language. */
  availableLanguages: readonly string[];
}

/** The home page: a free web application (price 0 USD), version 1.0.1, with its music categories. */
export function webApplication(input: WebApplicationInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebApplication',
    name: SITE_NAME,
    url: input.url,
    description: input.description,
    inLanguage: input.inLanguage,
    availableLanguage: [...input.availableLanguages],
    applicationCategory: 'UtilitiesApplication',
    applicationSubCategory: 'Pomodoro timer',
    operatingSystem: 'Web',
    browserRequirements: 'Requires JavaScript. Works offline after the first visit.',
    softwareVersion: APP_VERSION,
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
    featureList: [...input.categories],
    keywords: input.categories.join(', '),
  };
}

export interface WebPageInput {
  /** Absolute URL of the page. */
  url: string;
  name: string;
  description: string;
  inLanguage: string;
  /** Absolute URL of the site's home page (for `isPartOf`/publisher). */
  siteUrl: string;
}

function webPageBase(type: string, input: WebPageInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': type,
    name: input.name,
    description: input.description,
    url: input.url,
    inLanguage: input.inLanguage,
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: input.siteUrl },
  };
}

/** /about: the page about Pomolo, founded in 2024. */
export function aboutPage(input: WebPageInput): JsonLd {
  return {
    ...webPageBase('AboutPage', input),
    about: { ...organization(input.siteUrl), foundingDate: FOUNDING_YEAR },
  };
}

export interface FaqQuestion {
  q: string;
  /** The answer; paragraphs separated by a blank line. */
  a: string;
}

export interface FaqPageInput extends WebPageInput {
  questions: readonly FaqQuestion[];
  /** Language of the questions and answers when it is not the page's (they are written in English). */
  questionsLanguage?: string;
}

/** /faq: every question of the FAQ with its accepted answer. */
export function faqPage(input: FaqPageInput): JsonLd {
  const { questions, questionsLanguage, ...page } = input;
  return {
    ...webPageBase('FAQPage', page),
    mainEntity: questions.map((question) => ({
      '@type': 'Question',
      ...(questionsLanguage ? { inLanguage: questionsLanguage } : {}),
      name: question.q,
      acceptedAnswer: { '@type': 'Answer', text: question.a.replace(/\n{2,}/g, '\n\n').trim() },
    })),
  };
}

export interface BlogPostingInput {
  /** Absolute URL of the article. */
  url: string;
  headline: string;
  description: string;
  /** ISO date (YYYY-MM-DD). */
  datePublished: string;
  author: string;
  /** Language of the article's text (the articles are written in English). */
  inLanguage: string;
  category?: string;
  readMinutes?: number;
  siteUrl: string;
}

/** An article: headline, date, author, description and language of its text. */
export function blogPosting(input: BlogPostingInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: input.headline,
    description: input.description,
    datePublished: input.datePublished,
    // "Pomolo Team" and the like are the organisation writing, not a person.
    author:
      /\bteam\b/i.test(input.author) || input.author === SITE_NAME
        ? { '@type': 'Organization', name: input.author, url: input.siteUrl }
        : { '@type': 'Person', name: input.author },
    publisher: organization(input.siteUrl),
    inLanguage: input.inLanguage,
    url: input.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    ...(input.category ? { articleSection: input.category } : {}),
    ...(input.readMinutes ? { timeRequired: `PT${input.readMinutes}M` } : {}),
  };
}

/**
 * JSON for a `<script type="application/ld+json">` element: `<`, `>` and `&` are escaped so no text
 * (an article title, say) can close the script element or open a comment when the markup is
 * serialised into HTML. Still valid JSON with the same value.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
