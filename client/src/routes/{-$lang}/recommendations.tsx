import { createFileRoute } from '@tanstack/react-router';
import { RecommendationsPage } from '../../features/recommendations/components/recommendations-page.tsx';
import { CONTENT_PAGES_META } from '../../features/content/pages-meta.ts';
import { usePageMeta } from '../../features/content/use-page-meta.ts';

export const Route = createFileRoute('/{-$lang}/recommendations')({
  component: RecommendationsPageRoute,
});

function RecommendationsPageRoute() {
  usePageMeta(CONTENT_PAGES_META.recommendations);
  return <RecommendationsPage />;
}
