import { atom } from 'jotai';
import { store } from '../../lib/store.ts';
import { serverReachableAtom } from '../../lib/sw-bridge.ts';

/**
 * What `navigator.onLine` says, taken as online where there is no browser: on the server (the prerendering and
 * its HTML), Node has no `navigator` before version 21 and one without `onLine` since, and the page must be
 * rendered as the browser will first render it (online) or its hydration fails.
 */
export function browserSaysOnline(nav: { onLine?: boolean } | undefined): boolean {
  return nav?.onLine !== false;
}

const onlineState = atom(browserSaysOnline(typeof navigator === 'undefined' ? undefined : navigator));

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
  store.set(onlineState, browserSaysOnline(navigator));
  window.addEventListener('online', () => store.set(onlineState, true));
  window.addEventListener('offline', () => store.set(onlineState, false));
}
