import { Trans } from '@lingui/react/macro';
import type { TracksLoadFailure } from '#shared/player.ts';

interface CatalogueErrorProps {
  failure: TracksLoadFailure;
  onRetry: () => void;
}

/** The TRACKS_LOAD_ERROR panel (SPEC §8). */
export function CatalogueError({ failure, onRetry }: CatalogueErrorProps) {
  return (
    <div role="alert" className="catalogue-error" data-testid="catalogue-error" data-code={failure.code}>
      <p className="catalogue-error-title">
        <Trans>Failed to load audio tracks</Trans>
      </p>
      <p className="catalogue-error-message" data-testid="catalogue-error-message">
        <FailureMessage failure={failure} />
      </p>
      <button type="button" className="player-button-text" onClick={onRetry} data-testid="catalogue-retry">
        <Trans>Retry</Trans>
      </button>
    </div>
  );
}

function FailureMessage({ failure }: { failure: TracksLoadFailure }) {
  switch (failure.reason) {
    case 'http': {
      const statusText = failure.statusText;
      return <Trans>Failed to load tracks: {statusText}</Trans>;
    }
    case 'no-valid-tracks':
      return <Trans>No valid audio tracks found</Trans>;
    default:
      return <Trans>An error occurred while loading tracks</Trans>;
  }
}
