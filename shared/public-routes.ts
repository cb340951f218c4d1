/**
 * The public pages of Pomolo, one list for every consumer: the sitemap (server), the canonical and
 * hreflang links of each page (client) and the tests. Paths are unprefixed (English); every page also
 * exists under each language prefix (`/fr/faq`). Admin pages are not public pages and are not here.
 *
 * The blog slugs live here so the server needs no client code; the blog's data modules type their
 * per-slug loaders with these lists, so a slug cannot be added on one side only.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, localizePath, stripLanguagePrefix, type LanguageCode } from './languages.ts';

/** The ten articles of the blog index, in the index's order (`/blog/{slug}`, SPEC.md §2). */
export const BLOG_ARTICLE_SLUGS = [
  'productivity-trends-2025',
  'pomodoro-science-new',
  'adhd-pomodoro-guide',
  'pomodoro-hacks',
  'pomodoro-technique-guide',
  'pomodoro-apps-comparison',
  'pomodoro-technique-science',
  'breaking-procrastination',
  'digital-minimalism',
  'time-blocking-mastery',
] as const;
export type BlogArticleSlug = (typeof BLOG_ARTICLE_SLUGS)[number];

/** The four built-in posts of the generic post route (`/blog/post/{slug}`). */
export const BLOG_POST_SLUGS = [
  'science-behind-pomodoro-technique',
  'breaking-procrastination-strategies',
  'digital-minimalism-workspace-optimization',
  'time-blocking-mastery-advanced-scheduling',
] as const;
export type BlogPostSlug = (typeof BLOG_POST_SLUGS)[number];

/** The pages that are not built from a list. */
export const STATIC_PUBLIC_PATHS = [
  '/',
  '/about',
  '/faq',
  '/blog',
  '/contact',
  '/recommendations',
  '/privacy',
  '/terms',
  '/credits',
] as const;

export const blogArticlePath = (slug: string): string => `/blog/${slug}`;
export const blogPostPath = (slug: string): string => `/blog/post/${slug}`;

/** Every public page, unprefixed, in sitemap order: 9 pages, the 10 articles and the 4 posts. */
export const PUBLIC_PATHS: readonly string[] = [
  ...STATIC_PUBLIC_PATHS,
  ...BLOG_ARTICLE_SLUGS.map(blogArticlePath),
  ...BLOG_POST_SLUGS.map(blogPostPath),
];

/**
 * The page part of a location, as used for canonical links: the language prefix, query and hash
 * removed, and no trailing slash (`/fr/blog/?x=1` → `/blog`; `/` stays `/`).
 */
export function canonicalPath(pathname: string): string {
  const withoutQuery = pathname.replace(/[?#].*$/s, '');
  const trimmed = stripLanguagePrefix(withoutQuery === '' ? '/' : withoutQuery).replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** `origin` without a trailing slash: `https://pomolo.app/` → `https://pomolo.app`. */
function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/** The absolute URL of an (unprefixed) page in `lang`: `('https://x.y', '/faq', 'fr')` → `https://x.y/fr/faq`. */
export function pageUrl(origin: string, path: string, lang: LanguageCode): string {
  return `${trimOrigin(origin)}${localizePath(canonicalPath(path), lang)}`;
}

export interface AlternateLink {
  /** A BCP 47 tag (`fr-FR`) or `x-default`. */
  hreflang: string;
  href: string;
}

/**
 * The hreflang alternates of a page: one per language (its locale, `fr-FR`) plus `x-default`, which
 * is the unprefixed English page (the one a visitor without a language in the URL gets).
 */
export function alternateLinks(origin: string, path: string): AlternateLink[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language.locale, href: pageUrl(origin, path, language.code) })),
    { hreflang: 'x-default', href: pageUrl(origin, path, DEFAULT_LANGUAGE) },
  ];
}
