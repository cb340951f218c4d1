import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { currentTrackAtom, playbackAtom } from '../atoms.ts';
import { usePlayer } from '../use-player.ts';
import { NextIcon, PauseIcon, PlayIcon } from './icons.tsx';
import '../mini-player.css';

/**
 * The music row of the floating mini window: the current track, play/pause and next. It loads the
 * catalogue like the player card does, so the mini window plays music from any page.
 */
export function MiniPlayer() {
  const { t } = useLingui();
  const { catalogue, controller } = usePlayer();
  const current = useAtomValue(currentTrackAtom);
  const { status, wantsToPlay } = useAtomValue(playbackAtom);
  const showPause = status === 'playing' || (status === 'loading' && wantsToPlay);

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
        <button
          type="button"
          className="mini-player-button"
          aria-label={showPause ? t`Pause` : t`Play`}
          title={showPause ? t`Pause` : t`Play`}
          data-testid="mini-play-pause"
          disabled={!current || status === 'idle'}
          onClick={() => (showPause ? controller.pause() : controller.play())}
        >
          {showPause ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button
          type="button"
          className="mini-player-button"
          aria-label={t`Next track`}
          title={t`Next track`}
          data-testid="mini-next"
          disabled={!current}
          onClick={() => controller.next()}
        >
          <NextIcon />
        </button>
      </div>
    </section>
  );
}
