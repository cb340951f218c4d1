import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { IconButton } from '../../../components/icon-button.tsx';
import { prefsAtom, toggleShuffleAtom } from '../atoms.ts';
import { playerController } from '../player-controller.ts';
import { NextIcon, PreviousIcon, ShuffleIcon } from './icons.tsx';
import { PlayPauseButton } from './play-pause-button.tsx';

/** Shuffle, previous, play/pause and next. */
export function PlayerControls() {
  const { t } = useLingui();
  const { shuffle } = useAtomValue(prefsAtom);
  const toggleShuffle = useSetAtom(toggleShuffleAtom);

  return (
    <div className="player-controls" role="group" aria-label={t`Playback controls`}>
      <IconButton
        label={t`Shuffle`}
        className="player-icon-button"
        pressed={shuffle}
        testId="shuffle"
        onClick={() => toggleShuffle()}
      >
        <ShuffleIcon />
      </IconButton>
      <IconButton
        label={t`Previous track`}
        className="player-icon-button"
        testId="previous"
        onClick={() => playerController.previous()}
      >
        <PreviousIcon />
      </IconButton>
      <PlayPauseButton className="player-icon-button player-play" testId="play-pause" />
      <IconButton
        label={t`Next track`}
        className="player-icon-button"
        testId="next"
        onClick={() => playerController.next()}
      >
        <NextIcon />
      </IconButton>
    </div>
  );
}
