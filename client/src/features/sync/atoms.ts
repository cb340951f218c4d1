import { atom } from 'jotai';
import type { SyncStatus } from './engine.ts';

/** Sync on this device: off, or following a space (the key stays in this browser's storage). */
export const syncStatusState = atom<SyncStatus>({ kind: 'off' });
export const syncStatusAtom = atom((get) => get(syncStatusState));

/** How many changes from other devices could not be read since this page opened. */
export const unreadableState = atom(0);
export const unreadableAtom = atom((get) => get(unreadableState));

/** The link and typed code that pair another device, while sync is on (made when needed, from the key). */
export const syncKeyState = atom<string | null>(null);
export const syncKeyAtom = atom((get) => get(syncKeyState));
