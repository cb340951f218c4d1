import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { StatsPage } from '../../features/stats/components/stats-page.tsx';
import { STATS_META } from '../../features/stats/stats-meta.ts';
import { syncKeyAtom } from '../../features/sync/atoms.ts';
import { usePageHead } from '../../lib/use-page-head.ts';

export const Route = createFileRoute('/{-$lang}/stats')({
  component: StatsPageRoute,
});

function StatsPageRoute() {
  // Personal numbers: not for search engines, and not in the sitemap (shared/public-routes.ts).
  usePageHead({ ...STATS_META, path: null, noindex: true });
  const syncing = useAtomValue(syncKeyAtom) !== null;
  return <StatsPage syncing={syncing} />;
}
