import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { CSSProperties, KeyboardEvent } from 'react';
import { progressAtom } from '../atoms.ts';
import { playerController } from '../player-controller.ts';
import { formatTime, seekFillPercent } from '../seek.ts';

/** Arrow keys jump this far (s); Home/End and Page keys keep the browser's behaviour. */
const ARROW_SEEK_SECONDS = 5;

/** The position in the track: a native range input (keyboard and screen-reader operable) with time labels. */
export function SeekBar() {
  const { t } = useLingui();
  const { position, duration } = useAtomValue(progressAtom);
  const known = duration > 0;
  const elapsed = formatTime(position);
  const total = formatTime(duration);
  const style = { '--seek-fill': `${seekFillPercent(position, duration)}%` } as CSSProperties;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight' && event.key !== 'ArrowUp' && event.key !== 'ArrowDown')
      return;
    event.preventDefault();
    const forward = event.key === 'ArrowRight' || event.key === 'ArrowUp';
    playerController.seek(position + (forward ? ARROW_SEEK_SECONDS : -ARROW_SEEK_SECONDS));
  };

  return (
    <div className="seek">
      <input
        type="range"
        className="seek-input player-range"
        min={0}
        max={known ? Math.floor(duration) : 1}
        step={1}
        value={known ? Math.min(Math.floor(position), Math.floor(duration)) : 0}
        disabled={!known}
        aria-label={t`Seek`}
        aria-valuetext={t`${elapsed} of ${total}`}
        style={style}
        data-testid="seek"
        onChange={(event) => playerController.seek(Number(event.currentTarget.value))}
        onKeyDown={onKeyDown}
      />
      <div className="seek-times" aria-hidden="true">
        <span data-testid="time-elapsed">{elapsed}</span>
        <span data-testid="time-total">{total}</span>
      </div>
    </div>
  );
}
