/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { TRACKS_CACHE, tracksStrategy } from './tracks-strategy.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

/**
 * Tells the open pages whether the server answers. The browser may say it is online while the
 * server is down or unreachable; the pages then treat tracks that are not downloaded as unavailable.
 */
async function broadcastReachable(reachable: boolean): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window' }))
    client.postMessage({ type: 'POMOLO_SERVER', reachable });
}

// Failures are always told (a page opened since may not know); successes only after a failure.
let lastReachable = true;
const reachability = {
  fetchDidFail: async ({ error }: { error: Error }) => {
    // A request the page gave up (a new track chosen mid-load) says nothing about the server, and a 5xx
    // (tracks-strategy.ts) comes from a server that answers.
    if (error.name === 'AbortError' || error.name === 'ServerError') return;
    lastReachable = false;
    await broadcastReachable(false);
  },
  fetchDidSucceed: ({ response }: { response: Response }) => {
    if (!lastReachable) {
      lastReachable = true;
      void broadcastReachable(true);
    }
    return Promise.resolve(response);
  },
};

const COVERS_CACHE = 'pomolo-covers';
const AUDIO_CACHE = 'pomolo-audio';

// The app shell, every route chunk, every locale catalog, the icons and the bell (list injected at build).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the SPA (/fr/…, /blog/…, never-visited ones included) starts from the precached
// index.html, so the public app opens offline. /admin too: offline, the admin client says it needs
// the network instead of the browser's error page. Server-owned paths and file URLs stay network-only.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [
      /^\/api(\/|$)/,
      /^\/media(\/|$)/,
      /^\/audio(\/|$)/,
      /^\/(healthz|readyz)$/,
      /\/[^/?]+\.[a-z0-9]+(\?.*)?$/i,
    ],
  }),
);

// The catalogue: fresh when online, the last good copy when offline, the server is slow or answers 5xx.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname === '/api/tracks' && request.method === 'GET',
  tracksStrategy(reachability),
);

/**
 * A stored media file on another origin (MEDIA_PUBLIC_URL: a CDN or the bucket): `…/audio/<name>.mp3`,
 * `…/covers/<name>.webp`, no query. The player asks for audio in CORS mode, so with the bucket's CORS rule the answers
 * are cacheable; opaque answers never are (CacheableResponsePlugin keeps 200s only).
 */
function isCdnMedia(url: URL, folder: 'audio' | 'covers'): boolean {
  const name =
    folder === 'audio' ? /\/audio\/[a-z0-9][a-z0-9._-]*\.(mp3|wav|ogg)$/ : /\/covers\/[a-z0-9][a-z0-9._-]*\.webp$/;
  return url.protocol === 'https:' && !url.search && name.test(url.pathname);
}

// Covers (and their 400/800/1200 variants): file names never change, so the cache answers first.
// Bounded, so browsing a large catalogue cannot fill the visitor's storage.
// With MEDIA_PUBLIC_URL the catalogue names them on a CDN or bucket (`https://cdn.example/media/covers/x.webp`).
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    (url.origin === self.location.origin ? url.pathname.startsWith('/media/covers/') : isCdnMedia(url, 'covers')),
  new CacheFirst({
    cacheName: COVERS_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// Audio, following Workbox's rules for media: a cached file answers Range requests (seeking) through
// the range plugin; only whole 200 answers are ever cached, never a 206 slice. Favourite tracks are
// stored in IndexedDB by the page and play from blob URLs, so nothing here is needed to play offline.
registerRoute(
  ({ url, request }) =>
    request.destination === 'audio' &&
    (url.origin === self.location.origin ? url.pathname.startsWith('/media/audio/') : isCdnMedia(url, 'audio')),
  new CacheFirst({
    cacheName: AUDIO_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new RangeRequestsPlugin(),
      reachability,
      new ExpirationPlugin({ maxEntries: 20, purgeOnQuotaError: true }),
    ],
  }),
);

// The first visit fetched the catalogue before this worker was in control, so it was not cached:
// fetch it now, so the music list is there on the first offline start. Best effort.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(TRACKS_CACHE)
      .then(async (cache) => {
        if (await cache.match('/api/tracks')) return;
        const response = await fetch('/api/tracks', { credentials: 'same-origin' });
        if (response.status === 200) await cache.put('/api/tracks', response);
      })
      .catch(() => undefined),
  );
});

// The page asks a waiting worker to take over (sw-bridge → virtual:pwa-register → SKIP_WAITING),
// only when the visitor pressed Reload.
self.addEventListener('message', (event) => {
  if (event.data && (event.data as { type?: unknown }).type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
