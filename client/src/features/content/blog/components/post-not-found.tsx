import { Trans, useLingui } from '@lingui/react/macro';
import { blogDocumentTitle } from '../format.ts';
import { useBlogMeta } from '../use-blog-meta.ts';
import { BackToBlogLink } from './back-to-blog-link.tsx';
import '../blog.css';

/** Either blog route with a slug that matches nothing. */
export function PostNotFound() {
  const { t } = useLingui();
  useBlogMeta(blogDocumentTitle(t`Post Not Found`), t`This blog post does not exist or has moved.`, {
    path: null,
    noindex: true,
  });
  return (
    <main className="page blog-page blog-not-found" data-testid="post-not-found">
      <h1>
        <Trans>Post Not Found</Trans>
      </h1>
      <p>
        <Trans>This blog post does not exist or has moved.</Trans>
      </p>
      <p>
        <BackToBlogLink />
      </p>
    </main>
  );
}
