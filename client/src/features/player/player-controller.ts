import {
  coverVariants,
  LOAD_RETRY_DELAY_MS,
  MAX_LOAD_RETRIES,
  NEXT_TRACK_DELAY_MS,
  type PlayerCategory,
  type PlayerTrack,
} from '#shared/player.ts';
import { store } from '../../lib/store.ts';
import { reportPlay } from './api.ts';
import { catalogueAtom, playbackAtom, prefsAtom, updatePlaybackAtom, updateProgressAtom, type PlaybackState } from './atoms.ts';
import { initialSelection, locate, nextIndex, previousIndex } from './playlist.ts';
import { audibleVolume } from './volume.ts';

const AUDIO_MARKER = 'data-pomolo-player';

/**
 * Owns the one `<audio>` element of the app and keeps the player atoms in step with it. The
 * element lives outside React (appended to `<body>`), so the music goes on while the visitor
 * moves between pages; components read the atoms and call the methods below.
 */
export class PlayerController {
  private audio: HTMLAudioElement | null = null;
  private track: PlayerTrack | null = null;
  private category: PlayerCategory | null = null;
  /** Bumped on every new load, so timers and events of an earlier load are ignored. */
  private loadToken = 0;
  private retries = 0;
  private wantsToPlay = false;
  private playReported = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private advanceTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * Called whenever a catalogue is ready: keeps the current selection when it still exists,
   * otherwise selects a random track of the first category without playing it.
   */
  adopt(categories: readonly PlayerCategory[]): void {
    const { categoryId, trackId } = store.get(playbackAtom);
    const found = locate(categories, categoryId, trackId);
    if (found) {
      this.category = found.category;
      this.track = found.track;
      return;
    }
    const pick = initialSelection(categories);
    const located = pick && locate(categories, pick.categoryId, pick.trackId);
    if (located) this.load(located.category, located.track, false);
  }

  /** Selecting a track loads it, then plays it. */
  selectTrack(categoryId: string, trackId: string): void {
    const located = locate(this.categories(), categoryId, trackId);
    if (located) this.load(located.category, located.track, true);
  }

  /** Choosing another category plays its first track; choosing the current one changes nothing. */
  selectCategory(categoryId: string): void {
    if (this.category?.id === categoryId) return;
    const category = this.categories().find((c) => c.id === categoryId);
    const first = category?.tracks[0];
    if (category && first) this.load(category, first, true);
  }

  play(): void {
    if (!this.track || !this.category) return;
    // After the retries gave up, Play is the visitor's way to try once more.
    if (store.get(playbackAtom).status === 'error') {
      this.load(this.category, this.track, true);
      return;
    }
    clearTimeout(this.advanceTimer);
    this.wantsToPlay = true;
    const audio = this.element();
    if (audio.readyState < HTMLMediaElement.HAVE_FUTURE_DATA || store.get(playbackAtom).loadFailed) {
      this.setPlayback({ status: 'loading' });
    }
    this.startElement(audio);
  }

  pause(): void {
    clearTimeout(this.advanceTimer);
    this.wantsToPlay = false;
    const { status } = store.get(playbackAtom);
    this.audio?.pause();
    // A pending retry still runs, but will not start the music.
    if (status === 'playing' || (status === 'loading' && !store.get(playbackAtom).loadFailed)) {
      this.setPlayback({ status: 'paused' });
    } else {
      this.setPlayback({});
    }
  }

  next(): void {
    this.step('next');
  }

  previous(): void {
    this.step('previous');
  }

  /** Moves to `seconds` into the track (clamped to the track). */
  seek(seconds: number): void {
    const audio = this.audio;
    if (!audio || !Number.isFinite(seconds)) return;
    const duration = Number.isFinite(audio.duration) ? audio.duration : this.track?.duration || 0;
    if (duration <= 0) return;
    const position = Math.min(duration, Math.max(0, seconds));
    audio.currentTime = position;
    store.set(updateProgressAtom, { position });
    this.updatePositionState();
  }

