import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/content/about/about-page.tsx';
import { CONTENT_PAGES_META } from '../../features/content/pages-meta.ts';
import { usePageMeta } from '../../features/content/use-page-meta.ts';
import { webPageInput } from '../../lib/use-page-head.ts';
import { aboutPage } from '#shared/structured-data.ts';

export const Route = createFileRoute('/{-$lang}/about')({
  component: AboutPageRoute,
});

function AboutPageRoute() {
  usePageMeta(CONTENT_PAGES_META.about, { structuredData: (page) => aboutPage(webPageInput(page)) });
  return <AboutPage />;
}
