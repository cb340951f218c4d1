import { createFileRoute } from '@tanstack/react-router';
import { ArticlePage } from '../../features/content/blog/components/article-page.tsx';
import { PostNotFound } from '../../features/content/blog/components/post-not-found.tsx';

// `/blog/{slug}`: one of the ten articles. The loader fetches only this article's chunk.
export const Route = createFileRoute('/{-$lang}/blog/$slug')({
  loader: ({ params }) =>
    import('../../features/content/blog/articles.ts').then(({ loadBlogArticle }) => loadBlogArticle(params.slug)),
  component: BlogArticleRoute,
});

function BlogArticleRoute() {
  const article = Route.useLoaderData();
  return article ? <ArticlePage article={article} /> : <PostNotFound />;
}
