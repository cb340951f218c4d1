import { usePageHead, type PageHeadOptions } from '../../lib/use-page-head.ts';
import type { PageMeta } from './pages-meta.ts';

/**
 * The document head of a content page in the active language, again whenever the language changes:
 * title, meta description, canonical, hreflang alternates, Open Graph and, when given, structured
 * data (see lib/use-page-head.ts). (While the timer runs it shows itself in the title and gives the
 * page's title back when it stops.)
 */
export function usePageMeta(meta: PageMeta, extra: Pick<PageHeadOptions, 'structuredData'> = {}): void {
  usePageHead({ title: meta.title, description: meta.description, path: meta.path, ...extra });
}
