import { Trans } from '@lingui/react/macro';
import type { PlayerTrack } from '#shared/player.ts';
import { useRef, useState, type PointerEvent } from 'react';
import type { PlaybackStatus } from '#shared/playback.ts';
import { isSwipe, swipeAction } from '../swipe.ts';
import { CoverImage } from './cover-image.tsx';

interface PlayerCoverProps {
  track: PlayerTrack;
  /** The cover to draw (a local copy when there is one; the track's own otherwise). */
  cover?: string;
  status: PlaybackStatus;
  /** False offline for a track that is not downloaded: it says so over the cover. */
  playable?: boolean;
  onNext: () => void;
  onPrevious: () => void;
  onRetry: () => void;
}

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  swiping: boolean;
}

/**
 * The cover of the current track. Swiping it sideways changes track (recognised after 20 px, acting
 * beyond 50 px); the previous/next buttons do the same for everyone else. Loading and a track that
 * cannot be played show over it.
 */
export function PlayerCover({ track, cover, status, playable = true, onNext, onPrevious, onRetry }: PlayerCoverProps) {
  const drag = useRef<Drag | null>(null);
  const [offset, setOffset] = useState(0);

  const reset = () => {
    drag.current = null;
    setOffset(0);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, swiping: false };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.swiping && isSwipe(dx, dy)) {
      current.swiping = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    // Follows the finger with some resistance, so the cover never leaves its frame.
    if (current.swiping) setOffset(Math.max(-80, Math.min(80, dx * 0.5)));
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const action = current.swiping ? swipeAction(event.clientX - current.x) : null;
    reset();
    if (action === 'next') onNext();
    else if (action === 'previous') onPrevious();
  };

  return (
    <div
      className="player-cover"
      data-testid="player-cover"
      data-swiping={offset !== 0 || undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={reset}
    >
      <div className="player-cover-art" style={{ transform: offset ? `translateX(${offset}px)` : undefined }}>
        <CoverImage cover={cover ?? track.cover} sizes="(max-width: 40rem) 70vw, 240px" />
      </div>
      {status === 'loading' && (
        <div className="player-cover-overlay player-cover-loading" aria-hidden="true">
          <span className="player-spinner" />
        </div>
      )}
      {!playable && status !== 'error' && (
        <div className="player-cover-overlay player-cover-offline" data-testid="cover-not-downloaded">
          <p>
            <Trans>Not downloaded — available online</Trans>
          </p>
        </div>
      )}
      {status === 'error' && (
        <div className="player-cover-overlay player-cover-error" data-testid="cover-error">
          <p>
            <Trans>Error playing track</Trans>
          </p>
          <button type="button" className="player-button-text" onClick={onRetry}>
            <Trans>Try Again</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
