import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { playbackAtom, prefsAtom, toggleShuffleAtom } from '../atoms.ts';
import { playerController } from '../player-controller.ts';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon, ShuffleIcon } from './icons.tsx';

/** Shuffle, previous, play/pause and next. */
export function PlayerControls() {
  const { t } = useLingui();
  const { status, wantsToPlay } = useAtomValue(playbackAtom);
  const { shuffle } = useAtomValue(prefsAtom);
  const toggleShuffle = useSetAtom(toggleShuffleAtom);
  const showPause = status === 'playing' || (status === 'loading' && wantsToPlay);

  return (
    <div className="player-controls" role="group" aria-label={t`Playback controls`}>
      <button
        type="button"
        className="player-icon-button"
        aria-pressed={shuffle}
        aria-label={t`Shuffle`}
        title={t`Shuffle`}
        data-testid="shuffle"
        onClick={() => toggleShuffle()}
      >
        <ShuffleIcon />
      </button>
      <button
        type="button"
        className="player-icon-button"
        aria-label={t`Previous track`}
        title={t`Previous track`}
        data-testid="previous"
        onClick={() => playerController.previous()}
      >
        <PreviousIcon />
      </button>
      <button
        type="button"
        className="player-icon-button player-play"
        aria-label={showPause ? t`Pause` : t`Play`}
        title={showPause ? t`Pause` : t`Play`}
        data-testid="play-pause"
        disabled={status === 'idle'}
        onClick={() => (showPause ? playerController.pause() : playerController.play())}
      >
        {showPause ? <PauseIcon /> : <PlayIcon />}
      </button>
      <button
        type="button"
        className="player-icon-button"
        aria-label={t`Next track`}
        title={t`Next track`}
        data-testid="next"
        onClick={() => playerController.next()}
      >
        <NextIcon />
      </button>
    </div>
  );
}
