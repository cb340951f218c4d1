import { stripLanguagePrefix } from './languages.ts';

/**
 * The pages that start as islands (decision 0087: `APP_ISLAND_META` in shared/prerender.ts), by address in any
 * language: `/blog/<slug>`, `/blog/post/<slug>`, `/privacy`, `/terms`, `/faq` (decision 0097), `/about` and `/blog`
 * (decision 0098). Apart from shared/prerender.ts, which the boot script carries: this needs the language list.
 */
export function isIslandPage(url: string): boolean {
  return /^\/(privacy|terms|faq|about|blog(\/(post\/)?[a-z0-9-]+)?)$/.test(
    stripLanguagePrefix(url.replace(/[?#].*$/s, '')),
  );
}