  /** Stops the music for good (the music area crashed and its controls are gone). */
  halt(): void {
    clearTimeout(this.retryTimer);
    clearTimeout(this.advanceTimer);
    this.wantsToPlay = false;
    this.loadToken++;
    this.audio?.pause();
  }

  // -------------------------------------------------------------------------------------------

  private categories(): readonly PlayerCategory[] {
    const catalogue = store.get(catalogueAtom);
    return catalogue.status === 'ready' ? catalogue.categories : [];
  }

  private step(direction: 'next' | 'previous'): void {
    const category = this.category;
    if (!category || category.tracks.length === 0) return;
    const current = this.track ? category.tracks.findIndex((t) => t.id === this.track!.id) : -1;
    const { shuffle } = store.get(prefsAtom);
    const index =
      direction === 'next'
        ? nextIndex(category.tracks.length, current, { shuffle })
        : previousIndex(category.tracks.length, current, { shuffle });
    const track = category.tracks[index];
    if (track) this.load(category, track, true);
  }

  private load(category: PlayerCategory, track: PlayerTrack, autoplay: boolean): void {
    clearTimeout(this.retryTimer);
    clearTimeout(this.advanceTimer);
    this.loadToken++;
    this.category = category;
    this.track = track;
    this.retries = 0;
    this.wantsToPlay = autoplay;
    this.playReported = false;
    // Without autoplay the track is simply ready to play: some browsers (iOS) fetch nothing until Play,
    // so waiting for a load event here could show a spinner forever. A failed fetch still reports.
    this.setPlayback({
      categoryId: category.id,
      trackId: track.id,
      status: autoplay ? 'loading' : 'paused',
      loadFailed: false,
      retries: 0,
    });
    store.set(updateProgressAtom, { position: 0, duration: track.duration });
    this.updateMetadata(category, track);

    const audio = this.element();
    // Setting the same src again may not reload; load() always does (one track in a category, next).
    if (audio.getAttribute('src') === track.url) audio.load();
    else audio.src = track.url;
    if (autoplay) this.startElement(audio);
  }

  private startElement(audio: HTMLAudioElement): void {
    const token = this.loadToken;
    audio.play().catch((error: unknown) => {
      if (token !== this.loadToken) return;
      // Autoplay refused by the browser: the track is ready, the visitor presses Play.
      if (error instanceof DOMException && error.name === 'NotAllowedError') {
        this.wantsToPlay = false;
        this.setPlayback({ status: store.get(playbackAtom).loadFailed ? 'loading' : 'paused' });
      }
      // AbortError (a newer load) and NotSupportedError (load failed: the error event retries) need nothing.
    });
  }

  private setPlayback(patch: Partial<PlaybackState>): void {
    store.set(updatePlaybackAtom, { ...patch, wantsToPlay: this.wantsToPlay });
    this.updatePlaybackState();
  }

  private element(): HTMLAudioElement {
    if (this.audio) return this.audio;
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
    audio.addEventListener('loadedmetadata', this.onDuration);
    audio.addEventListener('durationchange', this.onDuration);
    audio.addEventListener('canplay', this.onCanPlay);
    audio.addEventListener('playing', this.onPlaying);
    audio.addEventListener('waiting', this.onWaiting);
    audio.addEventListener('pause', this.onPause);
    audio.addEventListener('ended', this.onEnded);
    audio.addEventListener('timeupdate', this.onTimeUpdate);
    audio.addEventListener('seeked', this.onTimeUpdate);
    audio.addEventListener('error', this.onError);
    document.body.append(audio);
    this.audio = audio;
    this.applyPrefs();
    store.sub(prefsAtom, this.applyPrefs);
    this.registerMediaSession();
    return audio;
  }

  private applyPrefs = (): void => {
    if (!this.audio) return;
    const prefs = store.get(prefsAtom);
    this.audio.volume = audibleVolume(prefs);
    this.audio.muted = prefs.muted;
  };

  private onDuration = (): void => {
    const audio = this.audio!;
    if (Number.isFinite(audio.duration) && audio.duration > 0) store.set(updateProgressAtom, { duration: audio.duration });
    this.updatePositionState();
  };

