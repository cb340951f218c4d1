import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { type CSSProperties } from 'react';
import { IconButton } from '../../../components/icon-button.tsx';
import { currentPlayableAtom, currentTrackAtom, playbackAtom, prefsAtom, setVolumeAtom } from '../atoms.ts';
import { playerController } from '../player-controller.ts';
import { usePlayer } from '../use-player.ts';
import '../now-playing.css';
import { NextIcon, PauseIcon, PlayIcon } from './icons.tsx';

/**
 * Play/pause, next and (where asked) a volume slider: the now-playing bar and the focus view (issue 27). Their names
 * differ from the full player's ("Play music", "Next song"), so each control on a page has a name of its own.
 */
export function CompactMusicControls({ testIdPrefix, volume = false }: { testIdPrefix: string; volume?: boolean }) {
  const { t, i18n } = useLingui();
  const { status, wantsToPlay } = useAtomValue(playbackAtom);
  const playable = useAtomValue(currentPlayableAtom);
  const prefs = useAtomValue(prefsAtom);
  const setVolume = useSetAtom(setVolumeAtom);
  const showPause = status === 'playing' || (status === 'loading' && wantsToPlay);
  const level = prefs.muted ? 0 : prefs.volume;
  return (
    <div className="compact-music-controls">
      <IconButton
        label={showPause ? t`Pause music` : t`Play music`}
        className="player-icon-button compact-music-play"
        testId={`${testIdPrefix}-play-pause`}
        disabled={status === 'idle' || (!showPause && !playable)}
        onClick={() => (showPause ? playerController.pause() : playerController.play())}
      >
        {showPause ? <PauseIcon /> : <PlayIcon />}
      </IconButton>
      <IconButton
        label={t`Next song`}
        className="player-icon-button"
        testId={`${testIdPrefix}-next`}
        disabled={status === 'idle'}
        onClick={() => playerController.next()}
      >
        <NextIcon />
      </IconButton>
      {volume && (
        <input
          type="range"
          className="compact-music-volume player-range"
          min={0}
          max={1}
          step={0.01}
          value={level}
          aria-label={t`Music level`}
          aria-valuetext={i18n.number(level, { style: 'percent', maximumFractionDigits: 0 })}
          style={{ '--volume-fill': `${level * 100}%` } as CSSProperties}
          data-testid={`${testIdPrefix}-volume`}
          onChange={(event) => setVolume(Number(event.currentTarget.value))}
        />
      )}
    </div>
  );
}

/** The track playing and the compact controls (the focus view); loads the catalogue when no page has yet. */
export function CompactNowPlaying({ testIdPrefix }: { testIdPrefix: string }) {
  const { t } = useLingui();
  usePlayer();
  const current = useAtomValue(currentTrackAtom);
  return (
    <section className="compact-now-playing" aria-label={t`Music`} data-testid={`${testIdPrefix}-music`}>
      {current && (
        <p className="compact-now-playing-title">
          <span>{current.track.title}</span> · <span>{current.track.artist}</span>
        </p>
      )}
      <CompactMusicControls testIdPrefix={testIdPrefix} volume />
    </section>
  );
}
