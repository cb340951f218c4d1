import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { langParam } from '../../../../lib/i18n.ts';
import { useCurrentLanguage } from '../../../../lib/use-current-language.ts';
import { EnglishOnlyNote } from '../../components/english-only-note.tsx';
import { BLOG_ARTICLES } from '../articles.ts';
import { previewLines } from '../content-format.ts';
import { blogDocumentTitle } from '../format.ts';
import { BLOG_POSTS } from '../posts.ts';
import type { BlogArticleMeta } from '../types.ts';
import { useBlogMeta } from '../use-blog-meta.ts';
import { AdSlot } from './ad-slot.tsx';
import { EntryMeta } from './entry-meta.tsx';
import { NewsletterBox } from './newsletter-box.tsx';
import '../blog.css';

function ArticleCard({ article, lang }: { article: BlogArticleMeta; lang: string | undefined }) {
  const titleId = `blog-card-title-${article.id}`;
  const params = { lang, slug: article.slug };
  return (
    <article className="blog-card" data-testid="blog-card" data-article-id={article.id}>
      <EntryMeta entry={article} />
      <h3 id={titleId} className="blog-card-title" lang="en">
        <Link to="/{-$lang}/blog/$slug" params={params}>
          {article.title}
        </Link>
      </h3>
      <div className="blog-card-preview" lang="en">
        {/* The lead holds the article's first lines, so the card never needs the body. */}
        {previewLines(article.lead, 3).map((line, index) => (
          <p key={index}>{line}</p>
        ))}
      </div>
      <Link
        to="/{-$lang}/blog/$slug"
        params={params}
        className="blog-read-more"
        aria-describedby={titleId}
        data-testid="read-more"
      >
        <Trans>Read more</Trans> <span aria-hidden="true">→</span>
      </Link>
    </article>
  );
}

/** `/blog`: the ten articles, the short reads, the newsletter box (when configured) and the ad slots. */
export function BlogIndexPage() {
  const { t } = useLingui();
  const language = useCurrentLanguage();
  const lang = langParam(language);
  useBlogMeta(
    blogDocumentTitle(t`Blog`),
    t`Practical, research-informed articles on the Pomodoro Technique, focus, procrastination and time management.`,
  );

  return (
    <div className="blog-layout">
      <AdSlot variant="vertical" position="left" />
      <main className="page blog-page blog-index">
        <header className="blog-hero">
          <p className="blog-badge" data-testid="updated-weekly">
            <Trans>Updated weekly</Trans>
          </p>
          <h1>
            <Trans>The Pomolo Blog</Trans>
          </h1>
          <p className="blog-hero-lead">
            <Trans>
              Practical, research-informed writing on the Pomodoro Technique, focus, procrastination and healthier ways
              to work.
            </Trans>
          </p>
          <p className="blog-hero-links">
            <Link to="/{-$lang}" params={{ lang }} className="blog-button" data-testid="blog-home-link">
              <Trans>Start a focus session</Trans>
            </Link>
            <Link to="/{-$lang}/about" params={{ lang }} data-testid="blog-about-link">
              <Trans>About Pomolo</Trans>
            </Link>
          </p>
          <EnglishOnlyNote />
        </header>

        <AdSlot variant="horizontal" />

        <section aria-labelledby="blog-articles-heading">
          <h2 id="blog-articles-heading" className="blog-section-heading">
            <Trans>Articles</Trans>
          </h2>
          <div className="blog-cards">
            {BLOG_ARTICLES.map((article) => (
              <ArticleCard key={article.slug} article={article} lang={lang} />
            ))}
          </div>
        </section>

        <section aria-labelledby="blog-short-reads-heading" className="blog-short-reads">
          <h2 id="blog-short-reads-heading" className="blog-section-heading">
            <Trans>Short reads</Trans>
          </h2>
          <ul>
            {BLOG_POSTS.map((post) => (
              <li key={post.slug} lang="en">
                <Link to="/{-$lang}/blog/post/$slug" params={{ lang, slug: post.slug }} data-testid="short-read">
                  {post.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <NewsletterBox />
      </main>
      <AdSlot variant="vertical" position="right" />
    </div>
  );
}
