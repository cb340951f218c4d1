import {
  currentTrack,
  timeUpdateCanWait,
  transition,
  type PlaybackContext,
  type PlaybackEffect,
  type PlaybackEvent,
  type PlaybackTimer,
} from '#shared/playback.ts';
import type { PlayerCategory } from '#shared/player.ts';
import type { Random } from '#shared/playlist.ts';
import { store as appStore } from '../../lib/store.ts';
import { reportPlay } from './api.ts';
import { PlayerOutput, type AudioOutput } from './audio-output.ts';
import {
  catalogueAtom,
  markMusicChosenAtom,
  markPlayedAtom,
  musicPrefsAtom,
  playerStateAtom,
  prefsAtom,
  sessionLineAtom,
  timerCueAtom,
  trackSourcesAtom,
} from './atoms.ts';
import { categoryText } from './category-text.ts';
import { browserMediaSession, type MediaSessionSync } from './media-session.ts';

const AUDIO_MARKER = 'data-pomolo-player';
/** `HTMLMediaElement.HAVE_FUTURE_DATA` and `MediaError.MEDIA_ERR_ABORTED` (the globals are browser-only). */
const HAVE_FUTURE_DATA = 3;
const MEDIA_ERR_ABORTED = 1;

/**
 * In a hidden tab the element's position updates (four a second) reach the playback machine at most this often (ms):
 * nobody sees the seek bar there, the Media Session moves the lock screen's position on by itself, and the crossfade,
 * which does need each one, gets them all from before its preload on (issues 27, 28: a hidden tab's own work).
 */
export const HIDDEN_TIME_UPDATE_MS = 10_000;

type Store = typeof appStore;

/** What the adapter needs from the outside world; the defaults are the browser's, tests pass fakes. */
export interface PlayerControllerDeps {
  store: Store;
  /**
   * Creates an audio element (in the page: appended to `<body>`): the player's first one, and a second
   * only when crossfades are on (the next track is preloaded on it).
   */
  createAudio(role: 'main' | 'second'): HTMLAudioElement;
  /** Where the elements are heard: Web Audio gains, or the element volume (issue 14). */
  createOutput(): AudioOutput;
  /** The Media Session to keep in step, when the browser has one. */
  mediaSession(): MediaSessionSync | null;
  reportPlay(trackId: string): void;
  /** A category's name in the page language (the session shows it as the album). */
  albumOf(category: PlayerCategory): string;
  random: Random;
  /** Whether the page is hidden (a background tab, a locked phone), and a way to hear when that changes. */
  visibility: { hidden(): boolean; onChange(listener: () => void): void };
  /** The clock (ms) the time updates are spaced by. */
  now(): number;
}

/**
 * Owns the one `<audio>` element of the app: it turns the visitor's actions and the element's
 * events into events of the playback machine (`#shared/playback.ts`), stores the machine's new
 * state in `playerStateAtom` (the only place player state lives) and runs its effects on the
 * element. The element lives outside React, so the music goes on while the visitor moves between
 * pages; components read the atoms and call the methods below.
 */
