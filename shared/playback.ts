/**
 * The music player as a pure state machine (SPEC.md §4 "Player", §9 timings), like `timer.ts`.
 *
 * `transition(state, event, context)` takes what happened (the visitor pressed a button, the audio
 * element reported, a scheduled delay came due) and returns the next state and the effects to
 * run: load a URL, play, pause, seek, set the volume, schedule or cancel a delay, count a play, log.
 * Nothing here touches a browser, a clock or a random source of its own; the adapter
 * (`client/src/features/player/player-controller.ts`) owns the `<audio>` element and runs the
 * effects. What the machine only reads (the catalogue, where tracks come from, the visitor's
 * preferences, a random source) arrives as the context of each call.
 */
import { LOAD_RETRY_DELAY_MS, MAX_LOAD_RETRIES, NEXT_TRACK_DELAY_MS, type PlayerCategory } from './player.ts';
import { crossfadeOverlapMs, FOLLOW_FADE_MS, shouldPreload, type FadeKind, type TimerCue } from './music-follow.ts';
import { firstAvailable, initialSelection, locate, stepIndex, type Random } from './playlist.ts';
import type { Located, Selection } from './playlist.ts';
import { DEFAULT_MUSIC_SETTINGS, type MusicSettings } from './settings.ts';
import { isPlayable, type TrackSources } from './track-sources.ts';
import { audibleVolume, type VolumeState } from './volume.ts';

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
  /** Seconds into the track. */
  position: number;
  /** Seconds; 0 while unknown. */
  duration: number;
  /** The URL the audio element was last given; null before the first load. */
  src: string | null;
  /**
   * Counts loads. Delays and play attempts carry the number of the load that started them; once a
   * newer load began they are stale and ignored.
   */
  load: number;
  /** The 0.5 s gap after a track ended is running (Play or Pause cancels it). */
  advancing: boolean;
  /** This load was already counted as a play. */
  reported: boolean;
  /**
   * The timer took the music: it was sounding when focus ended, so it fades out (then pauses) and
   * focus starting again brings it back. Any Play, Pause or track change of the visitor clears it.
   */
  heldByTimer: boolean;
  /** The timer phase the music last followed: a focus end and the flip after it are one change. */
  followPhase: 'focus' | 'break';
  /** Crossfade: the track chosen to come next, preloaded on the second element. */
  upcoming: { categoryId: string; trackId: string; src: string } | null;
}

export const INITIAL_PLAYBACK: PlaybackState = {
  categoryId: null,
  trackId: null,
  status: 'idle',
  loadFailed: false,
  retries: 0,
  wantsToPlay: false,
  nothingPlayable: false,
  position: 0,
  duration: 0,
  src: null,
  load: 0,
  advancing: false,
  reported: false,
  heldByTimer: false,
  followPhase: 'focus',
  upcoming: null,
};

/** What the player remembers for the visitor and the machine reads: volume, mute and shuffle. */
export interface PlaybackPrefs extends VolumeState {
  shuffle: boolean;
}

/** What the machine reads but does not own. */
export interface PlaybackContext {
  /** The validated catalogue (empty while it loads). */
  categories: readonly PlayerCategory[];
  /** Where audio comes from, and so which tracks can play now. */
  sources: TrackSources;
  prefs: PlaybackPrefs;
  random: Random;
  /**
   * Music follows the timer, music during breaks, crossfade (defaults: follow on, no crossfade). The
   * adapter passes `followTimer` only once the visitor has played music at least once.
   */
  music?: MusicSettings;
}

export type PlaybackEvent =
  // The visitor and the app.
  /** A catalogue is ready: keep the selection if it still exists, else select a track without playing. */
  | { type: 'catalogue-ready' }
  | { type: 'select-track'; categoryId: string; trackId: string }
  | { type: 'select-category'; categoryId: string }
  /** Play; `ready` says whether the element has enough data to start at once. */
  | { type: 'play'; ready: boolean }
  | { type: 'pause' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'seek'; seconds: number }
  /** The sources changed (offline, a download finished or was removed). */
  | { type: 'sources-changed' }
  /** Volume or mute changed (and once when the element is created). */
  | { type: 'prefs-changed' }
  /** Stop for good: the music area crashed and its controls are gone. */
  | { type: 'halt' }
  // The audio element.
  | { type: 'can-play' }
  | { type: 'playing' }
  | { type: 'waiting' }
  | { type: 'paused' }
  | { type: 'ended' }
  | { type: 'time'; position: number }
  | { type: 'duration'; duration: number }
  /** Loading failed (an aborted load is not an error and is not reported). */
  | { type: 'load-error'; message: string }
  /** The browser refused to start playing without a gesture (autoplay policy). */
  | { type: 'play-refused'; load: number }
  // Delays scheduled by an effect, come due.
  | { type: 'advance-due'; load: number }
  | { type: 'retry-due'; load: number }
  /** A fade-out for the timer finished: the music pauses until focus starts. */
  | { type: 'hold-due'; load: number }
  // The timer (linked in by the composition root).
  | { type: 'timer'; cue: TimerCue };

