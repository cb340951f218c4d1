import { useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, type CSSProperties } from 'react';
import { prefsAtom, setVolumeAtom, toggleMuteAtom, wheelVolumeAtom } from '../atoms.ts';
import { VolumeIcon } from './icons.tsx';

/** Mute toggle and volume slider; the mouse wheel over either changes the volume by 5%. */
export function VolumeControl() {
  const { t, i18n } = useLingui();
  const { volume, muted } = useAtomValue(prefsAtom);
  const setVolume = useSetAtom(setVolumeAtom);
  const toggleMute = useSetAtom(toggleMuteAtom);
  const wheel = useSetAtom(wheelVolumeAtom);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // A native listener: React's wheel listeners are passive and cannot stop the page scrolling.
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY === 0) return;
      event.preventDefault();
      wheel(event.deltaY);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [wheel]);

  const percent = i18n.number(volume, { style: 'percent', maximumFractionDigits: 0 });
  const style = { '--volume-fill': `${volume * 100}%` } as CSSProperties;

  return (
    <div className="volume" ref={ref} data-testid="volume-control">
      <button
        type="button"
        className="player-icon-button"
        aria-pressed={muted}
        aria-label={t`Mute`}
        title={muted ? t`Unmute` : t`Mute`}
        data-testid="mute"
        onClick={() => toggleMute()}
      >
        <VolumeIcon level={muted ? 'muted' : volume < 0.5 ? 'low' : 'high'} />
      </button>
      <input
        type="range"
        className="volume-input player-range"
        min={0}
        max={1}
        step={0.01}
        value={volume}
        aria-label={t`Volume`}
        aria-valuetext={percent}
        style={style}
        data-testid="volume"
        onChange={(event) => setVolume(Number(event.currentTarget.value))}
      />
    </div>
  );
}
