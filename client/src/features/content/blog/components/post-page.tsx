import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { langParam } from '../../../../lib/i18n.ts';
import { useCurrentLanguage } from '../../../../lib/use-current-language.ts';
import { EnglishOnlyNote } from '../../components/english-only-note.tsx';
import { blogDocumentTitle } from '../format.ts';
import type { BlogPost } from '../types.ts';
import { blogPostingOf, useBlogMeta } from '../use-blog-meta.ts';
import { AdSlot } from './ad-slot.tsx';
import { BackToBlogLink } from './back-to-blog-link.tsx';
import { BlogContent } from './blog-content.tsx';
import { EntryByline, EntryMeta } from './entry-meta.tsx';
import '../blog.css';

/** `/blog/post/{slug}`: one of the built-in posts, rendered line by line. */
export function PostPage({ post }: { post: BlogPost }) {
  const language = useCurrentLanguage();
  useBlogMeta(blogDocumentTitle(post.title), post.excerpt, {
    type: 'article',
    structuredData: (page) => blogPostingOf(post, page),
  });

  return (
    <main className="page blog-page blog-post" data-testid="blog-post">
      <p>
        <BackToBlogLink />
      </p>
      <article>
        <header className="blog-article-header">
          <h1 lang="en">{post.title}</h1>
          <EntryByline author={post.author} />
          <EntryMeta entry={post} showCategory={false} />
          <EnglishOnlyNote />
        </header>
        <div className="blog-body" lang="en">
          <BlogContent content={post.content} />
        </div>
      </article>
      <AdSlot variant="horizontal" />
      <p className="blog-post-cta">
        <Link to="/{-$lang}" params={{ lang: langParam(language) }} className="blog-button" data-testid="try-timer">
          <Trans>Try the timer</Trans> <span aria-hidden="true">→</span>
        </Link>
      </p>
    </main>
  );
}
