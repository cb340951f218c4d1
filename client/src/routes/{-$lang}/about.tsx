import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/content/about/about-page.tsx';
import { CONTENT_PAGES_META } from '../../features/content/pages-meta.ts';
import { usePageMeta } from '../../features/content/use-page-meta.ts';

export const Route = createFileRoute('/{-$lang}/about')({
  component: AboutPageRoute,
});

function AboutPageRoute() {
  usePageMeta(CONTENT_PAGES_META.about);
  return <AboutPage />;
}
