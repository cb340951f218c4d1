import { createFileRoute } from '@tanstack/react-router';
import { SyncPage } from '../../features/sync/components/sync-page.tsx';
import { SYNC_META } from '../../features/sync/sync-meta.ts';
import { usePageHead } from '../../lib/use-page-head.ts';

export const Route = createFileRoute('/{-$lang}/sync')({
  component: SyncPageRoute,
});

function SyncPageRoute() {
  // A pairing page: not for search engines, not in the sitemap.
  usePageHead({ ...SYNC_META, path: null, noindex: true });
  return <SyncPage />;
}
