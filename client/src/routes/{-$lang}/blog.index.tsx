import { createFileRoute } from '@tanstack/react-router';
import { BlogIndexPage } from '../../features/content/blog/components/blog-index-page.tsx';

export const Route = createFileRoute('/{-$lang}/blog/')({
  component: BlogIndexPage,
});
