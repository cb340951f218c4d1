import { atom } from 'jotai';
import { store } from './store.ts';

/**
 * The only module that talks to the service worker. Components read the atoms below and call
 * `applyServiceWorkerUpdate()`; they never touch `navigator.serviceWorker`.
 */

const offlineReadyState = atom(false);
const updateAvailableState = atom(false);

/** True once the app shell is precached and the app can start with no network. */
export const offlineReadyAtom = atom((get) => get(offlineReadyState));
/** True when a new version is installed and waiting; apply it with `applyServiceWorkerUpdate()`. */
export const updateAvailableAtom = atom((get) => get(updateAvailableState));

let updateServiceWorker: ((reloadPage?: boolean) => Promise<void>) | undefined;
let registered = false;

/**
 * Registers /sw.js in production builds. In development there is no service worker, so stale
 * precaches never get in the way of the dev server.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || registered || !('serviceWorker' in navigator)) return;
  registered = true;
  try {
    const { registerSW } = await import('virtual:pwa-register');
    updateServiceWorker = registerSW({
      immediate: true,
      onOfflineReady: () => store.set(offlineReadyState, true),
      onNeedRefresh: () => store.set(updateAvailableState, true),
      onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
    });
  } catch (error) {
    console.error('Service worker registration failed', error);
  }
}

/** Activates the waiting service worker; the page reloads once it has taken control. */
export async function applyServiceWorkerUpdate(): Promise<void> {
  store.set(updateAvailableState, false);
  await updateServiceWorker?.(true);
}
