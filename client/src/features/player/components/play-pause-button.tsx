import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { IconButton } from '../../../components/icon-button.tsx';
import { currentPlayableAtom, playbackAtom } from '../atoms.ts';
import { playerController } from '../player-controller.ts';
import { PauseIcon, PlayIcon } from './icons.tsx';

/** Play, or Pause while playing (or loading a track it is about to play): the player card and the mini window. */
export function PlayPauseButton({
  className,
  testId,
  disabled,
}: {
  className: string;
  testId: string;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const { status, wantsToPlay } = useAtomValue(playbackAtom);
  const playable = useAtomValue(currentPlayableAtom);
  const showPause = status === 'playing' || (status === 'loading' && wantsToPlay);
  return (
    <IconButton
      label={showPause ? t`Pause` : t`Play`}
      className={className}
      testId={testId}
      disabled={disabled || status === 'idle' || (!showPause && !playable)}
      onClick={() => (showPause ? playerController.pause() : playerController.play())}
    >
      {showPause ? <PauseIcon /> : <PlayIcon />}
    </IconButton>
  );
}
