import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../../features/content/legal/privacy-page.tsx';
import { CONTENT_PAGES_META } from '../../features/content/pages-meta.ts';
import { usePageMeta } from '../../features/content/use-page-meta.ts';

export const Route = createFileRoute('/{-$lang}/privacy')({
  component: PrivacyPageRoute,
});

function PrivacyPageRoute() {
  usePageMeta(CONTENT_PAGES_META.privacy);
  return <PrivacyPage />;
}
