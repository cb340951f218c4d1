import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { langParam } from '../../../../lib/i18n.ts';
import { useCurrentLanguage } from '../../../../lib/use-current-language.ts';
import { EnglishOnlyNote } from '../../components/english-only-note.tsx';
import { findBlogArticleMeta } from '../articles.ts';
import { blogDocumentTitle } from '../format.ts';
import type { BlogArticle, BlogArticleMeta } from '../types.ts';
import { blogPostingOf, useBlogMeta } from '../use-blog-meta.ts';
import { BlogContent } from './blog-content.tsx';
import { EntryByline, EntryMeta } from './entry-meta.tsx';
import { TimerCta } from './timer-cta.tsx';
import '../blog.css';

/** `/blog/{slug}`: breadcrumb, title block, body, related articles and the call-to-action. */
export function ArticlePage({ article }: { article: BlogArticle }) {
  const { t } = useLingui();
  const language = useCurrentLanguage();
  const lang = langParam(language);
  useBlogMeta(blogDocumentTitle(article.title), article.excerpt, {
    type: 'article',
    structuredData: (page) => blogPostingOf(article, page),
  });
  const related = article.related
    .map((slug) => findBlogArticleMeta(slug))
    .filter((entry): entry is BlogArticleMeta => entry !== undefined);

  return (
    <main className="page blog-page blog-article" data-testid="blog-article">
      <nav className="blog-breadcrumb" aria-label={t`Breadcrumb`} data-testid="breadcrumb">
        <ol>
          <li>
            <Link to="/{-$lang}" params={{ lang }}>
              <Trans>Home</Trans>
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/blog" params={{ lang }}>
              <Trans>Blog</Trans>
            </Link>
          </li>
          <li aria-current="page" lang="en">
            {article.title}
          </li>
        </ol>
      </nav>

      <article>
        <header className="blog-article-header">
          <EntryMeta entry={article} />
          <h1 lang="en">{article.title}</h1>
          <EntryByline author={article.author} />
          <EnglishOnlyNote />
        </header>
        <div className="blog-body" lang="en">
          <BlogContent content={article.content} />
        </div>
      </article>

      {related.length > 0 && (
        <nav className="blog-related" aria-labelledby="blog-related-heading" data-testid="related-articles">
          <h2 id="blog-related-heading">
            <Trans>Related articles</Trans>
          </h2>
          <ul>
            {related.map((entry) => (
              <li key={entry.slug}>
                <Link to="/{-$lang}/blog/$slug" params={{ lang, slug: entry.slug }} lang="en">
                  {entry.title}
                </Link>
                <EntryMeta entry={entry} />
              </li>
            ))}
          </ul>
        </nav>
      )}

      <TimerCta />
    </main>
  );
}