export class PlayerController {
  /** The element the machine's state is about; its events are the only ones that reach the machine. */
  private audio: HTMLAudioElement | null = null;
  /** Crossfade: the other element (preloading the next track, or fading out the last one). */
  private spare: HTMLAudioElement | null = null;
  /** The element fading out in a crossfade, paused when the crossfade ends. */
  private outgoing: { element: HTMLAudioElement; timer: ReturnType<typeof setTimeout> } | null = null;
  private output: AudioOutput | null = null;
  private session: MediaSessionSync | null = null;
  private readonly timers = new Map<PlaybackTimer, ReturnType<typeof setTimeout>>();
  private watchingSources = false;
  private watchingTimer = false;
  /** A position update held back in a hidden tab (the machine gets it before any other event), and when one last went. */
  private heldPosition: number | null = null;
  private lastPositionAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly deps: PlayerControllerDeps = browserDeps()) {}

  /**
   * Called whenever a catalogue is ready: keeps the current selection when it still exists,
   * otherwise selects a random track of the first category without playing it.
   */
  adopt(): void {
    this.watchSources();
    this.watchTimer();
    this.dispatch({ type: 'catalogue-ready' });
  }

  /** Selecting a track loads it, then plays it (a track that cannot play now is not selectable). */
  selectTrack(categoryId: string, trackId: string): void {
    this.gesture();
    this.dispatch({ type: 'select-track', categoryId, trackId });
  }

  /** Choosing another category plays its first playable track; choosing the current one changes nothing. */
  selectCategory(categoryId: string): void {
    this.gesture();
    this.dispatch({ type: 'select-category', categoryId });
  }

  play(): void {
    this.gesture();
    this.dispatch({ type: 'play', ready: (this.audio?.readyState ?? 0) >= HAVE_FUTURE_DATA });
  }

  pause(): void {
    this.dispatch({ type: 'pause' });
  }

  next(): void {
    this.gesture();
    this.dispatch({ type: 'next' });
  }

  previous(): void {
    this.gesture();
    this.dispatch({ type: 'previous' });
  }

  /** Moves to `seconds` into the track (clamped to the track). */
  seek(seconds: number): void {
    this.dispatch({ type: 'seek', seconds });
  }

  /** Stops the music for good (the music area crashed and its controls are gone). */
  halt(): void {
    this.dispatch({ type: 'halt' });
  }

  // -------------------------------------------------------------------------------------------

  /**
   * The visitor asked for music (a click, a media key): the moment browsers allow an AudioContext to
   * start, and from now on the music may follow the timer.
   */
  private gesture(): void {
    this.element();
    this.output?.unlock();
    this.deps.store.set(markPlayedAtom);
    this.deps.store.set(markMusicChosenAtom);
  }

  private context(): PlaybackContext {
    const { store, random } = this.deps;
    const catalogue = store.get(catalogueAtom);
    const { hasPlayed, followTimer, musicDuringBreaks, crossfadeSeconds } = store.get(musicPrefsAtom);
    return {
      categories: catalogue.status === 'ready' ? catalogue.categories : [],
      sources: store.get(trackSourcesAtom),
      prefs: store.get(prefsAtom),
      random,
      music: { followTimer: followTimer && hasPlayed, musicDuringBreaks, crossfadeSeconds },
    };
  }

  private dispatch(event: PlaybackEvent): void {
    // A position held back comes first, so every other event meets the position the element has (a source switch
    // resumes there, a crossfade starts from there). A newer position simply replaces it.
    if (this.heldPosition !== null) {
      const position = this.heldPosition;
      this.heldPosition = null;
      if (event.type !== 'time') this.dispatch({ type: 'time', position });
    }
    const { store } = this.deps;
    const context = this.context();
    const { state, effects } = transition(store.get(playerStateAtom), event, context);
    store.set(playerStateAtom, state);
    for (const effect of effects) this.run(effect);
    this.syncSession(context);
  }

  private run(effect: PlaybackEffect): void {
    switch (effect.type) {
      case 'load': {
        const audio = this.element();
        // A new track cuts a crossfade short.
        this.stopOutgoing();
        // Setting the same src again may not reload; load() always does (a retry, one track in a category).
        if (audio.getAttribute('src') === effect.src) audio.load();
        else audio.src = effect.src;
        this.output?.solo(audio);
        this.output?.setTrackGain(audio, this.currentGainDb());
        const at = effect.resumeAt;
        if (at !== undefined) audio.addEventListener('loadedmetadata', () => this.seek(at), { once: true });
        return;
      }
      case 'play':
        this.output?.wake();
        this.start(this.element(), effect.load);
        return;
      case 'pause':
        this.audio?.pause();
        this.stopOutgoing();
        return;
      case 'fade':
        this.output?.fade(effect.kind, effect.bell);
        return;
      case 'preload': {
        const spare = this.spareElement();
        if (spare.getAttribute('src') !== effect.src) {
          spare.preload = 'auto';
          spare.src = effect.src;
        }
        return;
      }
      case 'crossfade': {
        const from = this.element();
        const to = this.spareElement();
        this.stopOutgoing();
        if (to.getAttribute('src') !== effect.src) to.src = effect.src;
        to.currentTime = 0;
        // The spare becomes the player's element: the machine hears only its events from now on.
        this.audio = to;
        this.spare = from;
        this.output?.setTrackGain(to, this.currentGainDb());
        this.output?.crossfade(from, to, effect.overMs);
        this.output?.wake();
        this.start(to, this.deps.store.get(playerStateAtom).load);
        this.outgoing = { element: from, timer: setTimeout(() => this.stopOutgoing(), effect.overMs) };
        return;
      }
      case 'seek':
        if (this.audio) this.audio.currentTime = effect.position;
        return;
      case 'volume':
        this.output?.setVolume(effect.volume, effect.muted);
        return;
      case 'schedule': {
        const { timer, load, delayMs } = effect;
        clearTimeout(this.timers.get(timer));
        const due: PlaybackEvent = { type: `${timer}-due`, load };
        this.timers.set(
          timer,
          setTimeout(() => {
            this.timers.delete(timer);
            this.dispatch(due);
          }, delayMs),
        );
        return;
      }
      case 'cancel':
        clearTimeout(this.timers.get(effect.timer));
        this.timers.delete(effect.timer);
        return;
      case 'report-play':
        this.deps.reportPlay(effect.trackId);
        return;
      case 'log':
        console[effect.level](effect.message);
        return;
    }
  }

  /** Starts `audio`; a refusal is reported for `load`. */
  private start(audio: HTMLAudioElement, load: number): void {
    // Some older browsers return nothing from play().
    void audio.play()?.catch((error: unknown) => {
      // Autoplay refused: the track is ready, the visitor presses Play. AbortError (a newer load) and
      // NotSupportedError (the load failed: the error event retries) need nothing.
      if (error instanceof DOMException && error.name === 'NotAllowedError' && audio === this.audio) {
        this.dispatch({ type: 'play-refused', load });
      }
    });
  }

  /** Ends a crossfade now: the old element stops and its gain is cleared. */
  private stopOutgoing(): void {
    if (!this.outgoing) return;
    const { element, timer } = this.outgoing;
    this.outgoing = null;
    clearTimeout(timer);
    element.pause();
    if (this.audio) this.output?.solo(this.audio);
  }

  /** The loudness correction of the selected track (0 until the server measures it). */
  private currentGainDb(): number {
    const catalogue = this.deps.store.get(catalogueAtom);
    if (catalogue.status !== 'ready') return 0;
    return currentTrack(this.deps.store.get(playerStateAtom), catalogue.categories)?.track.gainDb ?? 0;
  }

  /** Follows the timer: what the composition root hears from it becomes a machine event. */
  private watchTimer(): void {
    if (this.watchingTimer) return;
    this.watchingTimer = true;
    this.deps.store.sub(timerCueAtom, () => {
      const latest = this.deps.store.get(timerCueAtom);
      if (latest) this.dispatch({ type: 'timer', cue: latest.cue });
    });
  }

  /** Follows the sources (going offline, a download finished or was removed). */
  private watchSources(): void {
    if (this.watchingSources) return;
    this.watchingSources = true;
    this.deps.store.sub(trackSourcesAtom, () => this.dispatch({ type: 'sources-changed' }));
  }

  private syncSession(context: PlaybackContext): void {
    if (!this.session) return;
    const state = this.deps.store.get(playerStateAtom);
    const current = currentTrack(state, context.categories);
    this.session.update(
      current && {
        track: current.track,
        album: this.deps.albumOf(current.category),
        cover: context.sources.coverFor(current.track),
        status: state.status,
        position: state.position,
        duration: state.duration,
        line: this.deps.store.get(sessionLineAtom),
      },
    );
  }

  private element(): HTMLAudioElement {
    if (this.audio) return this.audio;
    const audio = this.deps.createAudio('main');
    this.audio = audio;
    this.listen(audio);
    this.output = this.deps.createOutput();
    this.output.attach(audio);
    // Shown again: the seek bar catches up at once with a position held back while hidden.
    this.deps.visibility.onChange(() => {
      if (!this.deps.visibility.hidden() && this.heldPosition !== null) {
        this.dispatch({ type: 'time', position: this.heldPosition });
      }
    });
    this.dispatch({ type: 'prefs-changed' });
    this.deps.store.sub(prefsAtom, () => this.dispatch({ type: 'prefs-changed' }));
    this.session = this.deps.mediaSession();
    this.session?.bind({
      play: () => this.play(),
      pause: () => this.pause(),
      previous: () => this.previous(),
      next: () => this.next(),
      seek: (seconds) => this.seek(seconds),
    });
    // The timer's line on the lock screen (set by the app's wiring, at most once a minute).
    this.deps.store.sub(sessionLineAtom, () => this.syncSession(this.context()));
    return audio;
  }

  /** The second element, created the first time a crossfade needs it. */
  private spareElement(): HTMLAudioElement {
    if (this.spare) return this.spare;
    this.element();
    const spare = this.deps.createAudio('second');
    this.spare = spare;
    this.listen(spare);
    this.output?.attach(spare);
    return spare;
  }

  /** The element's position moved on: to the machine now, or (hidden, and nothing needs it yet) a little later. */
  private timeUpdate(position: number): void {
    const { store, visibility } = this.deps;
    const at = this.deps.now();
    const wait =
      visibility.hidden() &&
      at - this.lastPositionAt < HIDDEN_TIME_UPDATE_MS &&
      timeUpdateCanWait(store.get(playerStateAtom), this.context(), position, HIDDEN_TIME_UPDATE_MS / 1000);
    if (wait) {
      this.heldPosition = position;
      return;
    }
    this.lastPositionAt = at;
    this.dispatch({ type: 'time', position });
  }

  /** Forwards the element's events to the machine while it is the player's element. */
  private listen(audio: HTMLAudioElement): void {
    const on = (name: string, event: () => PlaybackEvent | null) =>
      audio.addEventListener(name, () => {
        if (audio !== this.audio) return;
        const happened = event();
        if (happened) this.dispatch(happened);
      });
    on('loadedmetadata', () => ({ type: 'duration', duration: audio.duration }));
    on('durationchange', () => ({ type: 'duration', duration: audio.duration }));
    on('canplay', () => ({ type: 'can-play' }));
    on('playing', () => ({ type: 'playing' }));
    on('waiting', () => ({ type: 'waiting' }));
    on('pause', () => ({ type: 'paused' }));
    on('ended', () => ({ type: 'ended' }));
    audio.addEventListener('timeupdate', () => {
      if (audio === this.audio) this.timeUpdate(audio.currentTime);
    });
    on('seeked', () => ({ type: 'time', position: audio.currentTime }));
    on('error', () => {
      const error = audio.error;
      // An aborted load (a newer one replaced it) is not an error.
      if (!error || error.code === MEDIA_ERR_ABORTED) return null;
      return { type: 'load-error', message: error.message };
    });
  }
}

