import { atom } from 'jotai';
import { store } from '../../lib/store.ts';
import { serverReachableAtom } from '../../lib/sw-bridge.ts';

const onlineState = atom(typeof navigator === 'undefined' ? true : navigator.onLine);

/**
 * Whether Pomolo's server can be used: the browser has a network connection (`navigator.onLine`)
 * and the server answered the last time it was asked. Kept up to date.
 */
export const onlineAtom = atom((get) => get(onlineState) && get(serverReachableAtom));

let watching = false;

/** Follows the browser's online and offline events. Called once by the app at start. */
export function watchNetwork(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  store.set(onlineState, navigator.onLine);
  window.addEventListener('online', () => store.set(onlineState, true));
  window.addEventListener('offline', () => store.set(onlineState, false));
}
