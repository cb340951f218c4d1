import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { CSSProperties } from 'react';
import { isAudible } from '#shared/soundscape/mix.ts';
import { soundscapePlayingAtom, soundscapePrefsAtom } from '../atoms.ts';
import { applyPreset, pause, resume, setMaster } from '../controller.ts';
import '../soundscape.css';

/**
 * The soundscape in the focus view (issues 27 and 28): one toggle that plays the visitor's mix (Deep focus when
 * they have none yet) or pauses it keeping its layers, and the soundscape's own volume. The full mixer stays on
 * the home page.
 */
export function SoundscapeMini() {
  const prefs = useAtomValue(soundscapePrefsAtom);
  const playing = useAtomValue(soundscapePlayingAtom);
  const { mix } = prefs;
  const toggle = () => {
    if (playing) pause();
    else if (isAudible(mix)) resume();
    else applyPreset('deep-focus');
  };
  return (
    <div className="soundscape-mini" data-testid="soundscape-mini">
      <button
        type="button"
        className="soundscape-action"
        aria-pressed={playing}
        data-testid="soundscape-mini-toggle"
        onClick={toggle}
      >
        <Trans>Soundscape</Trans>
      </button>
      <SoundscapeVolume master={mix.master} />
    </div>
  );
}

/** The soundscape's own volume (independent of the music's): the panel's and the focus view's. */
export function SoundscapeVolume({ master, testId }: { master: number; testId?: string }) {
  const { t } = useLingui();
  return (
    <input
      aria-label={t`Soundscape volume`}
      type="range"
      className="player-range"
      min={0}
      max={1}
      step={0.01}
      value={master}
      style={{ '--fill': `${master * 100}%` } as CSSProperties}
      data-testid={testId}
      onChange={(e) => setMaster(Number(e.currentTarget.value))}
    />
  );
}
