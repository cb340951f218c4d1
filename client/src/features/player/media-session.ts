import type { PlaybackStatus } from '#shared/playback.ts';
import { coverVariants, type PlayerTrack } from '#shared/player.ts';

/**
 * The Media Session (lock screen, headset buttons, keyboard media keys): what plays, whether it
 * plays and where it stands, and the buttons it offers. Kept apart from the `<audio>` adapter;
 * the session and the metadata constructor are passed in, so tests use fakes.
 */

/** What the session's buttons do. */
export interface MediaSessionActions {
  play(): void;
  pause(): void;
  previous(): void;
  next(): void;
  seek(seconds: number): void;
}

/** The part of `navigator.mediaSession` the player uses. */
export interface MediaSessionLike {
  metadata: MediaMetadata | null;
  playbackState: MediaSessionPlaybackState;
  setActionHandler(action: MediaSessionAction, handler: MediaSessionActionHandler | null): void;
  setPositionState?(state?: MediaPositionState): void;
}

export type MetadataFactory = (init: MediaMetadataInit) => MediaMetadata;

/** What the session shows. */
export interface NowPlaying {
  track: PlayerTrack;
  /** The category's name in the page language (shown as the album). */
  album: string;
  /** The cover URL to show (a downloaded copy when there is one). */
  cover: string;
  status: PlaybackStatus;
  position: number;
  duration: number;
  /** Shown instead of the artist when set (the timer's "Focus · 18 min left"). */
  line?: string | null;
}

/** The cover at every size the server made of it (ours: 400, 800, 1200 px WebP), else as it is. */
export function artworkFor(cover: string): MediaImage[] {
  const variants = coverVariants(cover);
  if (variants.length === 0) return [{ src: cover }];
  return variants.map((v) => ({ src: v.url, sizes: `${v.width}x${v.width}`, type: 'image/webp' }));
}

export function sessionPlaybackState(status: PlaybackStatus): MediaSessionPlaybackState {
  if (status === 'playing') return 'playing';
  return status === 'idle' ? 'none' : 'paused';
}

/** The position to report, or null while the length is unknown (the session rejects it then). */
export function positionState(position: number, duration: number): Required<MediaPositionState> | null {
  if (!Number.isFinite(duration) || duration <= 0) return null;
  const clamped = Number.isFinite(position) ? Math.min(duration, Math.max(0, position)) : 0;
  return { duration, playbackRate: 1, position: clamped };
}

/**
 * How far (s) the position may be from where the browser has it by itself before it is sent again. While playing, the
 * browser moves the position on by itself (`playbackRate`): sending it on every `timeupdate` (four times a second)
 * only cost a message to the browser process each time (issue 27, `npm run bench -- session-cpu`).
 */
const POSITION_DRIFT_S = 1;

/** Keeps a Media Session in step with the player; `update` is cheap to call on every change. */
export class MediaSessionSync {
  private metadataKey: string | null = null;
  /** The position last sent, whether it was moving on, and when (the clock's ms). */
  private sent: { position: number; duration: number; moving: boolean; at: number } | null = null;

  constructor(
    private readonly session: MediaSessionLike,
    private readonly createMetadata: MetadataFactory | undefined,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Offers the buttons; an action this browser does not know is left out. */
  bind(actions: MediaSessionActions): void {
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => actions.play()],
      ['pause', () => actions.pause()],
      ['previoustrack', () => actions.previous()],
      ['nexttrack', () => actions.next()],
      [
        'seekto',
        (details) => {
          if (details.seekTime !== undefined) actions.seek(details.seekTime);
        },
      ],
    ];
    for (const [action, handler] of handlers) {
      try {
        this.session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know.
      }
    }
  }

  update(now: NowPlaying | null): void {
    this.session.playbackState = sessionPlaybackState(now?.status ?? 'idle');
    if (!now) return;
    const { track, album, cover } = now;
    const artist = now.line ?? track.artist;
    // Rewritten only when something shown changes: the timer's line changes once a minute at most.
    const key = JSON.stringify([track.id, track.title, artist, album, cover]);
    if (key !== this.metadataKey && this.createMetadata) {
      this.metadataKey = key;
      this.session.metadata = this.createMetadata({
        title: track.title,
        artist,
        album,
        artwork: artworkFor(cover),
      });
    }
    const position = positionState(now.position, now.duration);
    if (!position || !this.session.setPositionState) return;
    const moving = now.status === 'playing';
    const at = this.clock();
    const last = this.sent;
    if (last && last.duration === position.duration && last.moving === moving) {
      const expected = last.moving ? last.position + (at - last.at) / 1000 : last.position;
      // Where the browser has it already: only a jump (a seek, a stall, a new track) is sent.
      if (Math.abs(position.position - expected) < (moving ? POSITION_DRIFT_S : 1e-3)) return;
    }
    this.sent = { position: position.position, duration: position.duration, moving, at };
    try {
      this.session.setPositionState(position);
    } catch {
      // Rejected values (a race with a new load) only skip one update.
    }
  }
}

/** The browser's Media Session, when it has one. */
export function browserMediaSession(): MediaSessionSync | null {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return null;
  const factory: MetadataFactory | undefined =
    typeof MediaMetadata === 'undefined' ? undefined : (init) => new MediaMetadata(init);
  return new MediaSessionSync(navigator.mediaSession, factory);
}
