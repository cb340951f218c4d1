import { describe, expect, it, vi } from 'vitest';
import type { PlayerTrack } from '#shared/player.ts';
import {
  artworkFor,
  MediaSessionSync,
  positionState,
  sessionPlaybackState,
  type MediaSessionActions,
  type MediaSessionLike,
  type NowPlaying,
} from './media-session.ts';

const track: PlayerTrack = {
  id: 't1',
  title: 'Rain',
  artist: 'Pomolo',
  cover: '/media/covers/rain.webp',
  url: '/media/rain.mp3',
  duration: 120,
};

const now = (overrides: Partial<NowPlaying> = {}): NowPlaying => ({
  track,
  album: 'Lo-fi',
  cover: track.cover,
  status: 'paused',
  position: 0,
  duration: 120,
  ...overrides,
});

function fakeSession(unknownActions: MediaSessionAction[] = []) {
  const handlers = new Map<MediaSessionAction, MediaSessionActionHandler | null>();
  const session = {
    metadata: null as MediaMetadata | null,
    playbackState: 'none' as MediaSessionPlaybackState,
    setActionHandler: (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
      if (unknownActions.includes(action)) throw new TypeError(`unknown action ${action}`);
      handlers.set(action, handler);
    },
    setPositionState: vi.fn<(state?: MediaPositionState) => void>(),
  } satisfies MediaSessionLike;
  const created: MediaMetadataInit[] = [];
  const sync = new MediaSessionSync(session, (init) => {
    created.push(init);
    return init as unknown as MediaMetadata;
  });
  return { session, handlers, created, sync };
}

describe('artwork', () => {
  it('lists our WebP cover at each size the server makes', () => {
    expect(artworkFor('/media/covers/rain.webp')).toEqual([
      { src: '/media/covers/rain-400.webp', sizes: '400x400', type: 'image/webp' },
      { src: '/media/covers/rain-800.webp', sizes: '800x800', type: 'image/webp' },
      { src: '/media/covers/rain-1200.webp', sizes: '1200x1200', type: 'image/webp' },
    ]);
  });

  it('gives any other cover (a downloaded blob, a JPEG) as it is', () => {
    expect(artworkFor('blob:https://pomolo.app/1')).toEqual([{ src: 'blob:https://pomolo.app/1' }]);
    expect(artworkFor('/x.jpg')).toEqual([{ src: '/x.jpg' }]);
  });
});

describe('playback and position state', () => {
  it('is playing only while playing, none before anything is selected', () => {
    expect(sessionPlaybackState('playing')).toBe('playing');
    expect(sessionPlaybackState('idle')).toBe('none');
    for (const status of ['loading', 'paused', 'error'] as const) expect(sessionPlaybackState(status)).toBe('paused');
  });

  it('reports the position within the track, and nothing while the length is unknown', () => {
    expect(positionState(30, 120)).toEqual({ duration: 120, playbackRate: 1, position: 30 });
    expect(positionState(130, 120)?.position).toBe(120);
    expect(positionState(Number.NaN, 120)?.position).toBe(0);
    expect(positionState(3, 0)).toBeNull();
    expect(positionState(3, Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('MediaSessionSync', () => {
  it('offers play, pause, previous, next and seek, skipping actions the browser does not know', () => {
    const { handlers, sync } = fakeSession(['previoustrack']);
    const actions: MediaSessionActions = {
      play: vi.fn(),
      pause: vi.fn(),
      previous: vi.fn(),
      next: vi.fn(),
      seek: vi.fn(),
    };
    sync.bind(actions);
    expect([...handlers.keys()]).toEqual(['play', 'pause', 'nexttrack', 'seekto']);
    handlers.get('play')?.({ action: 'play' });
    handlers.get('nexttrack')?.({ action: 'nexttrack' });
    handlers.get('seekto')?.({ action: 'seekto', seekTime: 42 });
    handlers.get('seekto')?.({ action: 'seekto' });
    expect(actions.play).toHaveBeenCalledOnce();
    expect(actions.next).toHaveBeenCalledOnce();
    expect(actions.seek).toHaveBeenCalledExactlyOnceWith(42);
  });

  it('sets the metadata when the track, its album or its cover changes, not on every update', () => {
    const { session, created, sync } = fakeSession();
    sync.update(now());
    expect(created).toEqual([{ title: 'Rain', artist: 'Pomolo', album: 'Lo-fi', artwork: artworkFor(track.cover) }]);
    sync.update(now({ status: 'playing', position: 5 }));
    expect(created).toHaveLength(1);
    sync.update(now({ cover: 'blob:copy' }));
    sync.update(now({ cover: 'blob:copy', album: 'Jazz' }));
    expect(created.map((m) => m.album)).toEqual(['Lo-fi', 'Lo-fi', 'Jazz']);
    expect(session.metadata).toEqual(created.at(-1));
  });

  it("shows the timer's line instead of the artist while there is one, rewriting only when the line changes", () => {
    const { created, sync } = fakeSession();
    sync.update(now({ status: 'playing', line: 'Focus · 18 min left' }));
    // The player reports several times a second; the line changes once a minute.
    for (let position = 1; position < 60; position++)
      sync.update(now({ status: 'playing', position, line: 'Focus · 18 min left' }));
    sync.update(now({ status: 'playing', position: 60, line: 'Focus · 17 min left' }));
    sync.update(now({ status: 'playing', position: 61, line: null }));
    expect(created.map((m) => m.artist)).toEqual(['Focus · 18 min left', 'Focus · 17 min left', 'Pomolo']);
    expect(created.every((m) => m.title === 'Rain' && m.album === 'Lo-fi')).toBe(true);
  });

  it('follows the status and the position, sending a position only when it moved', () => {
    const { session, sync } = fakeSession();
    sync.update(now({ status: 'playing', position: 10 }));
    sync.update(now({ status: 'playing', position: 10 }));
    sync.update(now({ status: 'paused', position: 11 }));
    expect(session.playbackState).toBe('paused');
    expect(session.setPositionState.mock.calls.map(([state]) => state?.position)).toEqual([10, 11]);
    sync.update(null);
    expect(session.playbackState).toBe('none');
  });

  it('while playing, leaves the position to the browser and sends only a jump (a seek, a stall)', () => {
    let ms = 0;
    const session = fakeSession().session;
    const sync = new MediaSessionSync(session, undefined, () => ms);
    // timeupdate four times a second for 10 s, in step with the clock: only the first is sent.
    for (let i = 0; i <= 40; i++) {
      ms = i * 250;
      sync.update(now({ status: 'playing', position: 5 + i * 0.25 }));
    }
    // A seek to 60 s, then playing on from there.
    ms += 250;
    sync.update(now({ status: 'playing', position: 60 }));
    ms += 250;
    sync.update(now({ status: 'playing', position: 60.25 }));
    // A stall: the clock runs on, the music does not.
    ms += 3000;
    sync.update(now({ status: 'playing', position: 60.5 }));
    // Paused, then the same paused position again.
    sync.update(now({ status: 'paused', position: 60.5 }));
    sync.update(now({ status: 'paused', position: 60.5 }));
    expect(session.setPositionState.mock.calls.map(([state]) => state?.position)).toEqual([5, 60, 60.5, 60.5]);
  });

  it('survives a browser that rejects a position', () => {
    const { session, sync } = fakeSession();
    session.setPositionState.mockImplementation(() => {
      throw new TypeError('position beyond duration');
    });
    expect(() => sync.update(now({ position: 3 }))).not.toThrow();
  });
});