export type PlaybackTimer = 'advance' | 'retry' | 'hold';

export type PlaybackEffect =
  /** Give the element this URL (again: reload it). With `resumeAt`, seek there once it knows the length. */
  | { type: 'load'; src: string; resumeAt?: number }
  /** Start the element; a refusal is reported back as `play-refused` with this load number. */
  | { type: 'play'; load: number }
  | { type: 'pause' }
  | { type: 'seek'; position: number }
  | { type: 'volume'; volume: number; muted: boolean }
  /** Send `<timer>-due` with this load number after `delayMs`, replacing a pending one of that name. */
  | { type: 'schedule'; timer: PlaybackTimer; delayMs: number; load: number }
  | { type: 'cancel'; timer: PlaybackTimer }
  /** The track started playing for the first time since it was loaded. */
  | { type: 'report-play'; trackId: string }
  | { type: 'log'; level: 'warn' | 'error'; message: string }
  /** Move the timer's gain on the output (see `fadePlan`); `bell` when the bell rings from now. */
  | { type: 'fade'; kind: FadeKind; bell: boolean }
  /** Crossfade: give the second element this URL, ready to start. */
  | { type: 'preload'; src: string }
  /**
   * Crossfade: start the second element (preloaded with `src`) and make it the player's element; the
   * two overlap for `overMs` with equal-power curves, then the old one stops.
   */
  | { type: 'crossfade'; src: string; overMs: number };

export interface PlaybackTransition {
  state: PlaybackState;
  effects: PlaybackEffect[];
}

const unchanged = (state: PlaybackState): PlaybackTransition => ({ state, effects: [] });

/** Whether a track can play now with the context's sources (offline: only downloaded ones). */
function playableIn(context: PlaybackContext) {
  return (track: PlayerCategory['tracks'][number]) => isPlayable(context.sources, track);
}

/** The selected track with its category, while it is in the catalogue. */
export function currentTrack(state: PlaybackState, categories: readonly PlayerCategory[]): Located | null {
  return locate(categories, state.categoryId, state.trackId);
}

/** Loads a track (a new load: older delays and play attempts become stale), playing it if `autoplay`. */
function loadTrack(
  state: PlaybackState,
  context: PlaybackContext,
  { category, track }: Pick<Located, 'category' | 'track'>,
  autoplay: boolean,
): PlaybackTransition {
  const load = state.load + 1;
  // A downloaded copy (a blob URL) when there is one; otherwise the network.
  const src = context.sources.audioFor(track) ?? track.url;
  return {
    state: {
      ...state,
      categoryId: category.id,
      trackId: track.id,
      // Without autoplay the track is simply ready to play: some browsers (iOS) fetch nothing until
      // Play, so waiting for a load event here could show a spinner forever.
      status: autoplay ? 'loading' : 'paused',
      loadFailed: false,
      retries: 0,
      wantsToPlay: autoplay,
      nothingPlayable: false,
      position: 0,
      duration: track.duration,
      src,
      load,
      advancing: false,
      reported: false,
      upcoming: null,
    },
    effects: [
      { type: 'cancel', timer: 'retry' },
      { type: 'cancel', timer: 'advance' },
      { type: 'load', src },
      ...(autoplay ? [{ type: 'play', load } as const] : []),
    ],
  };
}

function loadSelection(
  state: PlaybackState,
  context: PlaybackContext,
  selection: Selection,
  autoplay: boolean,
): PlaybackTransition {
  const located = locate(context.categories, selection.categoryId, selection.trackId);
  return located ? loadTrack(state, context, located, autoplay) : unchanged(state);
}

