import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_LOAD_RETRIES } from '#shared/player.ts';
import { useAtomValue } from 'jotai';
import { currentTrackAtom, playbackAtom, prefsAtom } from '../atoms.ts';
import { usePlayer } from '../use-player.ts';
import { CatalogueError } from './catalogue-error.tsx';
import { CategoryChips } from './category-chips.tsx';
import { PlayerControls } from './player-controls.tsx';
import { PlayerCover } from './player-cover.tsx';
import { SeekBar } from './seek-bar.tsx';
import { TrackList } from './track-list.tsx';
import { VolumeControl } from './volume-control.tsx';

/**
 * The music player card of the home page. Its state is on the element for tests and styling:
 * `data-state` is idle, loading, playing, paused or error.
 */
export function PlayerCard() {
  const { catalogue, retry, controller } = usePlayer();
  const playback = useAtomValue(playbackAtom);
  const prefs = useAtomValue(prefsAtom);
  const current = useAtomValue(currentTrackAtom);

  return (
    <section
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
              {current.category.description && <p className="player-category-description">{current.category.description}</p>}
              <div className="player-main">
                <PlayerCover
                  track={current.track}
                  status={playback.status}
                  onNext={() => controller.next()}
                  onPrevious={() => controller.previous()}
                  onRetry={() => controller.play()}
                />
                <div className="player-panel">
                  <div className="player-now">
                    <p className="player-track-title" data-testid="player-title">
                      {current.track.title}
                    </p>
                    <p className="player-track-artist" data-testid="player-artist">
                      {current.track.artist}
                    </p>
                  </div>
                  <SeekBar />
                  <PlayerControls />
                  <VolumeControl />
                </div>
              </div>
              <TrackList
                categoryName={current.category.name}
                tracks={current.category.tracks}
                currentId={current.track.id}
                playing={playback.status === 'playing'}
                onSelect={(trackId) => controller.selectTrack(current.category.id, trackId)}
              />
            </>
          )}
        </>
      )}
      <PlaybackMessage loadFailed={playback.loadFailed} status={playback.status} retries={playback.retries} />
    </section>
  );
}

/** The live region: always in the DOM, so screen readers announce what appears in it. */
function PlaybackMessage({ loadFailed, status, retries }: { loadFailed: boolean; status: string; retries: number }) {
  const { t } = useLingui();
  const attempt = retries;
  const max = MAX_LOAD_RETRIES;
  return (
    <p className="player-message" role="alert" aria-atomic="true" data-testid="player-message">
      {loadFailed && (
        <>
          <span>{t`Failed to load track`}</span>
          {status === 'loading' && attempt > 0 && <span className="player-message-detail"> {t`Retrying (${attempt} of ${max})…`}</span>}
        </>
      )}
    </p>
  );
}
