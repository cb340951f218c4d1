import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../../features/content/legal/terms-page.tsx';
import { CONTENT_PAGES_META } from '../../features/content/pages-meta.ts';
import { usePageMeta } from '../../features/content/use-page-meta.ts';

export const Route = createFileRoute('/{-$lang}/terms')({
  component: TermsPageRoute,
});

function TermsPageRoute() {
  usePageMeta(CONTENT_PAGES_META.terms);
  return <TermsPage />;
}
