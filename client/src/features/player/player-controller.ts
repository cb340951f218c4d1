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
import {
  catalogueAtom,
  playbackAtom,
  prefsAtom,
  trackSourcesAtom,
  updatePlaybackAtom,
  updateProgressAtom,
  type PlaybackState,
} from './atoms.ts';
import {
  firstAvailable,
  initialSelection,
  locate,
  nextIndex,
  previousIndex,
  type Selection,
} from '#shared/playlist.ts';
import { isPlayable } from '#shared/track-sources.ts';
import { audibleVolume } from '#shared/volume.ts';
import { categoryText } from './category-text.ts';

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
  private watchingSources = false;

  /**
   * Called whenever a catalogue is ready: keeps the current selection when it still exists,
   * otherwise selects a random track of the first category without playing it.
   */
  adopt(categories: readonly PlayerCategory[]): void {
    this.watchSources();
    const { categoryId, trackId } = store.get(playbackAtom);
    const found = locate(categories, categoryId, trackId);
    if (found) {
      this.category = found.category;
      this.track = found.track;
      return;
    }
    // Offline, a downloaded track; when nothing can play, any track, so the card still shows one.
    const pick = initialSelection(categories, Math.random, this.playable) ?? initialSelection(categories);
    if (pick) this.loadSelection(pick, false);
  }

  /** Selecting a track loads it, then plays it (a track that cannot play now is not selectable). */
  selectTrack(categoryId: string, trackId: string): void {
    const located = locate(this.categories(), categoryId, trackId);
    if (located && this.playable(located.track)) this.load(located.category, located.track, true);
  }

  /**
   * Choosing another category plays its first playable track; choosing the current one changes
   * nothing. Offline with none of its tracks downloaded, it shows its first track without playing.
   */
  selectCategory(categoryId: string): void {
    if (this.category?.id === categoryId) return;
    const category = this.categories().find((c) => c.id === categoryId);
    if (!category) return;
    const playable = category.tracks.find(this.playable);
    const first = playable ?? category.tracks[0];
    if (first) this.load(category, first, playable !== undefined);
  }

  play(): void {
    if (!this.track || !this.category) return;
    // The selected track cannot play now (offline, not downloaded): play one that can.
    if (!this.playable(this.track)) {
      this.next();
      return;
    }
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

  /** Whether a track can play now with the current sources (offline: only downloaded ones). */
  private playable = (track: PlayerTrack): boolean => isPlayable(store.get(trackSourcesAtom), track);

  private step(direction: 'next' | 'previous'): void {
    const category = this.category;
    if (!category || category.tracks.length === 0) return;
    const current = this.track ? category.tracks.findIndex((t) => t.id === this.track!.id) : -1;
    const { shuffle } = store.get(prefsAtom);
    const options = { shuffle, isAvailable: (index: number) => this.playable(category.tracks[index]) };
    const index =
      direction === 'next'
        ? nextIndex(category.tracks.length, current, options)
        : previousIndex(category.tracks.length, current, options);
    const track = category.tracks[index];
    if (track) this.load(category, track, true);
    // Nothing in this category can play now: move on to a category where something can.
    else this.playAnyPlayable();
  }

  /** Plays the first playable track (this category first); says so when there is none. */
  private playAnyPlayable(): void {
    const pick = firstAvailable(this.categories(), this.playable, this.category?.id ?? null);
    if (pick) {
      this.loadSelection(pick, true);
      return;
    }
    this.wantsToPlay = false;
    const { status } = store.get(playbackAtom);
    this.setPlayback({
      nothingPlayable: true,
      status: status === 'loading' || status === 'playing' ? 'paused' : status,
    });
  }

  private loadSelection(selection: Selection, autoplay: boolean): void {
    const located = locate(this.categories(), selection.categoryId, selection.trackId);
    if (located) this.load(located.category, located.track, autoplay);
  }

  /** Follows the sources (going offline, a download finished or was removed) without interrupting the music. */
  private watchSources(): void {
    if (this.watchingSources) return;
    this.watchingSources = true;
    store.sub(trackSourcesAtom, this.onSourcesChanged);
  }

  private onSourcesChanged = (): void => {
    const { track, category, audio } = this;
    if (store.get(playbackAtom).nothingPlayable) this.setPlayback({ nothingPlayable: false });
    if (!track || !category || !audio) return;
    const { status } = store.get(playbackAtom);
    // Music that plays goes on; the next track follows the new sources.
    if (status === 'playing' || (status === 'loading' && this.wantsToPlay)) return;
    const wanted = store.get(trackSourcesAtom).audioFor(track);
    if (wanted === null) {
      // The selected track cannot play any more (offline): select one that can, without playing it.
      const pick = firstAvailable(this.categories(), this.playable, category.id);
      if (pick) this.loadSelection(pick, false);
      return;
    }
    if (audio.getAttribute('src') === wanted) return;
    const position = audio.currentTime;
    // Not started (or failed): load afresh from the new copy, e.g. the download that just finished.
    if (status === 'error' || status === 'idle' || position === 0) {
      this.load(category, track, false);
      return;
    }
    // Paused part-way: switch to the new copy at the same position.
    audio.src = wanted;
    audio.addEventListener('loadedmetadata', () => this.seek(position), { once: true });
  };

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
      nothingPlayable: false,
    });
    store.set(updateProgressAtom, { position: 0, duration: track.duration });
    this.updateMetadata(category, track);

    const audio = this.element();
    // A downloaded copy (a blob URL) when there is one; otherwise the network.
    const src = store.get(trackSourcesAtom).audioFor(track) ?? track.url;
    // Setting the same src again may not reload; load() always does (one track in a category, next).
    if (audio.getAttribute('src') === src) audio.load();
    else audio.src = src;
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
    if (Number.isFinite(audio.duration) && audio.duration > 0)
      store.set(updateProgressAtom, { duration: audio.duration });
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
    // The network went away and this track has no local copy: retrying cannot help. Move on to one
    // that can play (if music was wanted) instead of getting stuck.
    if (!this.playable(this.track)) {
      console.warn(`Track ${this.track.url} is not available offline`);
      if (this.wantsToPlay) this.next();
      else this.setPlayback({ status: 'paused' });
      return;
    }
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
    const cover = store.get(trackSourcesAtom).coverFor(track);
    const variants = coverVariants(cover);
    const artwork: MediaImage[] =
      variants.length > 0
        ? variants.map((v) => ({ src: v.url, sizes: `${v.width}x${v.width}`, type: 'image/webp' }))
        : [{ src: cover }];
    navigator.mediaSession.metadata = new MediaMetadata({
      title: track.title,
      artist: track.artist,
      album: categoryText(category).name,
      artwork,
    });
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
