import { useLingui } from '@lingui/react/macro';
import type { PlayerTrack } from '#shared/player.ts';
import { TRACK_LIST_ROW_HEIGHT } from '#shared/player.ts';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { formatTime } from '../seek.ts';
import { scrollTopToReveal, viewportHeightFor, virtualWindow } from '../virtual-window.ts';
import { CoverImage } from './cover-image.tsx';
import { EqualizerIcon } from './icons.tsx';
import '../player-extras.css';

interface TrackListProps {
  /** Names the list for screen readers ("Tracks in Study & Focus"). */
  categoryName: string;
  tracks: readonly PlayerTrack[];
  currentId: string | null;
  playing: boolean;
  onSelect: (trackId: string) => void;
  /** Whether a track can play now; unplayable rows (offline, not downloaded) are shown disabled. */
  isPlayable?: (track: PlayerTrack) => boolean;
  /** The cover to draw for a track (a local copy when there is one). */
  coverFor?: (track: PlayerTrack) => string;
  /**
   * An extra control for each row (e.g. the favourite heart). It is drawn at the end of the row but
   * kept out of the row itself (a row holds exactly one button, the track); `describedBy` is the id
   * of the row's title, to name the control's track for screen readers.
   */
  renderAction?: (track: PlayerTrack, context: { describedBy: string }) => ReactNode;
}

/**
 * The tracks of a category in a window of at most 4 rows (224 px). Only the rows in view, plus 2 on
 * each side, are in the DOM, so a category of 10,000 tracks costs the same as one of 10.
 */
export function TrackList({
  categoryName,
  tracks,
  currentId,
  playing,
  onSelect,
  isPlayable,
  coverFor,
  renderAction,
}: TrackListProps) {
  const { t } = useLingui();
  const listId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  // The viewport's scroll position as its last scroll event said: read here instead of `element.scrollTop`, which
  // would make the browser lay the whole page out inside React's commit (on the first render, when the app takes
  // a page over, that forced layout was the app's own longest step: decision 0093).
  const shownScrollTop = useRef(0);
  const count = tracks.length;
  const viewportHeight = viewportHeightFor(count);
  const { start, end, totalHeight } = virtualWindow({ count, scrollTop, viewportHeight });
  const currentIndex = currentId === null ? -1 : tracks.findIndex((track) => track.id === currentId);

  // The position the list is to scroll to in the next frame, if one is pending.
  const pendingScroll = useRef<number | null>(null);

  // Keeps the current track in view when it changes (next, previous, another category). The rows of the new
  // position render at once; the viewport itself scrolls in the frame's callback, before that frame paints: setting
  // `scrollTop` lays the page out on the spot, and there it is the layout the frame does anyway rather than a second
  // one inside React's commit (the player's first render with the tracks was the start's longest task: issue 26).
  useLayoutEffect(() => {
    if (!viewport.current || currentIndex < 0) return;
    const target = scrollTopToReveal(currentIndex, shownScrollTop.current, viewportHeight);
    if (target === shownScrollTop.current) return;
    shownScrollTop.current = target;
    setScrollTop(target);
    if (pendingScroll.current === null) {
      requestAnimationFrame(() => {
        const position = pendingScroll.current;
        pendingScroll.current = null;
        if (position !== null && viewport.current) viewport.current.scrollTop = position;
      });
    }
    pendingScroll.current = target;
  }, [currentIndex, viewportHeight, tracks]);

  const rows = [];
  const actions = [];
  for (let index = start; index < end; index++) {
    const track = tracks[index];
    const current = index === currentIndex;
    const available = isPlayable ? isPlayable(track) : true;
    const titleId = `${listId}-title-${index}`;
    rows.push(
      <li
        key={track.id}
        className="track-row"
        style={{ transform: `translateY(${index * TRACK_LIST_ROW_HEIGHT}px)`, height: TRACK_LIST_ROW_HEIGHT }}
        aria-posinset={index + 1}
        aria-setsize={count}
        data-testid="track-row"
        data-index={index}
        data-available={available}
      >
        <button
          type="button"
          className="track-button"
          aria-current={current || undefined}
          disabled={!available}
          data-track-id={track.id}
          onClick={() => onSelect(track.id)}
        >
          <span className="track-index" aria-hidden="true">
            {current ? <EqualizerIcon playing={playing} /> : index + 1}
          </span>
          <CoverImage className="track-thumb" cover={coverFor ? coverFor(track) : track.cover} sizes="40px" />
          <span className="track-text">
            <span className="track-title" id={titleId}>
              {track.title}
            </span>
            <span className="track-artist">
              {!available && (
                <span className="track-unavailable" data-testid="track-unavailable">
                  {t`Not available offline`} ·{' '}
                </span>
              )}
              {track.artist}
            </span>
          </span>
          {track.duration > 0 && <span className="track-duration">{formatTime(track.duration)}</span>}
        </button>
      </li>,
    );
    if (renderAction) {
      actions.push(
        <div
          key={track.id}
          className="track-action"
          style={{ transform: `translateY(${index * TRACK_LIST_ROW_HEIGHT}px)`, height: TRACK_LIST_ROW_HEIGHT }}
          data-track-id={track.id}
        >
          {renderAction(track, { describedBy: titleId })}
        </div>,
      );
    }
  }

  return (
    <div
      ref={viewport}
      className="track-list"
      style={{ height: viewportHeight }}
      data-has-actions={renderAction ? true : undefined}
      data-testid="track-list"
      onScroll={(event) => {
        shownScrollTop.current = event.currentTarget.scrollTop;
        setScrollTop(shownScrollTop.current);
      }}
    >
      <ul className="track-list-inner" style={{ height: totalHeight }} aria-label={t`Tracks in ${categoryName}`}>
        {rows}
      </ul>
      {actions.length > 0 && <div className="track-actions">{actions}</div>}
    </div>
  );
}