function browserDeps(): PlayerControllerDeps {
  return {
    store: appStore,
    createAudio: (role) => {
      // A hot reload in development creates a new controller: silence the old one's elements.
      if (role === 'main') {
        for (const stale of document.querySelectorAll<HTMLAudioElement>(`audio[${AUDIO_MARKER}]`)) {
          stale.pause();
          stale.remove();
        }
      }
      const audio = document.createElement('audio');
      // CORS mode, so a service worker (or a CDN) can serve the audio later without tainting it (and
      // so Web Audio may read it: a cross-origin element without CORS would play silence through it).
      audio.crossOrigin = 'anonymous';
      audio.preload = 'metadata';
      audio.setAttribute(AUDIO_MARKER, '');
      audio.setAttribute('data-testid', role === 'main' ? 'player-audio' : 'player-audio-second');
      document.body.append(audio);
      return audio;
    },
    createOutput: () => new PlayerOutput(),
    mediaSession: browserMediaSession,
    reportPlay,
    albumOf: (category) => categoryText(category).name,
    random: Math.random,
    visibility: {
      hidden: () => document.visibilityState === 'hidden',
      onChange: (listener) => document.addEventListener('visibilitychange', listener),
    },
    now: () => performance.now(),
  };
}

/** The app's one player. */
export const playerController = new PlayerController();
