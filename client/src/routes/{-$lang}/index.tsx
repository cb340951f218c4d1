import { Trans } from '@lingui/react/macro';
import { createFileRoute, useLocation, useRouter } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { ShortcutsHint } from '../../app/focus-room.tsx';
import { LabelControl } from '../../features/labels/components/label-control.tsx';
import { FocusViewButton } from '../../features/focus-view/components/focus-view-button.tsx';
import { DownloadsSection } from '../../features/offline/components/downloads-section.tsx';
import { FavouriteButton } from '../../features/offline/components/favourite-button.tsx';
import { launchAction, startFocusCommands, withoutLaunchParam } from '../../features/offline/launch.ts';
import { MusicErrorBoundary } from '../../features/player/components/music-error-boundary.tsx';
import { PlayerCard } from '../../features/player/components/player-card.tsx';
import { playerController } from '../../features/player/player-controller.ts';
import { SoundscapePanel } from '../../features/soundscape/components/soundscape-panel.tsx';
import { CurrentTask } from '../../features/tasks/components/current-task.tsx';
import { TaskList } from '../../features/tasks/components/task-list.tsx';
import { currentTaskAtom } from '../../features/tasks/atoms.ts';
import { timerCommandAtom, timerStateAtom } from '../../features/timer/atoms.ts';
import { TimerCard } from '../../features/timer/components/timer-card.tsx';
import { useHomePageHead } from '../../lib/page-meta.ts';

export const Route = createFileRoute('/{-$lang}/')({
  component: HomePage,
});

function HomePage() {
  useHomePageHead();
  useLaunchShortcuts();
  return (
    <main className="page home">
      <h1 className="visually-hidden">
        <Trans>Pomolo — Focus timer & lo-fi music</Trans>
      </h1>
      <div className="home-timer">
        <TimerCard
          currentTask={<CurrentTask />}
          label={<CardLabel />}
          actions={
            <div className="timer-extra-actions">
              <FocusViewButton />
              <ShortcutsHint />
            </div>
          }
        />
        <TaskList />
      </div>
      <div id="music" className="home-music">
        <MusicErrorBoundary>
          <PlayerCard trackAction={(props) => <FavouriteButton {...props} />} />
        </MusicErrorBoundary>
      </div>
      <SoundscapePanel />
      <DownloadsSection onPlay={(categoryId, trackId) => playerController.selectTrack(categoryId, trackId)} />
    </main>
  );
}

/** The label chooser gets the current task (its label is the default) from the tasks feature. */
function CardLabel() {
  const task = useAtomValue(currentTaskAtom);
  return <LabelControl task={task} />;
}

/** The web manifest's shortcuts: `?start=focus` starts a focus phase, `#music` scrolls to the player. */
function useLaunchShortcuts(): void {
  const router = useRouter();
  const location = useLocation();
  const timer = useAtomValue(timerStateAtom);
  const command = useSetAtom(timerCommandAtom);
  const handled = useRef<string | null>(null);
  const search = location.searchStr;
  const hash = location.hash;

  useEffect(() => {
    const key = `${location.pathname}${search}#${hash}`;
    if (handled.current === key) return;
    handled.current = key;
    const action = launchAction(search, hash);
    if (action === 'start-focus') {
      for (const next of startFocusCommands(timer)) command(next);
      // Once: a reload of this address must not start the timer again.
      router.history.replace(`${location.pathname}${withoutLaunchParam(search)}${hash ? `#${hash}` : ''}`);
    } else if (action === 'music') {
      document.getElementById('music')?.scrollIntoView({ block: 'start' });
    }
    // Only the address matters; the timer state is read when the shortcut is used.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, search, hash]);
}
