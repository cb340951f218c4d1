import { atom } from 'jotai';
import { store } from '../../lib/store.ts';

const onlineState = atom(typeof navigator === 'undefined' ? true : navigator.onLine);

/** Whether the browser believes it has a network connection (`navigator.onLine`), kept up to date. */
export const onlineAtom = atom((get) => get(onlineState));

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => store.set(onlineState, true));
  window.addEventListener('offline', () => store.set(onlineState, false));
}
