import { atom } from 'jotai';
import { store } from './store.ts';

/**
 * The only module that talks to the service worker. Components read the atoms below and call
 * `applyServiceWorkerUpdate()`; they never touch `navigator.serviceWorker`.
 *
 * Updates never reload the page by themselves: a new version waits until the visitor presses
 * Reload in this tab. If another tab activated it, this one is told again instead of reloading
 * under the visitor's hands (a running focus phase, a half-typed form).
 */

const offlineReadyState = atom(false);
const updateAvailableState = atom(false);
const serverReachableState = atom(true);

/** True once the app shell is precached and the app can start with no network. */
export const offlineReadyAtom = atom((get) => get(offlineReadyState));
/** True when a new version is installed and waiting; apply it with `applyServiceWorkerUpdate()`. */
export const updateAvailableAtom = atom((get) => get(updateAvailableState));
/**
 * False while the server cannot be reached although the browser believes it is online (the
 * service worker saw a request fail). Checked again every few seconds until it answers.
 */
export const serverReachableAtom = atom((get) => get(serverReachableState));

/** How often an unreachable server is asked again (a HEAD request, past the service worker). */
const REACHABILITY_PROBE_MS = 10_000;

/** How often an open page asks whether a new version was deployed (also when it becomes visible). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let updateServiceWorker: ((reloadPage?: boolean) => Promise<void>) | undefined;
let registration: ServiceWorkerRegistration | undefined;
let registered = false;
/** Set by the visitor's click only: the one thing that may reload the page. */
let reloadRequested = false;

/**
 * Registers /sw.js in production builds. In development there is no service worker, so stale
 * precaches never get in the way of the dev server.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || registered || !('serviceWorker' in navigator)) return;
  registered = true;
  listenForReachability();
  try {
    const { registerSW } = await import('virtual:pwa-register');
    updateServiceWorker = registerSW({
      immediate: true,
      onOfflineReady: () => store.set(offlineReadyState, true),
      onNeedRefresh: () => store.set(updateAvailableState, true),
      // The new version took control of this page. Without this handler the page would reload
      // itself; it does only when this tab asked for the update.
      onNeedReload: () => {
        if (reloadRequested) reloadOnce();
        else store.set(updateAvailableState, true);
      },
      onRegisteredSW: (_url: string, found: ServiceWorkerRegistration | undefined) => {
        registration = found;
        if (found) watchForUpdates();
      },
      onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
    });
  } catch (error) {
    console.error('Service worker registration failed', error);
  }
}

let probeTimer: ReturnType<typeof setTimeout> | undefined;

function setReachable(reachable: boolean): void {
  store.set(serverReachableState, reachable);
  clearTimeout(probeTimer);
  if (!reachable) probeTimer = setTimeout(() => void probeServer(), REACHABILITY_PROBE_MS);
}

async function probeServer(): Promise<void> {
  try {
    // Any answer, even an error status, means the server is there; only a failed fetch does not.
    await fetch('/api/tracks', { method: 'HEAD', cache: 'no-store' });
    setReachable(true);
  } catch {
    setReachable(false);
  }
}

function listenForReachability(): void {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; reachable?: unknown } | null;
    if (data?.type === 'POMOLO_SERVER' && typeof data.reachable === 'boolean') {
      if (data.reachable !== store.get(serverReachableState)) setReachable(data.reachable);
    }
  });
  // Messages sent before the page listened are delivered now.
  navigator.serviceWorker.startMessages();
  window.addEventListener('online', () => {
    if (!store.get(serverReachableState)) void probeServer();
  });
}

function watchForUpdates(): void {
  setInterval(() => void checkForServiceWorkerUpdate(), UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkForServiceWorkerUpdate();
  });
}

/**
 * Whether the service worker's precache holds `path` (Workbox keys it with a `__WB_REVISION__` query), so a GET
 * of it works with no network. False where there is no Cache API.
 */
export async function isPrecached(path: string): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  try {
    for (const name of await caches.keys()) {
      if (!name.includes('precache')) continue;
      if (await (await caches.open(name)).match(path, { ignoreSearch: true })) return true;
    }
  } catch {
    // Storage blocked (some private modes): ask the network as before.
  }
  return false;
}

/** Asks the server whether a new version was deployed (quietly does nothing offline). */
export async function checkForServiceWorkerUpdate(): Promise<void> {
  if (!registration || !navigator.onLine) return;
  try {
    await registration.update();
  } catch {
    // Offline or the server is down: the next check will tell.
  }
}

/**
 * The visitor pressed Reload: activates the waiting version, and the page reloads once it is in
 * control (a running timer is restored from its saved state).
 */
export async function applyServiceWorkerUpdate(): Promise<void> {
  reloadRequested = true;
  store.set(updateAvailableState, false);
  // Another tab already activated it: this page only needs to load the new version.
  if (!registration?.waiting) {
    reloadOnce();
    return;
  }
  // Reload once the new version is in control. (workbox-window reports it as an update only when
  // the page was already controlled when it registered, not after a first visit.)
  navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true });
  await updateServiceWorker?.(true);
}

let reloading = false;

function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}
