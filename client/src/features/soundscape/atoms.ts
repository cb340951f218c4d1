import { atom } from 'jotai';
import type { LayerId } from '#shared/soundscape/ids.ts';
import { type Mix, type SavedMix } from '#shared/soundscape/mix.ts';
import { readPrefs, readSavedMixes, sanitizePrefs, type SoundscapePrefs } from './storage.ts';

/** The soundscape's settings (the mix, every slider, keep through breaks); persisted by the controller. */
export const prefsState = atom<SoundscapePrefs>(readPrefs());
export const soundscapePrefsAtom = atom((get) => get(prefsState));
/** What the prerendered page shows (nothing on, default sliders). */
export const SERVER_PREFS = sanitizePrefs(null);

/** True while the audio runs (the visitor pressed something since the page opened, and did not stop). */
export const playingState = atom(false);
export const soundscapePlayingAtom = atom((get) => get(playingState));

export const savedMixesState = atom<SavedMix[]>(readSavedMixes());
export const savedMixesAtom = atom((get) => get(savedMixesState));

/** The sleep timer: when the soundscape stops (ms since the epoch), or null. */
export const sleepState = atom<{ minutes: number; endsAt: number } | null>(null);
export const sleepAtom = atom((get) => get(sleepState));

export type { LayerId, Mix };
