import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MusicErrorBoundary } from '../../features/player/components/music-error-boundary.tsx';
import { PlayerCard } from '../../features/player/components/player-card.tsx';
import { TimerCard } from '../../features/timer/components/timer-card.tsx';
import { useHomePageHead } from '../../lib/page-meta.ts';

export const Route = createFileRoute('/{-$lang}/')({
  component: HomePage,
});

function HomePage() {
  useHomePageHead();
  return (
    <main className="page home">
      <TimerCard />
      <MusicErrorBoundary>
        <PlayerCard />
      </MusicErrorBoundary>
    </main>
  );
}