  private onCanPlay = (): void => {
    const state = store.get(playbackAtom);
    if (state.status === 'loading' && !this.wantsToPlay) this.setPlayback({ status: 'paused', loadFailed: false });
  };

  private onPlaying = (): void => {
    this.wantsToPlay = true;
    this.setPlayback({ status: 'playing', loadFailed: false });
    if (!this.playReported && this.track) {
      this.playReported = true;
      reportPlay(this.track.id);
    }
  };

  private onWaiting = (): void => {
    if (this.wantsToPlay) this.setPlayback({ status: 'loading' });
  };

  private onPause = (): void => {
    const state = store.get(playbackAtom);
    // Loading a new track pauses the element on the way; that is not the visitor pausing.
    if (state.status === 'loading' && this.wantsToPlay) return;
    if (state.status === 'playing') {
      this.wantsToPlay = false;
      this.setPlayback({ status: 'paused' });
    }
  };

  private onEnded = (): void => {
    this.wantsToPlay = false;
    this.setPlayback({ status: 'paused' });
    const token = this.loadToken;
    clearTimeout(this.advanceTimer);
    this.advanceTimer = setTimeout(() => {
      if (token === this.loadToken) this.next();
    }, NEXT_TRACK_DELAY_MS);
  };

  private onTimeUpdate = (): void => {
    store.set(updateProgressAtom, { position: this.audio!.currentTime });
    this.updatePositionState();
  };

  private onError = (): void => {
    const audio = this.audio!;
    const error = audio.error;
    if (!error || error.code === MediaError.MEDIA_ERR_ABORTED || !this.track) return;
    const token = this.loadToken;
    if (this.retries >= MAX_LOAD_RETRIES) {
      console.error(`Error playing track ${this.track.url}`, error.message);
      this.wantsToPlay = false;
      this.setPlayback({ status: 'error', loadFailed: true, retries: this.retries });
      return;
    }
    console.warn(`Failed to load track ${this.track.url}; retrying`, error.message);
    this.retries++;
    this.setPlayback({ status: 'loading', loadFailed: true, retries: this.retries });
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      if (token !== this.loadToken) return;
      audio.load();
      if (this.wantsToPlay) this.startElement(audio);
    }, LOAD_RETRY_DELAY_MS);
  };

  // --- Media Session: lock screen, headset buttons, keyboard media keys ------------------------

  private registerMediaSession(): void {
    if (!('mediaSession' in navigator)) return;
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => this.play()],
      ['pause', () => this.pause()],
      ['previoustrack', () => this.previous()],
      ['nexttrack', () => this.next()],
      [
        'seekto',
        (details) => {
          if (details.seekTime !== undefined) this.seek(details.seekTime);
        },
      ],
    ];
    for (const [action, handler] of handlers) {
      try {
        navigator.mediaSession.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know.
      }
    }
  }

  private updateMetadata(category: PlayerCategory, track: PlayerTrack): void {
    if (!('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return;
    const variants = coverVariants(track.cover);
    const artwork: MediaImage[] =
      variants.length > 0
        ? variants.map((v) => ({ src: v.url, sizes: `${v.width}x${v.width}`, type: 'image/webp' }))
        : [{ src: track.cover }];
    navigator.mediaSession.metadata = new MediaMetadata({ title: track.title, artist: track.artist, album: category.name, artwork });
  }

  private updatePlaybackState(): void {
    if (!('mediaSession' in navigator)) return;
    const { status } = store.get(playbackAtom);
    navigator.mediaSession.playbackState = status === 'playing' ? 'playing' : status === 'idle' ? 'none' : 'paused';
  }

  private updatePositionState(): void {
    const audio = this.audio;
    if (!audio || !('mediaSession' in navigator) || !navigator.mediaSession.setPositionState) return;
    const duration = audio.duration;
    if (!Number.isFinite(duration) || duration <= 0) return;
    try {
      navigator.mediaSession.setPositionState({
        duration,
        playbackRate: audio.playbackRate || 1,
        position: Math.min(duration, Math.max(0, audio.currentTime)),
      });
    } catch {
      // Rejected values (a race with a new load) only skip one update.
    }
  }
}

/** The app's one player. */
export const playerController = new PlayerController();
