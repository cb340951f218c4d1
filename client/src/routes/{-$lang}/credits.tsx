import { createFileRoute } from '@tanstack/react-router';
import { CreditsPage } from '../../features/content/credits/credits-page.tsx';
import { CONTENT_PAGES_META } from '../../features/content/pages-meta.ts';
import { usePageMeta } from '../../features/content/use-page-meta.ts';

export const Route = createFileRoute('/{-$lang}/credits')({
  component: CreditsPageRoute,
});

function CreditsPageRoute() {
  usePageMeta(CONTENT_PAGES_META.credits);
  return <CreditsPage />;
}
