/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

// The app shell, every route chunk, every locale catalog and the icons (list injected at build).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the SPA (including /fr/…, /blog/…) starts from the precached index.html, so the
// public app opens offline. Server-owned paths and file URLs (/robots.txt) are left to the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/media(\/|$)/, /^\/audio(\/|$)/, /^\/admin(\/|$)/, /\/[^/?]+\.[a-z0-9]+(\?.*)?$/i],
  }),
);

// The catalogue: fresh when online, the last good copy when offline or the server is slow.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname === '/api/tracks' && request.method === 'GET',
  new NetworkFirst({
    cacheName: 'pomolo-api-tracks',
    networkTimeoutSeconds: 5,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

// The page asks a waiting worker to take over (sw-bridge → virtual:pwa-register → SKIP_WAITING).
self.addEventListener('message', (event) => {
  if (event.data && (event.data as { type?: unknown }).type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
