import {
  currentTrack,
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
import { catalogueAtom, playerStateAtom, prefsAtom, sessionLineAtom, trackSourcesAtom } from './atoms.ts';
import { categoryText } from './category-text.ts';
import { browserMediaSession, type MediaSessionSync } from './media-session.ts';

const AUDIO_MARKER = 'data-pomolo-player';
/** `HTMLMediaElement.HAVE_FUTURE_DATA` and `MediaError.MEDIA_ERR_ABORTED` (the globals are browser-only). */
const HAVE_FUTURE_DATA = 3;
const MEDIA_ERR_ABORTED = 1;

type Store = typeof appStore;

/** What the adapter needs from the outside world; the defaults are the browser's, tests pass fakes. */
export interface PlayerControllerDeps {
  store: Store;
  /** Creates the one audio element (in the page: appended to `<body>`). */
  createAudio(): HTMLAudioElement;
  /** The Media Session to keep in step, when the browser has one. */
  mediaSession(): MediaSessionSync | null;
  reportPlay(trackId: string): void;
  /** A category's name in the page language (the session shows it as the album). */
  albumOf(category: PlayerCategory): string;
  random: Random;
}

/**
 * Owns the one `<audio>` element of the app: it turns the visitor's actions and the element's
 * events into events of the playback machine (`#shared/playback.ts`), stores the machine's new
 * state in `playerStateAtom` (the only place player state lives) and runs its effects on the
 * element. The element lives outside React, so the music goes on while the visitor moves between
 * pages; components read the atoms and call the methods below.
 */
export class PlayerController {
  private audio: HTMLAudioElement | null = null;
  private session: MediaSessionSync | null = null;
  private readonly timers = new Map<PlaybackTimer, ReturnType<typeof setTimeout>>();
  private watchingSources = false;

  constructor(private readonly deps: PlayerControllerDeps = browserDeps()) {}

  /**
   * Called whenever a catalogue is ready: keeps the current selection when it still exists,
   * otherwise selects a random track of the first category without playing it.
   */
  adopt(): void {
    this.watchSources();
    this.dispatch({ type: 'catalogue-ready' });
  }

  /** Selecting a track loads it, then plays it (a track that cannot play now is not selectable). */
  selectTrack(categoryId: string, trackId: string): void {
    this.dispatch({ type: 'select-track', categoryId, trackId });
  }

  /** Choosing another category plays its first playable track; choosing the current one changes nothing. */
  selectCategory(categoryId: string): void {
    this.dispatch({ type: 'select-category', categoryId });
  }

  play(): void {
    this.dispatch({ type: 'play', ready: (this.audio?.readyState ?? 0) >= HAVE_FUTURE_DATA });
  }

  pause(): void {
    this.dispatch({ type: 'pause' });
  }

  next(): void {
    this.dispatch({ type: 'next' });
  }

  previous(): void {
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

  private context(): PlaybackContext {
    const { store, random } = this.deps;
    const catalogue = store.get(catalogueAtom);
    return {
      categories: catalogue.status === 'ready' ? catalogue.categories : [],
      sources: store.get(trackSourcesAtom),
      prefs: store.get(prefsAtom),
      random,
    };
  }

  private dispatch(event: PlaybackEvent): void {
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
        // Setting the same src again may not reload; load() always does (a retry, one track in a category).
        if (audio.getAttribute('src') === effect.src) audio.load();
        else audio.src = effect.src;
        const at = effect.resumeAt;
        if (at !== undefined) audio.addEventListener('loadedmetadata', () => this.seek(at), { once: true });
        return;
      }
      case 'play': {
        const { load } = effect;
        // Some older browsers return nothing from play().
        void this.element()
          .play()
          ?.catch((error: unknown) => {
            // Autoplay refused: the track is ready, the visitor presses Play. AbortError (a newer load) and
            // NotSupportedError (the load failed: the error event retries) need nothing.
            if (error instanceof DOMException && error.name === 'NotAllowedError') {
              this.dispatch({ type: 'play-refused', load });
            }
          });
        return;
      }
      case 'pause':
        this.audio?.pause();
        return;
      case 'seek':
        if (this.audio) this.audio.currentTime = effect.position;
        return;
      case 'volume':
        if (this.audio) {
          this.audio.volume = effect.volume;
          this.audio.muted = effect.muted;
        }
        return;
      case 'schedule': {
        const { timer, load, delayMs } = effect;
        clearTimeout(this.timers.get(timer));
        const due: PlaybackEvent = timer === 'advance' ? { type: 'advance-due', load } : { type: 'retry-due', load };
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
    const audio = this.deps.createAudio();
    this.audio = audio;
    const on = (name: string, event: () => PlaybackEvent | null) =>
      audio.addEventListener(name, () => {
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
    on('timeupdate', () => ({ type: 'time', position: audio.currentTime }));
    on('seeked', () => ({ type: 'time', position: audio.currentTime }));
    on('error', () => {
      const error = audio.error;
      // An aborted load (a newer one replaced it) is not an error.
      if (!error || error.code === MEDIA_ERR_ABORTED) return null;
      return { type: 'load-error', message: error.message };
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
}

function browserDeps(): PlayerControllerDeps {
  return {
    store: appStore,
    createAudio: () => {
      // A hot reload in development creates a new controller: silence the old one's element.
      for (const stale of document.querySelectorAll<HTMLAudioElement>(`audio[${AUDIO_MARKER}]`)) {
        stale.pause();
        stale.remove();
      }
      const audio = document.createElement('audio');
      // CORS mode, so a service worker (or a CDN) can serve the audio later without tainting it.
      audio.crossOrigin = 'anonymous';
      audio.preload = 'metadata';
      audio.setAttribute(AUDIO_MARKER, '');
      audio.setAttribute('data-testid', 'player-audio');
      document.body.append(audio);
      return audio;
    },
    mediaSession: browserMediaSession,
    reportPlay,
    albumOf: (category) => categoryText(category).name,
    random: Math.random,
  };
}

/** The app's one player. */
export const playerController = new PlayerController();
