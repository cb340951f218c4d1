import { createFileRoute } from '@tanstack/react-router';
import { PostNotFound } from '../../features/content/blog/components/post-not-found.tsx';
import { PostPage } from '../../features/content/blog/components/post-page.tsx';

// `/blog/post/{slug}`: the generic post route with the four built-in posts (SPEC.md §2).
export const Route = createFileRoute('/{-$lang}/blog/post/$slug')({
  loader: ({ params }) =>
    import('../../features/content/blog/posts.ts').then(({ loadBlogPost }) => loadBlogPost(params.slug)),
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const post = Route.useLoaderData();
  return post ? <PostPage post={post} /> : <PostNotFound />;
}
