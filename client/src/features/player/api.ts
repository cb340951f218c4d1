import { TRACKS_LOAD_ERROR, validateCatalogue, type PlayerCategory, type TracksLoadFailure } from '#shared/player.ts';
import { apiGet, apiSend, isApiError } from '../../lib/api-client.ts';

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
 * have some. Throws a `TracksLoadError` when the server fails or nothing playable is left.
 */
export async function fetchCatalogue(signal?: AbortSignal): Promise<PlayerCategory[]> {
  let body: unknown;
  try {
    body = await apiGet<unknown>('/api/tracks', { signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (isApiError(error) && error.kind === 'http') {
      throw new TracksLoadError(
        { code: TRACKS_LOAD_ERROR, reason: 'http', statusText: error.message },
        { cause: error },
      );
    }
    throw new TracksLoadError({ code: TRACKS_LOAD_ERROR, reason: 'unknown' }, { cause: error });
  }
  const result = validateCatalogue(body);
  if (!result.ok) throw new TracksLoadError({ code: TRACKS_LOAD_ERROR, reason: result.reason });
  return result.categories;
}

/**
 * Tells the server a track started playing (for the admin's play counts). Fire and forget: a
 * failure, or a server without the endpoint, must never disturb the music.
 */
export function reportPlay(trackId: string): void {
  apiSend('POST', `/api/tracks/${encodeURIComponent(trackId)}/play`).catch(() => undefined);
}
