import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { IconButton } from '../../../components/icon-button.tsx';
import { currentTrackAtom, playbackAtom } from '../atoms.ts';
import { usePlayer } from '../use-player.ts';
import { NextIcon } from './icons.tsx';
import { PlayPauseButton } from './play-pause-button.tsx';
import '../mini-player.css';

/**
 * The music row of the floating mini window: the current track, play/pause and next. It loads the
 * catalogue like the player card does, so the mini window plays music from any page.
 */
export function MiniPlayer() {
  const { t } = useLingui();
  const { catalogue, controller } = usePlayer();
  const current = useAtomValue(currentTrackAtom);
  const { status } = useAtomValue(playbackAtom);

  return (
    <section className="mini-player" aria-label={t`Music`} data-testid="mini-player" data-status={status}>
      <p className="mini-player-track" data-testid="mini-player-track">
        {current ? (
          <>
            <span className="mini-player-title">{current.track.title}</span>
            <span className="mini-player-artist">{current.track.artist}</span>
          </>
        ) : catalogue.status === 'error' ? (
          <Trans>Music is unavailable right now.</Trans>
        ) : (
          <Trans>Loading music…</Trans>
        )}
      </p>
      <div className="mini-player-controls">
        <PlayPauseButton className="mini-player-button" testId="mini-play-pause" disabled={!current} />
        <IconButton
          label={t`Next track`}
          className="mini-player-button"
          testId="mini-next"
          disabled={!current}
          onClick={() => controller.next()}
        >
          <NextIcon />
        </IconButton>
      </div>
    </section>
  );
}
