import { Trans, useLingui } from '@lingui/react/macro';
import { categoryText } from '../category-text.ts';
import { MAX_LOAD_RETRIES, type PlayerCategory, type PlayerTrack } from '#shared/player.ts';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, type ReactNode } from 'react';
import { currentTrackAtom, playbackAtom, prefsAtom, setPlayerCardInViewAtom, trackSourcesAtom } from '../atoms.ts';
import { isPlayable } from '#shared/track-sources.ts';
import { useAfterHydration } from '../../../lib/hydration.ts';
import { DEFAULT_PREFS } from '../prefs.ts';
import { usePlayer } from '../use-player.ts';
import { CatalogueError } from './catalogue-error.tsx';
import { CategoryChips } from './category-chips.tsx';
import { PlayerControls } from './player-controls.tsx';
import { PlayerCover } from './player-cover.tsx';
import { SeekBar } from './seek-bar.tsx';
import { TrackList } from './track-list.tsx';
import { VolumeControl } from './volume-control.tsx';

/** Where a track action is drawn: in a row of the track list, or next to the track now playing. */
export type TrackActionPlace = 'list' | 'now-playing';

export interface TrackActionProps {
  track: PlayerTrack;
  category: PlayerCategory;
  place: TrackActionPlace;
  /** In the list: the id of the element that names the track. */
  describedBy?: string;
}

interface PlayerCardProps {
  /** An extra control for a track (e.g. the favourite heart), supplied by the route. */
  trackAction?: (props: TrackActionProps) => ReactNode;
}

/**
 * The music player card of the home page. Its state is on the element for tests and styling:
 * `data-state` is idle, loading, playing, paused or error.
 */
export function PlayerCard({ trackAction }: PlayerCardProps = {}) {
  const { catalogue, retry, controller } = usePlayer();
  const playback = useAtomValue(playbackAtom);
  // Stored in this browser: the prerendered page has the defaults, and attributes that differ in the take-over's
  // first render are not patched by React (the DOM kept data-muted="false" for a muted player), so they follow after.
  const prefs = useAfterHydration(useAtomValue(prefsAtom), DEFAULT_PREFS);
  const current = useAtomValue(currentTrackAtom);
  const sources = useAtomValue(trackSourcesAtom);
  const ref = useInViewReport();

  return (
    <section
      ref={ref}
      className="player-card"
      aria-labelledby="player-heading"
      data-testid="player"
      data-state={playback.status}
      data-track-id={playback.trackId ?? undefined}
      data-category-id={playback.categoryId ?? undefined}
      data-retries={playback.retries}
      data-muted={prefs.muted}
      data-volume={prefs.volume}
      data-shuffle={prefs.shuffle}
    >
      <h2 id="player-heading" className="player-heading">
        <Trans>Lo-fi music</Trans>
      </h2>

      {catalogue.status === 'error' ? (
        <CatalogueError failure={catalogue.failure} onRetry={retry} />
      ) : catalogue.status !== 'ready' ? (
        <p role="status" className="catalogue-loading" data-testid="catalogue-loading">
          <Trans>Loading music…</Trans>
        </p>
      ) : (
        <>
          <CategoryChips
            categories={catalogue.categories}
            currentId={playback.categoryId}
            onChoose={(id) => controller.selectCategory(id)}
          />
          {current && (
            <>
              {current.category.description && (
                <p className="player-category-description" data-testid="player-category-description">
                  {categoryText(current.category).description}
                </p>
              )}
              <div className="player-main">
                <PlayerCover
                  track={current.track}
                  cover={sources.coverFor(current.track)}
                  status={playback.status}
                  playable={isPlayable(sources, current.track)}
                  onNext={() => controller.next()}
                  onPrevious={() => controller.previous()}
                  onRetry={() => controller.play()}
                />
                <div className="player-panel">
                  <div className="player-now-row">
                    <div className="player-now">
                      <p className="player-track-title" data-testid="player-title">
                        {current.track.title}
                      </p>
                      <p className="player-track-artist" data-testid="player-artist">
                        {current.track.artist}
                      </p>
                    </div>
                    {trackAction?.({ track: current.track, category: current.category, place: 'now-playing' })}
                  </div>
                  <SeekBar />
                  <PlayerControls />
                  <VolumeControl />
                </div>
              </div>
              <TrackList
                categoryName={categoryText(current.category).name}
                tracks={current.category.tracks}
                currentId={current.track.id}
                playing={playback.status === 'playing'}
                onSelect={(trackId) => controller.selectTrack(current.category.id, trackId)}
                isPlayable={(track) => isPlayable(sources, track)}
                coverFor={(track) => sources.coverFor(track)}
                renderAction={
                  trackAction &&
                  ((track, { describedBy }) =>
                    trackAction({ track, category: current.category, place: 'list', describedBy }))
                }
              />
            </>
          )}
        </>
      )}
      <PlaybackMessage
        loadFailed={playback.loadFailed}
        status={playback.status}
        retries={playback.retries}
        nothingPlayable={playback.nothingPlayable}
      />
    </section>
  );
}

/** The live region: always in the DOM, so screen readers announce what appears in it. */
function PlaybackMessage({
  loadFailed,
  status,
  retries,
  nothingPlayable,
}: {
  loadFailed: boolean;
  status: string;
  retries: number;
  nothingPlayable: boolean;
}) {
  const { t } = useLingui();
  const attempt = retries;
  const max = MAX_LOAD_RETRIES;
  return (
    <p className="player-message" role="alert" aria-atomic="true" data-testid="player-message">
      {nothingPlayable && (
        <span>{t`You are offline and no track is downloaded. Favourite tracks while online to listen to them offline.`}</span>
      )}
      {!nothingPlayable && loadFailed && (
        <>
          <span>{t`Failed to load track`}</span>
          {status === 'loading' && attempt > 0 && (
            <span className="player-message-detail"> {t`Retrying (${attempt} of ${max})…`}</span>
          )}
        </>
      )}
    </p>
  );
}

/** Tells the now-playing bar whether this card's controls are on screen (it steps aside meanwhile). */
function useInViewReport() {
  const ref = useRef<HTMLElement>(null);
  const setInView = useSetAtom(setPlayerCardInViewAtom);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    // "On screen": a good part of the card shows (its Play button with it), not a sliver at the bottom.
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), {
      rootMargin: '0px 0px -30% 0px',
      threshold: 0,
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      setInView(false);
    };
  }, [setInView]);
  return ref;
}
