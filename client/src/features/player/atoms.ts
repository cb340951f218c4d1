import { atom } from 'jotai';
import { selectAtom } from 'jotai/utils';
import { startTransition } from 'react';
import { currentTrack, INITIAL_PLAYBACK, type PlaybackState } from '#shared/playback.ts';
import { TRACKS_LOAD_ERROR, type PlayerCategory, type TracksLoadFailure } from '#shared/player.ts';
import { fetchCatalogue, TracksLoadError } from './api.ts';
import type { Located } from '#shared/playlist.ts';
import { readMusicPrefs, readPrefs, writeMusicPrefs, writePrefs, type MusicPrefs, type PlayerPrefs } from './prefs.ts';
import type { TimerCue } from '#shared/music-follow.ts';
import { normalizeMusicSettings, type MusicSettings } from '#shared/settings.ts';
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
    // The player's first render with the tracks is the start's largest after the take-over: as a transition React
    // renders it in slices and yields between them, instead of one long task a press would wait behind (issue 26).
    startTransition(() => set(catalogueState, { status: 'ready', categories }));
  } catch (error) {
    const failure: TracksLoadFailure =
      error instanceof TracksLoadError ? error.failure : { code: TRACKS_LOAD_ERROR, reason: 'unknown' };
    console.error(TRACKS_LOAD_ERROR, error);
    set(catalogueState, { status: 'error', failure });
  }
});

// ---------------------------------------------------------------------------------------------
// Playback: the state of the machine in #shared/playback.ts, written only by the player controller

/** The player's one state; the controller runs every change through `transition` and stores the result. */
export const playerStateAtom = atom<PlaybackState>(INITIAL_PLAYBACK);

/** The part of the state the card shows (not the position, which moves four times a second). */
export type PlaybackView = Pick<
  PlaybackState,
  'categoryId' | 'trackId' | 'status' | 'loadFailed' | 'retries' | 'wantsToPlay' | 'nothingPlayable'
>;

/** What is selected and whether it plays: the card's view, unchanged while only the position moves. */
export const playbackAtom = selectAtom(
  playerStateAtom,
  ({ categoryId, trackId, status, loadFailed, retries, wantsToPlay, nothingPlayable }): PlaybackView => ({
    categoryId,
    trackId,
    status,
    loadFailed,
    retries,
    wantsToPlay,
    nothingPlayable,
  }),
  sameFields,
);

/** Seconds into the track, and its length (0 while unknown). */
export type Progress = Pick<PlaybackState, 'position' | 'duration'>;

/**
 * Position (whole seconds: what the seek bar shows) and length. The element reports the time four times a second;
 * the seek bar is drawn again only when the second changes (issue 27, battery).
 */
export const progressAtom = selectAtom(
  playerStateAtom,
  ({ position, duration }): Progress => ({ position: Math.floor(position), duration }),
  sameFields,
);

function sameFields<T extends object>(a: T, b: T): boolean {
  return (Object.keys(a) as (keyof T)[]).every((key) => Object.is(a[key], b[key]));
}

/** The selected track with its category and index in it. */
export const currentTrackAtom = atom<Located | null>((get) => {
  const catalogue = get(catalogueState);
  if (catalogue.status !== 'ready') return null;
  return currentTrack(get(playerStateAtom), catalogue.categories);
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

/**
 * Whether the current track can play now (false offline for one that is not downloaded): Play is disabled for
 * it, rather than pressing it quietly switching to another category's download.
 */
export const currentPlayableAtom = atom((get) => {
  const current = get(currentTrackAtom);
  return current === null || get(trackSourcesState).audioFor(current.track) !== null;
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

// ---------------------------------------------------------------------------------------------
// Music companions (issue 14): follow the timer, music during breaks, crossfade

const musicState = atom<MusicPrefs>(readMusicPrefs());

/** The music settings and whether the visitor has played music here; the controller reads them. */
export const musicPrefsAtom = atom((get) => get(musicState));

/** Changes some of the music settings (normalised and remembered). */
export const updateMusicSettingsAtom = atom(null, (get, set, change: Partial<MusicSettings>) => {
  const current = get(musicState);
  const next: MusicPrefs = { ...normalizeMusicSettings({ ...current, ...change }), hasPlayed: current.hasPlayed };
  writeMusicPrefs(next);
  set(musicState, next);
});

/** The visitor pressed Play or picked a track: from now on the music may follow the timer. */
export const markPlayedAtom = atom(null, (get, set) => {
  const current = get(musicState);
  if (current.hasPlayed) return;
  const next = { ...current, hasPlayed: true };
  writeMusicPrefs(next);
  set(musicState, next);
});

const timerCueState = atom<{ id: number; cue: TimerCue } | null>(null);

/** The latest thing the timer told the music (numbered, so the same cue twice is two cues). */
export const timerCueAtom = atom((get) => get(timerCueState));

/** The composition root tells the music what the timer did (features do not import each other). */
export const sendTimerCueAtom = atom(null, (get, set, cue: TimerCue) => {
  set(timerCueState, { id: (get(timerCueState)?.id ?? 0) + 1, cue });
});

// ---------------------------------------------------------------------------------------------
// The lock screen's second line

const sessionLineState = atom<string | null>(null);

/**
 * What the Media Session shows in place of the artist ("Focus · 18 min left" while the timer runs),
 * or null for the track's artist. The player does not know the timer: the app's wiring sets this.
 */
export const sessionLineAtom = atom((get) => get(sessionLineState));

export const setSessionLineAtom = atom(null, (_get, set, line: string | null) => set(sessionLineState, line));

// ---------------------------------------------------------------------------------------------
// The now-playing bar (issue 27)

const musicChosenState = atom(false);

/** The visitor played or chose a track in this visit: from then on the now-playing bar is on every page. */
export const musicChosenAtom = atom((get) => get(musicChosenState));

export const markMusicChosenAtom = atom(null, (_get, set) => set(musicChosenState, true));

const playerCardInViewState = atom(false);

/** The full player card is on screen (the bar then steps aside: one set of controls at a time). */
export const playerCardInViewAtom = atom((get) => get(playerCardInViewState));

export const setPlayerCardInViewAtom = atom(null, (_get, set, inView: boolean) => set(playerCardInViewState, inView));
