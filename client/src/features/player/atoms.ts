import { atom } from 'jotai';
import { TRACKS_LOAD_ERROR, type PlayerCategory, type PlayerTrack, type TracksLoadFailure } from '#shared/player.ts';
import { fetchCatalogue, TracksLoadError } from './api.ts';
import { locate } from '#shared/playlist.ts';
import { readPrefs, writePrefs, type PlayerPrefs } from './prefs.ts';
import { NETWORK_SOURCES, type TrackSources } from '#shared/track-sources.ts';
import { setVolume, toggleMute, wheelVolume } from '#shared/volume.ts';

// ---------------------------------------------------------------------------------------------
// The catalogue

export type CatalogueState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; categories: PlayerCategory[] }
  | { status: 'error'; failure: TracksLoadFailure };

const catalogueState = atom<CatalogueState>({ status: 'idle' });

/** The validated music catalogue and where its loading stands. */
export const catalogueAtom = atom((get) => get(catalogueState));

/**
 * Loads the catalogue unless it is loaded or loading already; `{ force: true }` loads it again
 * (the Retry button). Kept in the store rather than a route loader so the player keeps its
 * tracks, and its music, across page changes.
 */
export const loadCatalogueAtom = atom(null, async (get, set, options?: { force?: boolean }) => {
  const current = get(catalogueState);
  if (current.status === 'loading') return;
  if (current.status === 'ready' && !options?.force) return;
  set(catalogueState, { status: 'loading' });
  try {
    const categories = await fetchCatalogue();
    set(catalogueState, { status: 'ready', categories });
  } catch (error) {
    const failure: TracksLoadFailure =
      error instanceof TracksLoadError ? error.failure : { code: TRACKS_LOAD_ERROR, reason: 'unknown' };
    console.error(TRACKS_LOAD_ERROR, error);
    set(catalogueState, { status: 'error', failure });
  }
});

// ---------------------------------------------------------------------------------------------
// Playback (written by the player controller, which owns the audio element)

export type PlaybackStatus =
  /** Nothing selected yet. */
  | 'idle'
  /** Fetching or buffering the selected track (also while a retry is pending). */
  | 'loading'
  | 'playing'
  | 'paused'
  /** The track could not be loaded, retries included. */
  | 'error';

export interface PlaybackState {
  categoryId: string | null;
  trackId: string | null;
  status: PlaybackStatus;
  /** The last load of the current track failed ("Failed to load track"). */
  loadFailed: boolean;
  /** Retries of the current track started or scheduled so far (0–3). */
  retries: number;
  /** The visitor wants music: Play was pressed, or a track was chosen (shows Pause while loading). */
  wantsToPlay: boolean;
  /** Music was asked for but no track can be played now (offline, and nothing downloaded). */
  nothingPlayable: boolean;
}

const INITIAL_PLAYBACK: PlaybackState = {
  categoryId: null,
  trackId: null,
  status: 'idle',
  loadFailed: false,
  retries: 0,
  wantsToPlay: false,
  nothingPlayable: false,
};

const playbackState = atom<PlaybackState>(INITIAL_PLAYBACK);

/** What is selected and whether it plays. */
export const playbackAtom = atom((get) => get(playbackState));

/** Merges a change into the playback state; only the player controller writes it. */
export const updatePlaybackAtom = atom(null, (get, set, patch: Partial<PlaybackState>) => {
  set(playbackState, { ...get(playbackState), ...patch });
});

export interface Progress {
  /** Seconds into the track. */
  position: number;
  /** Seconds; 0 while unknown. */
  duration: number;
}

// Apart from the playback state: it changes four times a second and only the seek bar reads it.
const progressState = atom<Progress>({ position: 0, duration: 0 });

export const progressAtom = atom((get) => get(progressState));

/** Merges a change into the progress; only the player controller writes it. */
export const updateProgressAtom = atom(null, (get, set, patch: Partial<Progress>) => {
  set(progressState, { ...get(progressState), ...patch });
});

/** The selected category (null before the catalogue is loaded). */
export const currentCategoryAtom = atom<PlayerCategory | null>((get) => {
  const catalogue = get(catalogueState);
  if (catalogue.status !== 'ready') return null;
  const { categoryId } = get(playbackState);
  return catalogue.categories.find((c) => c.id === categoryId) ?? null;
});

/** The selected track with its category and index in it. */
export const currentTrackAtom = atom<{ category: PlayerCategory; track: PlayerTrack; index: number } | null>((get) => {
  const catalogue = get(catalogueState);
  if (catalogue.status !== 'ready') return null;
  const { categoryId, trackId } = get(playbackState);
  return locate(catalogue.categories, categoryId, trackId);
});

// ---------------------------------------------------------------------------------------------
// Sources: where audio and covers come from, and so which tracks can play now

const trackSourcesState = atom<TrackSources>(NETWORK_SOURCES);

/** The player's current sources (the network unless a route provided others). */
export const trackSourcesAtom = atom((get) => get(trackSourcesState));

/** Replaces the sources; the controller re-checks the current track against them. */
export const setTrackSourcesAtom = atom(null, (_get, set, sources: TrackSources) => {
  set(trackSourcesState, sources);
});

// ---------------------------------------------------------------------------------------------
// Preferences: volume, mute, shuffle (remembered in this browser)

const prefsState = atom<PlayerPrefs>(readPrefs());

/** Volume, mute and shuffle; the controller applies them to the audio element. */
export const prefsAtom = atom((get) => get(prefsState));

function savePrefs(next: PlayerPrefs): PlayerPrefs {
  writePrefs(next);
  return next;
}

/** Sets the volume (0–1); 0 mutes. */
export const setVolumeAtom = atom(null, (get, set, volume: number) => {
  const prefs = get(prefsState);
  set(prefsState, savePrefs({ ...prefs, ...setVolume(prefs, volume) }));
});

/** Mutes (remembering the volume) or unmutes (restoring it, 0.5 if it was 0). */
export const toggleMuteAtom = atom(null, (get, set) => {
  const prefs = get(prefsState);
  set(prefsState, savePrefs({ ...prefs, ...toggleMute(prefs) }));
});

/** One mouse-wheel notch over the volume control (negative deltaY is louder). */
export const wheelVolumeAtom = atom(null, (get, set, deltaY: number) => {
  const prefs = get(prefsState);
  const next = wheelVolume(prefs, deltaY);
  if (next !== prefs) set(prefsState, savePrefs({ ...prefs, ...next }));
});

export const toggleShuffleAtom = atom(null, (get, set) => {
  const prefs = get(prefsState);
  set(prefsState, savePrefs({ ...prefs, shuffle: !prefs.shuffle }));
});
