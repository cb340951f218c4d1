import { TRACKS_LOAD_ERROR, validateCatalogue, type PlayerCategory, type TracksLoadFailure } from '#shared/player.ts';
import { api } from '../../lib/api-client.ts';

/** A catalogue that cannot be used; `failure` says why in a form the UI can translate. */
export class TracksLoadError extends Error {
  override readonly name = 'TracksLoadError';
  readonly code = TRACKS_LOAD_ERROR;

  constructor(
    readonly failure: TracksLoadFailure,
    options?: { cause?: unknown },
  ) {
    super(failure.reason === 'http' ? `Failed to load tracks: ${failure.statusText}` : failure.reason, options);
  }
}

/**
 * The music catalogue (`GET /api/tracks`), validated: only playable tracks, only categories that
 * have some. Throws a `TracksLoadError` when the server fails or nothing playable is left, and an
 * `AbortError` when `signal` aborts the load.
 */
export async function fetchCatalogue(signal?: AbortSignal): Promise<PlayerCategory[]> {
  const result = await api.get<unknown>('/api/tracks', { signal });
  if (!result.ok) {
    if (result.kind === 'aborted') throw new DOMException('The catalogue load was aborted', 'AbortError');
    if (result.kind === 'http') {
      const statusText = result.message ?? `HTTP ${result.status} ${result.statusText}`.trim();
      throw new TracksLoadError({ code: TRACKS_LOAD_ERROR, reason: 'http', statusText }, { cause: result });
    }
    throw new TracksLoadError({ code: TRACKS_LOAD_ERROR, reason: 'unknown' }, { cause: result });
  }
  const checked = validateCatalogue(result.data);
  if (!checked.ok) throw new TracksLoadError({ code: TRACKS_LOAD_ERROR, reason: checked.reason });
  return checked.categories;
}

/**
 * Tells the server a track started playing (for the admin's play counts). Fire and forget: a
 * failure, or a server without the endpoint, must never disturb the music.
 */
export function reportPlay(trackId: string): void {
  void api.send('POST', `/api/tracks/${encodeURIComponent(trackId)}/play`);
}
