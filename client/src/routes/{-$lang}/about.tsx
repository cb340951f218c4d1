import { createFileRoute } from '@tanstack/react-router';
import { loadAboutText } from '../../features/content/about/about-data.ts';
import { AboutPage } from '../../features/content/about/about-page.tsx';
import { CONTENT_PAGES_META } from '../../features/content/pages-meta.ts';
import { usePageMeta } from '../../features/content/use-page-meta.ts';
import { languageOfParam } from '../../lib/localized-text.ts';
import { webPageInput } from '../../lib/use-page-head.ts';
import { aboutPage } from '#shared/structured-data.ts';

export const Route = createFileRoute('/{-$lang}/about')({
  // The page's text in its language, loaded before it renders (its own chunk per language).
  loader: ({ params }) => loadAboutText(languageOfParam(params.lang)),
  component: AboutPageRoute,
});

function AboutPageRoute() {
  const about = Route.useLoaderData();
  usePageMeta(CONTENT_PAGES_META.about, { structuredData: (page) => aboutPage(webPageInput(page)) });
  return <AboutPage about={about} />;
}
