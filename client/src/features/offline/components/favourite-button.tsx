import { useLingui } from '@lingui/react/macro';
import type { PlayerTrack } from '#shared/player.ts';
import { useAtomValue } from 'jotai';
import {
  cancelDownload,
  downloadFailuresAtom,
  downloadJobsAtom,
  favouriteStateAtom,
  favouriteTrack,
  unfavouriteTrack,
  type DownloadCategory,
} from '../downloads.ts';
import { DownloadProgress } from './download-progress.tsx';
import { useFailureText } from './failure-message.tsx';
import { CloseIcon, HeartIcon } from './icons.tsx';
import '../offline.css';

interface FavouriteButtonProps {
  track: PlayerTrack;
  category: DownloadCategory;
  /** In a track list row (compact) or next to the track now playing (with Cancel and messages). */
  place: 'list' | 'now-playing';
  /** In the list: the id of the row's title. The button is then just "Favourite", described by it. */
  describedBy?: string;
}

/**
 * The heart of a track. Pressing it makes the track a favourite and downloads it for offline
 * listening (a progress bar and a Cancel button show meanwhile); pressing it again removes the
 * download. `aria-pressed` says whether the track is a favourite.
 */
export function FavouriteButton({ track, category, place, describedBy }: FavouriteButtonProps) {
  const { t } = useLingui();
  const state = useAtomValue(favouriteStateAtom)(track.id);
  const job = useAtomValue(downloadJobsAtom).get(track.id);
  const failure = useAtomValue(downloadFailuresAtom).find((f) => f.trackId === track.id);
  const failureText = useFailureText();
  const title = track.title;
  const pressed = state !== 'none';

  return (
    <div className="favourite" data-place={place} data-state={state} data-testid="favourite">
      <button
        type="button"
        className="favourite-button"
        aria-pressed={pressed}
        aria-label={describedBy ? t`Favourite` : t`Favourite “${title}”`}
        aria-describedby={describedBy}
        title={
          pressed ? t`Remove from favourites and downloads` : t`Add to favourites and download for offline listening`
        }
        data-testid="favourite-button"
        data-track-id={track.id}
        onClick={() => void (pressed ? unfavouriteTrack(track.id) : favouriteTrack(track, category))}
      >
        <HeartIcon filled={pressed} />
      </button>
      {job && (
        <>
          <DownloadProgress job={job} />
          {/* In the list, pressing the heart again cancels; the row has no room for another button. */}
          {place === 'now-playing' && job.stage === 'downloading' && (
            <button
              type="button"
              className="favourite-cancel"
              aria-label={t`Cancel the download of “${title}”`}
              title={t`Cancel download`}
              data-testid="download-cancel"
              onClick={() => cancelDownload(track.id)}
            >
              <CloseIcon />
            </button>
          )}
        </>
      )}
      {place === 'now-playing' && failure && (
        // Announced by the Downloads section's live region; shown here where the visitor is looking.
        <p className="favourite-error" data-testid="favourite-error">
          {failureText(failure)}
        </p>
      )}
    </div>
  );
}
