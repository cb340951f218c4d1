import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { NetworkFirst } from 'workbox-strategies';

export const TRACKS_CACHE = 'pomolo-api-tracks';

/** A 5xx answer, turned into a failed fetch so that the strategy falls back to its cache. */
export class ServerError extends Error {
  constructor(readonly status: number) {
    super(`the server answered ${status}`);
    this.name = 'ServerError';
  }
}

/**
 * NetworkFirst falls back to its cache only when the fetch fails. A 5xx (the server up, its database down)
 * counts as a failure too, so the player keeps its last catalogue; with nothing cached, the page still gets
 * the server's own answer rather than a network error.
 */
export const serverErrorsAsFailures: WorkboxPlugin = {
  fetchDidSucceed: ({ response, state }) => {
    if (response.status < 500) return Promise.resolve(response);
    if (state) state.serverError = response;
    return Promise.reject(new ServerError(response.status));
  },
  handlerDidError: ({ state }) => Promise.resolve(state?.serverError as Response | undefined),
};

/** The catalogue (GET /api/tracks): fresh when the server answers well, else the last good copy. */
export function tracksStrategy(reachability: WorkboxPlugin): NetworkFirst {
  return new NetworkFirst({
    cacheName: TRACKS_CACHE,
    networkTimeoutSeconds: 5,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), reachability, serverErrorsAsFailures],
  });
}