/** Plays the first playable track (this category first); says so when there is none. */
function playAnyPlayable(state: PlaybackState, context: PlaybackContext): PlaybackTransition {
  const pick = firstAvailable(context.categories, playableIn(context), state.categoryId);
  if (pick) return loadSelection(state, context, pick, true);
  const sounding = state.status === 'loading' || state.status === 'playing';
  return {
    state: { ...state, wantsToPlay: false, nothingPlayable: true, status: sounding ? 'paused' : state.status },
    // What still sounds stops, so the card and the speakers agree.
    effects: sounding ? [{ type: 'pause' }] : [],
  };
}

/** Next or previous in the category (shuffle: a random other one), skipping what cannot play now. */
function step(
  state: PlaybackState,
  context: PlaybackContext,
  direction: 'next' | 'previous',
  autoplay = true,
): PlaybackTransition {
  const category = context.categories.find((c) => c.id === state.categoryId);
  if (!category || category.tracks.length === 0) return unchanged(state);
  const current = category.tracks.findIndex((t) => t.id === state.trackId);
  const playable = playableIn(context);
  const options = {
    shuffle: context.prefs.shuffle,
    random: context.random,
    isAvailable: (index: number) => playable(category.tracks[index]),
  };
  const index = stepIndex(category.tracks.length, current, direction === 'next' ? 1 : -1, options);
  const track = category.tracks[index];
  if (track) return loadTrack(state, context, { category, track }, autoplay);
  // Nothing in this category can play now: move on to a category where something can.
  return playAnyPlayable(state, context);
}

function adopt(state: PlaybackState, context: PlaybackContext): PlaybackTransition {
  if (currentTrack(state, context.categories)) return unchanged(state);
  // Offline, a downloaded track; when nothing can play, any track, so the card still shows one.
  const pick =
    initialSelection(context.categories, context.random, playableIn(context)) ??
    initialSelection(context.categories, context.random);
  return pick ? loadSelection(state, context, pick, false) : unchanged(state);
}

function selectCategory(state: PlaybackState, context: PlaybackContext, categoryId: string): PlaybackTransition {
  // Choosing the current category changes nothing.
  if (state.categoryId === categoryId) return unchanged(state);
  const category = context.categories.find((c) => c.id === categoryId);
  if (!category) return unchanged(state);
  // Its first playable track plays; offline with none downloaded, its first track shows, silent.
  const playable = category.tracks.find(playableIn(context));
  const first = playable ?? category.tracks[0];
  return first ? loadTrack(state, context, { category, track: first }, playable !== undefined) : unchanged(state);
}

function play(state: PlaybackState, context: PlaybackContext, ready: boolean): PlaybackTransition {
  const current = currentTrack(state, context.categories);
  if (!current) return unchanged(state);
  // The selected track cannot play now (offline, not downloaded): play one that can.
  if (!playableIn(context)(current.track)) return step(state, context, 'next');
  // After the retries gave up, Play is the visitor's way to try once more.
  if (state.status === 'error') return loadTrack(state, context, current, true);
  return {
    state: {
      ...state,
      wantsToPlay: true,
      advancing: false,
      status: !ready || state.loadFailed ? 'loading' : state.status,
    },
    effects: [
      { type: 'cancel', timer: 'advance' },
      { type: 'play', load: state.load },
    ],
  };
}

function pause(state: PlaybackState): PlaybackTransition {
  // A pending retry still runs, but will not start the music.
  const stops = state.status === 'playing' || (state.status === 'loading' && !state.loadFailed);
  return {
    state: { ...state, wantsToPlay: false, advancing: false, status: stops ? 'paused' : state.status },
    effects: [{ type: 'cancel', timer: 'advance' }, { type: 'pause' }],
  };
}

function seek(state: PlaybackState, context: PlaybackContext, seconds: number): PlaybackTransition {
  if (state.src === null || !Number.isFinite(seconds)) return unchanged(state);
  const duration = state.duration > 0 ? state.duration : (currentTrack(state, context.categories)?.track.duration ?? 0);
  if (duration <= 0) return unchanged(state);
  const position = Math.min(duration, Math.max(0, seconds));
  return { state: { ...state, position }, effects: [{ type: 'seek', position }] };
}

