import { createFileRoute } from '@tanstack/react-router';
import { FaqPage } from '../../features/content/faq/faq-page.tsx';
import { CONTENT_PAGES_META } from '../../features/content/pages-meta.ts';
import { usePageMeta } from '../../features/content/use-page-meta.ts';

export const Route = createFileRoute('/{-$lang}/faq')({
  component: FaqPageRoute,
});

function FaqPageRoute() {
  usePageMeta(CONTENT_PAGES_META.faq);
  return <FaqPage />;
}
