import { blogPosting, type JsonLd } from '#shared/structured-data.ts';
import { usePageHead, type PageContext, type PageHeadOptions } from '../../../lib/use-page-head.ts';
import type { BlogEntryMeta } from './types.ts';

/**
 * The document head of a blog page: title, meta description, canonical and hreflang for the current
 * address, Open Graph and, for entries, `og:type` article and BlogPosting data (see
 * lib/use-page-head.ts). (While the timer runs it shows itself in the title and gives this title back
 * when it stops.)
 */
export function useBlogMeta(
  title: string,
  description: string,
  extra: Omit<PageHeadOptions, 'title' | 'description'> = {},
): void {
  usePageHead({ title, description, ...extra });
}

/** The BlogPosting structured data of an article or post on `page` (their text is in English). */
export function blogPostingOf(entry: BlogEntryMeta, page: PageContext): JsonLd {
  return blogPosting({
    url: page.url,
    siteUrl: page.siteUrl,
    headline: entry.title,
    description: entry.excerpt,
    datePublished: entry.date,
    author: entry.author,
    category: entry.category,
    readMinutes: entry.readMinutes,
    inLanguage: 'en',
  });
}
