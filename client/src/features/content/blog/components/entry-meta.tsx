import { Trans, useLingui } from '@lingui/react/macro';
import { getLanguage } from '#shared/languages.ts';
import { useCurrentLanguage } from '../../../../lib/use-current-language.ts';
import { formatBlogDate } from '../format.ts';
import type { BlogEntryMeta } from '../types.ts';

/** Date and reading time of a blog entry, in the page's language (with the category when asked). */
export function EntryMeta({ entry, showCategory = true }: { entry: BlogEntryMeta; showCategory?: boolean }) {
  const { i18n } = useLingui();
  const language = useCurrentLanguage();
  // Digits as the page's language writes them (Intl), like the date next to them.
  const minutes = i18n.number(entry.readMinutes);
  return (
    <p className="blog-meta">
      {showCategory && (
        <span className="blog-category" lang="en">
          {entry.category}
        </span>
      )}
      <time dateTime={entry.date}>{formatBlogDate(entry.date, getLanguage(language).locale)}</time>
      <span className="blog-read-time">
        <Trans>{minutes} min read</Trans>
      </span>
    </p>
  );
}

/** "By Pomolo Team". */
export function EntryByline({ author }: { author: string }) {
  return (
    <p className="blog-byline">
      <Trans>
        By <span lang="en">{author}</span>
      </Trans>
    </p>
  );
}