/** Follows new sources without interrupting music that plays; the next track follows them. */
function sourcesChanged(state: PlaybackState, context: PlaybackContext): PlaybackTransition {
  const base = state.nothingPlayable ? { ...state, nothingPlayable: false } : state;
  const current = currentTrack(base, context.categories);
  if (!current || base.src === null) return unchanged(base);
  if (base.status === 'playing' || (base.status === 'loading' && base.wantsToPlay)) return unchanged(base);
  const wanted = context.sources.audioFor(current.track);
  if (wanted === null) {
    // The selected track cannot play any more (offline): select one that can, without playing it.
    const pick = firstAvailable(context.categories, playableIn(context), current.category.id);
    return pick ? loadSelection(base, context, pick, false) : unchanged(base);
  }
  if (base.src === wanted) return unchanged(base);
  // Not started (or failed): load afresh from the new copy, e.g. the download that just finished.
  if (base.status === 'error' || base.status === 'idle' || base.position === 0) {
    return loadTrack(base, context, current, false);
  }
  // Paused part-way: switch to the new copy at the same position.
  return { state: { ...base, src: wanted }, effects: [{ type: 'load', src: wanted, resumeAt: base.position }] };
}

function loadError(state: PlaybackState, context: PlaybackContext, message: string): PlaybackTransition {
  const current = currentTrack(state, context.categories);
  if (!current) return unchanged(state);
  const { url } = current.track;
  // The network went away and this track has no local copy: retrying cannot help. Move on to one
  // that can play (if music was wanted) instead of getting stuck.
  if (!playableIn(context)(current.track)) {
    const moved = state.wantsToPlay
      ? step(state, context, 'next')
      : { state: { ...state, status: 'paused' as const }, effects: [] };
    return {
      state: moved.state,
      effects: [{ type: 'log', level: 'warn', message: `Track ${url} is not available offline` }, ...moved.effects],
    };
  }
  if (state.retries >= MAX_LOAD_RETRIES) {
    return {
      state: { ...state, wantsToPlay: false, status: 'error', loadFailed: true },
      effects: [{ type: 'log', level: 'error', message: `Error playing track ${url}: ${message}` }],
    };
  }
  return {
    state: { ...state, status: 'loading', loadFailed: true, retries: state.retries + 1 },
    effects: [
      { type: 'log', level: 'warn', message: `Failed to load track ${url}; retrying: ${message}` },
      { type: 'schedule', timer: 'retry', delayMs: LOAD_RETRY_DELAY_MS, load: state.load },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Music that follows the timer (issue 14)

function musicOf(context: PlaybackContext): MusicSettings {
  return context.music ?? DEFAULT_MUSIC_SETTINGS;
}

/** Music is heard or about to be: playing, loading to play, or in the 0.5 s gap between tracks. */
function sounding(state: PlaybackState): boolean {
  return state.status === 'playing' || (state.status === 'loading' && state.wantsToPlay) || state.advancing;
}

/**
 * A visitor's Play, Pause or track change: manual control wins, so a fade-out or hold for the timer
 * ends here and the output goes back to full (a paused element makes that silent).
 */
function releaseFromTimer(state: PlaybackState, result: PlaybackTransition): PlaybackTransition {
  if (!state.heldByTimer) return result;
  return {
    state: { ...result.state, heldByTimer: false },
    effects: [{ type: 'cancel', timer: 'hold' }, { type: 'fade', kind: 'full', bell: false }, ...result.effects],
  };
}

/** Focus ended (or was skipped): the music fades out, then pauses, until focus starts again. */
function fadeOutForBreak(state: PlaybackState, bell: boolean): PlaybackTransition {
  return {
    state: { ...state, heldByTimer: true, followPhase: 'break' },
    effects: [
      { type: 'fade', kind: 'out', bell },
      { type: 'schedule', timer: 'hold', delayMs: FOLLOW_FADE_MS, load: state.load },
    ],
  };
}

const duck = (state: PlaybackState): PlaybackTransition => ({
  state,
  effects: [{ type: 'fade', kind: 'duck', bell: true }],
});

function followTimer(state: PlaybackState, cue: TimerCue, context: PlaybackContext): PlaybackTransition {
  const music = musicOf(context);
  const pausesForBreaks = music.followTimer && !music.musicDuringBreaks;
  switch (cue.type) {
    case 'phase-ended': {
      if (cue.phase === 'break' || state.heldByTimer) {
        // The bell is never masked: music that plays (during breaks, or by the visitor's choice) ducks under it.
        return sounding(state) && cue.bell && !state.heldByTimer ? duck(state) : unchanged(state);
      }
      const next: PlaybackState = { ...state, followPhase: 'break' };
      if (pausesForBreaks && sounding(state)) return fadeOutForBreak(next, cue.bell);
      return sounding(state) && cue.bell ? duck(next) : unchanged(next);
    }
    case 'phase-changed': {
      if (cue.phase === 'focus') return unchanged({ ...state, followPhase: 'focus' });
      // The flip after a focus end changes nothing more; Skip (no bell) into a break fades out too.
      if (state.followPhase === 'break') return unchanged(state);
      const next: PlaybackState = { ...state, followPhase: 'break' };
      return pausesForBreaks && sounding(state) && !state.heldByTimer ? fadeOutForBreak(next, false) : unchanged(next);
    }
    case 'focus-started': {
      const next: PlaybackState = { ...state, followPhase: 'focus' };
      if (!state.heldByTimer) return unchanged(next);
      const resumed: PlaybackState = { ...next, heldByTimer: false };
      const fadeIn: PlaybackEffect = { type: 'fade', kind: 'in', bell: false };
      // Still fading out (a quick Skip and Start): back up from where the gain is.
      if (state.status === 'playing' && state.wantsToPlay) {
        return { state: resumed, effects: [{ type: 'cancel', timer: 'hold' }, fadeIn] };
      }
      const played = play(resumed, context, false);
      return { state: played.state, effects: [{ type: 'cancel', timer: 'hold' }, fadeIn, ...played.effects] };
    }
  }
}

/** The fade-out for the timer finished: pause where the music is (focus starting resumes from there). */
function holdDue(state: PlaybackState): PlaybackTransition {
  // Not tied to a load: the player's own track changes (the gap, a retry) keep the hold; the visitor's cancel it.
  if (!state.heldByTimer) return unchanged(state);
  const stops = state.status === 'playing' || state.status === 'loading';
  return {
    state: { ...state, wantsToPlay: false, advancing: false, status: stops ? 'paused' : state.status },
    effects: [{ type: 'cancel', timer: 'advance' }, { type: 'pause' }],
  };
}

/** A track ended while the timer holds the music: the next one is selected, silent, for focus to resume. */
function endedWhileHeld(state: PlaybackState, context: PlaybackContext): PlaybackTransition {
  const moved = step({ ...state, wantsToPlay: false, advancing: false }, context, 'next', false);
  return { state: moved.state, effects: [{ type: 'cancel', timer: 'hold' }, ...moved.effects] };
}

// ---------------------------------------------------------------------------------------------
// Crossfade (issue 14): the next track is chosen and preloaded ahead, then the two overlap

/** While a track plays, with a crossfade set: preload what comes next, then start the crossfade. */
/**
 * Whether a time update at `position` may wait, folded into a later one, for up to `slackSeconds` (a hidden tab, where
 * nobody sees the position): the machine itself reads the position only for the crossfade, which needs every update
 * from just before the next track is preloaded. Without a crossfade (or a known length) the track's end comes as its
 * own event, so any update may wait.
 */
export function timeUpdateCanWait(
  state: PlaybackState,
  context: PlaybackContext,
  position: number,
  slackSeconds: number,
): boolean {
  return !shouldPreload(musicOf(context).crossfadeSeconds, position + slackSeconds, state.duration);
}

function crossfadeOnTime(state: PlaybackState, context: PlaybackContext): PlaybackTransition {
  const seconds = musicOf(context).crossfadeSeconds;
  if (!(seconds > 0) || state.status !== 'playing' || !state.wantsToPlay || state.heldByTimer) return unchanged(state);
  if (state.duration <= 0) return unchanged(state);
  if (state.upcoming === null) {
    if (!shouldPreload(seconds, state.position, state.duration)) return unchanged(state);
    // The next track by the usual rules (wrap, shuffle, skip what cannot play), chosen once, now.
    const chosen = step(state, context, 'next', false).state;
    if (chosen.load === state.load || chosen.trackId === null || chosen.categoryId === null || chosen.src === null) {
      return unchanged(state);
    }
    const upcoming = { categoryId: chosen.categoryId, trackId: chosen.trackId, src: chosen.src };
    return { state: { ...state, upcoming }, effects: [{ type: 'preload', src: upcoming.src }] };
  }
  const upcoming = locate(context.categories, state.upcoming.categoryId, state.upcoming.trackId);
  const still = upcoming && context.sources.audioFor(upcoming.track) === state.upcoming.src;
  // Gone from the catalogue, or its source changed (offline): the usual end and gap take over.
  if (!upcoming || !still) return unchanged({ ...state, upcoming: null });
  const overlapMs = crossfadeOverlapMs(seconds, state.duration, upcoming.track.duration);
  const remainingMs = Math.round((state.duration - state.position) * 1000);
  if (overlapMs <= 0 || remainingMs > overlapMs) return unchanged(state);
  const loaded = loadTrack(state, context, upcoming, true);
  return {
    state: loaded.state,
    effects: [
      { type: 'cancel', timer: 'retry' },
      { type: 'cancel', timer: 'advance' },
      { type: 'crossfade', src: state.upcoming.src, overMs: Math.max(0, remainingMs) },
    ],
  };
}

/** The next state and the effects to run, for one event. */
export function transition(state: PlaybackState, event: PlaybackEvent, context: PlaybackContext): PlaybackTransition {
  switch (event.type) {
    case 'catalogue-ready':
      return adopt(state, context);
    case 'select-track': {
      // A track that cannot play now is not selectable.
      const located = locate(context.categories, event.categoryId, event.trackId);
      return located && playableIn(context)(located.track)
        ? releaseFromTimer(state, loadTrack(state, context, located, true))
        : unchanged(state);
    }
    case 'select-category':
      return releaseFromTimer(state, selectCategory(state, context, event.categoryId));
    case 'play':
      return releaseFromTimer(state, play(state, context, event.ready));
    case 'pause':
      return releaseFromTimer(state, pause(state));
    case 'next':
    case 'previous':
      return releaseFromTimer(state, step(state, context, event.type));
    case 'seek':
      return seek(state, context, event.seconds);
    case 'sources-changed':
      return sourcesChanged(state, context);
    case 'prefs-changed':
      return {
        state,
        effects: [{ type: 'volume', volume: audibleVolume(context.prefs), muted: context.prefs.muted }],
      };
    case 'halt':
      // A newer load number makes every pending delay and play attempt stale.
      return {
        state: { ...state, wantsToPlay: false, advancing: false, load: state.load + 1, heldByTimer: false },
        effects: [
          { type: 'cancel', timer: 'retry' },
          { type: 'cancel', timer: 'advance' },
          { type: 'cancel', timer: 'hold' },
          { type: 'pause' },
        ],
      };
    case 'can-play':
      return state.status === 'loading' && !state.wantsToPlay
        ? { state: { ...state, status: 'paused', loadFailed: false }, effects: [] }
        : unchanged(state);
    case 'playing': {
      const next: PlaybackState = { ...state, wantsToPlay: true, status: 'playing', loadFailed: false };
      if (state.reported || state.trackId === null) return { state: next, effects: [] };
      return { state: { ...next, reported: true }, effects: [{ type: 'report-play', trackId: state.trackId }] };
    }
    case 'waiting':
      return state.wantsToPlay ? { state: { ...state, status: 'loading' }, effects: [] } : unchanged(state);
    case 'paused':
      // Loading a new track pauses the element on the way; that is not the visitor pausing.
      return state.status === 'playing'
        ? { state: { ...state, wantsToPlay: false, status: 'paused' }, effects: [] }
        : unchanged(state);
    case 'ended':
      if (state.heldByTimer) return endedWhileHeld(state, context);
      return {
        state: { ...state, wantsToPlay: false, status: 'paused', advancing: true },
        effects: [{ type: 'schedule', timer: 'advance', delayMs: NEXT_TRACK_DELAY_MS, load: state.load }],
      };
    case 'time':
      return Number.isFinite(event.position)
        ? crossfadeOnTime({ ...state, position: event.position }, context)
        : unchanged(state);
    case 'duration':
      return Number.isFinite(event.duration) && event.duration > 0
        ? { state: { ...state, duration: event.duration }, effects: [] }
        : unchanged(state);
    case 'load-error':
      return loadError(state, context, event.message);
    case 'play-refused':
      // The track is ready; the visitor presses Play.
      return event.load === state.load
        ? { state: { ...state, wantsToPlay: false, status: state.loadFailed ? 'loading' : 'paused' }, effects: [] }
        : unchanged(state);
    case 'hold-due':
      return holdDue(state);
    case 'timer':
      return followTimer(state, event.cue, context);
    case 'advance-due':
      // While the timer holds the music, the next track is selected but waits for focus.
      return event.load === state.load && state.advancing
        ? step({ ...state, advancing: false }, context, 'next', !state.heldByTimer)
        : unchanged(state);
    case 'retry-due':
      if (event.load !== state.load || state.src === null) return unchanged(state);
      return {
        state,
        effects: [
          { type: 'load', src: state.src },
          ...(state.wantsToPlay ? [{ type: 'play', load: state.load } as const] : []),
        ],
      };
  }
}
