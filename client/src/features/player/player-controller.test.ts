import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOAD_RETRY_DELAY_MS, MAX_LOAD_RETRIES, NEXT_TRACK_DELAY_MS, type PlayerCategory } from '#shared/player.ts';
import type { TrackSources } from '#shared/track-sources.ts';
import { fetchCatalogue } from './api.ts';
import {
  loadCatalogueAtom,
  playbackAtom,
  playerStateAtom,
  progressAtom,
  setTrackSourcesAtom,
  sendTimerCueAtom,
  setVolumeAtom,
  toggleMuteAtom,
  updateMusicSettingsAtom,
} from './atoms.ts';
import { FOLLOW_FADE_MS } from '#shared/music-follow.ts';
import { PlayerOutput } from './audio-output.ts';
import { MediaSessionSync, type MediaSessionLike } from './media-session.ts';
import { PlayerController } from './player-controller.ts';

vi.mock('./api.ts', () => ({ fetchCatalogue: vi.fn(), reportPlay: vi.fn(), TracksLoadError: Error }));
// The browser defaults read the UI catalogs; the tests pass their own `albumOf`.
vi.mock('./category-text.ts', () => ({ categoryText: () => ({ name: '', description: '' }) }));

/**
 * Just enough of an `<audio>` element: it records what the adapter does to it, and the test fires
 * the events a browser would.
 */
class FakeAudio extends EventTarget {
  src = '';
  currentTime = 0;
  duration = Number.NaN;
  readyState = 0;
  volume = 1;
  muted = false;
  error: { code: number; message: string } | null = null;
  loads = 0;
  played = 0;
  paused = 0;
  /** What the next play() does: resolve, or reject with this error. */
  playResult: Error | null = null;

  getAttribute(name: string): string | null {
    return name === 'src' && this.src !== '' ? this.src : null;
  }
  load(): void {
    this.loads++;
  }
  play(): Promise<void> {
    this.played++;
    return this.playResult ? Promise.reject(this.playResult) : Promise.resolve();
  }
  pause(): void {
    this.paused++;
  }
  fire(name: string): void {
    this.dispatchEvent(new Event(name));
  }
}

const category = (id: string, trackIds: string[]): PlayerCategory => ({
  id,
  name: `${id} name`,
  description: '',
  icon: '',
  folder: id,
  tracks: trackIds.map((t) => ({
    id: t,
    title: `Title ${t}`,
    artist: 'Artist',
    cover: `/media/covers/${t}.webp`,
    url: `/media/${t}.mp3`,
    duration: 90,
  })),
});

class FakeSession implements MediaSessionLike {
  metadata: MediaMetadata | null = null;
  playbackState: MediaSessionPlaybackState = 'none';
  handlers = new Map<MediaSessionAction, MediaSessionActionHandler | null>();
  positions: MediaPositionState[] = [];
  setActionHandler(action: MediaSessionAction, handler: MediaSessionActionHandler | null): void {
    this.handlers.set(action, handler);
  }
  setPositionState(state?: MediaPositionState): void {
    if (state) this.positions.push(state);
  }
}

let store: ReturnType<typeof createStore>;
let audio: FakeAudio;
let second: FakeAudio;
let session: FakeSession;
let reported: string[];
let controller: PlayerController;
/** The page's visibility as the controller sees it; `show(false)` hides the tab, `show(true)` shows it again. */
let hidden: boolean;
let visibilityListeners: (() => void)[];
function show(visible: boolean): void {
  hidden = !visible;
  for (const listener of visibilityListeners) listener();
}

async function start(categories = [category('lofi', ['a', 'b', 'c']), category('jazz', ['d'])]) {
  vi.mocked(fetchCatalogue).mockResolvedValue(categories);
  await store.set(loadCatalogueAtom);
  controller.adopt();
}

const state = () => store.get(playerStateAtom);
/** Track a gets a downloaded copy: the element switches to it and, once it knows the length, seeks to `seconds`. */
function expectCopyResumesAt(seconds: number): void {
  const copy: TrackSources = { audioFor: (t) => (t.id === 'a' ? 'blob:a' : t.url), coverFor: (t) => t.cover };
  store.set(setTrackSourcesAtom, copy);
  expect(audio.src).toBe('blob:a');
  audio.duration = 90;
  audio.fire('loadedmetadata');
  expect(audio.currentTime).toBe(seconds);
}

/** Lets play() promises settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  store = createStore();
  audio = new FakeAudio();
  second = new FakeAudio();
  session = new FakeSession();
  reported = [];
  hidden = false;
  visibilityListeners = [];
  controller = new PlayerController({
    store,
    createAudio: (role) => (role === 'main' ? audio : second) as unknown as HTMLAudioElement,
    // No Web Audio here: the output applies its gains to the element volume (the fallback path).
    createOutput: () =>
      new PlayerOutput({
        now: () => Date.now(),
        createContext: () => null,
        setInterval: (callback, ms) => setInterval(callback, ms),
        clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
      }),
    mediaSession: () => new MediaSessionSync(session, (init) => init as unknown as MediaMetadata),
    reportPlay: (id) => reported.push(id),
    albumOf: (c) => c.name,
    random: () => 0,
    visibility: { hidden: () => hidden, onChange: (listener) => visibilityListeners.push(listener) },
    now: () => Date.now(),
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the player controller', () => {
  it('selects the first track on a new catalogue, loaded but silent, volume applied', async () => {
    store.set(setVolumeAtom, 0.4);
    await start();
    expect(audio.src).toBe('/media/a.mp3');
    expect(audio.played).toBe(0);
    expect(audio.volume).toBe(0.4);
    expect(store.get(playbackAtom)).toMatchObject({ categoryId: 'lofi', trackId: 'a', status: 'paused' });
  });

  it('follows the element from Play to playing, and counts the play once', async () => {
    await start();
    audio.readyState = 4;
    controller.play();
    expect(audio.played).toBe(1);
    audio.fire('playing');
    await settle();
    expect(store.get(playbackAtom).status).toBe('playing');
    audio.fire('pause');
    controller.play();
    audio.fire('playing');
    expect(reported).toEqual(['a']);
  });

  it('keeps progress apart from the card: a time update changes progressAtom only', async () => {
    await start();
    const card = store.get(playbackAtom);
    audio.currentTime = 12;
    audio.fire('timeupdate');
    audio.duration = 95;
    audio.fire('durationchange');
    expect(store.get(progressAtom)).toEqual({ position: 12, duration: 95 });
    expect(store.get(playbackAtom)).toBe(card);
  });

  it('in a hidden tab passes the position on every 10 s, and at once when shown or before anything else', async () => {
    await start();
    controller.play();
    audio.fire('playing');
    audio.duration = 90;
    audio.fire('durationchange');
    show(false);
    const tick = (seconds: number) => {
      audio.currentTime = seconds;
      audio.fire('timeupdate');
    };
    // The first update goes; the next ones, 250 ms apart as the browser sends them, wait 10 s.
    tick(10);
    expect(store.get(progressAtom).position).toBe(10);
    for (let t = 10.25; t < 20; t += 0.25) {
      vi.advanceTimersByTime(250);
      tick(t);
    }
    expect(store.get(progressAtom).position).toBe(10);
    vi.advanceTimersByTime(250);
    tick(20);
    expect(store.get(progressAtom).position).toBe(20);
    // Shown again: the latest position at once.
    vi.advanceTimersByTime(250);
    tick(20.25);
    vi.advanceTimersByTime(250);
    tick(21.5);
    show(true);
    expect(state().position).toBe(21.5);
    // Visible: every update.
    tick(22);
    expect(state().position).toBe(22);
    tick(22.25);
    expect(state().position).toBe(22.25);
    // Hidden again, a held position reaches the machine before a pause (and the Media Session with it).
    show(false);
    vi.advanceTimersByTime(250);
    tick(22.5);
    vi.advanceTimersByTime(250);
    tick(31);
    controller.pause();
    audio.fire('pause');
    expect(state()).toMatchObject({ position: 31, status: 'paused' });
    expect(session.positions.at(-1)).toMatchObject({ position: 31, duration: 90 });
  });

  it('in a hidden tab, a held position is where a switch to the downloaded copy resumes', async () => {
    await start();
    audio.currentTime = 5;
    audio.fire('timeupdate');
    show(false);
    audio.currentTime = 30;
    audio.fire('timeupdate');
    expectCopyResumesAt(30);
  });

  it('at the end of a track waits 0.5 s, then plays the next one', async () => {
    await start();
    controller.selectTrack('lofi', 'c');
    audio.fire('playing');
    audio.fire('ended');
    vi.advanceTimersByTime(NEXT_TRACK_DELAY_MS - 1);
    expect(state().trackId).toBe('c');
    vi.advanceTimersByTime(1);
    expect(state()).toMatchObject({ trackId: 'a', status: 'loading' });
    expect(audio.src).toBe('/media/a.mp3');
  });

  it('retries a failed load after 1.2 s, three times, then shows the error', async () => {
    await start();
    controller.selectTrack('lofi', 'b');
    const loadsBefore = audio.loads;
    audio.error = { code: 2, message: 'network' };
    for (let retry = 1; retry <= MAX_LOAD_RETRIES; retry++) {
      audio.fire('error');
      expect(state()).toMatchObject({ status: 'loading', loadFailed: true, retries: retry });
      vi.advanceTimersByTime(LOAD_RETRY_DELAY_MS);
      expect(audio.loads).toBe(loadsBefore + retry);
    }
    audio.fire('error');
    expect(state()).toMatchObject({ status: 'error', retries: MAX_LOAD_RETRIES });
    expect(console.error).toHaveBeenCalledWith('Error playing track /media/b.mp3: network');
  });

  it('ignores an aborted load', async () => {
    await start();
    audio.error = { code: 1, message: 'aborted' };
    audio.fire('error');
    expect(state().loadFailed).toBe(false);
  });

  it('leaves the track ready when the browser refuses autoplay', async () => {
    await start();
    audio.playResult = new DOMException('no gesture', 'NotAllowedError');
    controller.selectTrack('lofi', 'b');
    expect(state().status).toBe('loading');
    await settle();
    expect(state()).toMatchObject({ status: 'paused', wantsToPlay: false });
  });

  it('switches a paused track to its downloaded copy at the same position', async () => {
    await start();
    audio.currentTime = 30;
    audio.fire('timeupdate');
    expectCopyResumesAt(30);
  });

  it('applies volume and mute changes to the element as they happen', async () => {
    await start();
    store.set(setVolumeAtom, 0.3);
    expect(audio).toMatchObject({ volume: 0.3, muted: false });
    store.set(toggleMuteAtom);
    expect(audio).toMatchObject({ volume: 0, muted: true });
  });

  it('ignores a refusal that belongs to an earlier load', async () => {
    await start();
    audio.playResult = new DOMException('no gesture', 'NotAllowedError');
    controller.selectTrack('lofi', 'b');
    audio.playResult = null;
    controller.selectTrack('lofi', 'c');
    await settle();
    expect(state()).toMatchObject({ trackId: 'c', status: 'loading', wantsToPlay: true });
  });

  it('offline, a paused track without a copy gives way to a downloaded one, silently', async () => {
    await start();
    const downloadedD: TrackSources = { audioFor: (t) => (t.id === 'd' ? 'blob:d' : null), coverFor: (t) => t.cover };
    store.set(setTrackSourcesAtom, downloadedD);
    expect(state()).toMatchObject({ categoryId: 'jazz', trackId: 'd', status: 'paused' });
    expect(audio.src).toBe('blob:d');
    expect(audio.played).toBe(0);
  });

  it('seeks within the track and pauses on request', async () => {
    await start();
    controller.seek(500);
    expect(audio.currentTime).toBe(90);
    controller.pause();
    expect(audio.paused).toBe(1);
  });

  it('halting pauses and cancels a pending retry', async () => {
    await start();
    controller.selectTrack('lofi', 'b');
    audio.error = { code: 2, message: 'network' };
    audio.fire('error');
    const loads = audio.loads;
    controller.halt();
    vi.advanceTimersByTime(LOAD_RETRY_DELAY_MS * 2);
    expect(audio.loads).toBe(loads);
    expect(audio.paused).toBeGreaterThan(0);
  });

  it('keeps the Media Session in step and takes its buttons', async () => {
    await start();
    expect(session.metadata).toMatchObject({ title: 'Title a', artist: 'Artist', album: 'lofi name' });
    expect(session.playbackState).toBe('paused');
    session.handlers.get('nexttrack')?.({ action: 'nexttrack' });
    expect(state().trackId).toBe('b');
    audio.fire('playing');
    expect(session.playbackState).toBe('playing');
    session.handlers.get('seekto')?.({ action: 'seekto', seekTime: 20 });
    expect(audio.currentTime).toBe(20);
    expect(session.positions.at(-1)).toEqual({ duration: 90, playbackRate: 1, position: 20 });
  });
});

describe('music that follows the timer (element-volume fallback)', () => {
  async function playingA() {
    store.set(setVolumeAtom, 0.8);
    await start();
    controller.play();
    audio.fire('playing');
    await settle();
    expect(audio.volume).toBeCloseTo(0.8);
  }

  it('focus ending ducks under the bell, fades to silence in 3 s and pauses; focus starting fades back in', async () => {
    await playingA();
    store.set(sendTimerCueAtom, { type: 'phase-ended', phase: 'focus', bell: true });
    vi.advanceTimersByTime(200);
    expect(audio.volume).toBeLessThanOrEqual(0.8 * 0.2 + 1e-9);
    vi.advanceTimersByTime(FOLLOW_FADE_MS);
    expect(audio.volume).toBe(0);
    expect(audio.paused).toBe(1);
    expect(state()).toMatchObject({ status: 'paused', heldByTimer: true });
    audio.fire('pause');

    const played = audio.played;
    store.set(sendTimerCueAtom, { type: 'phase-changed', phase: 'focus' });
    store.set(sendTimerCueAtom, { type: 'focus-started' });
    expect(audio.played).toBe(played + 1);
    vi.advanceTimersByTime(FOLLOW_FADE_MS / 2);
    expect(audio.volume).toBeGreaterThan(0.3);
    expect(audio.volume).toBeLessThan(0.5);
    vi.advanceTimersByTime(FOLLOW_FADE_MS);
    expect(audio.volume).toBeCloseTo(0.8);
  });

  it('"Music during breaks" keeps it playing, ducked while the bell rings', async () => {
    store.set(updateMusicSettingsAtom, { musicDuringBreaks: true });
    await playingA();
    store.set(sendTimerCueAtom, { type: 'phase-ended', phase: 'focus', bell: true });
    vi.advanceTimersByTime(1000);
    expect(audio.volume).toBeLessThanOrEqual(0.16 + 1e-9);
    vi.advanceTimersByTime(5000);
    expect(audio.paused).toBe(0);
    expect(audio.volume).toBeCloseTo(0.8);
  });

  it('a visitor who never pressed Play is not followed (the setting acts once they have)', async () => {
    store.set(setVolumeAtom, 0.8);
    await start();
    // Playing without a Play press (e.g. restored by the browser): the timer leaves it alone.
    audio.fire('playing');
    store.set(sendTimerCueAtom, { type: 'phase-ended', phase: 'break', bell: false });
    store.set(sendTimerCueAtom, { type: 'phase-changed', phase: 'break' });
    vi.advanceTimersByTime(FOLLOW_FADE_MS * 2);
    expect(audio.paused).toBe(0);
  });
});

describe('crossfade (element-volume fallback)', () => {
  it('preloads the next track on a second element and overlaps the two, then stops the old one', async () => {
    store.set(updateMusicSettingsAtom, { crossfadeSeconds: 4 });
    await start();
    controller.play();
    audio.fire('playing');
    audio.currentTime = 60;
    audio.fire('timeupdate');
    expect(second.src).toBe('');
    // 15 s before the crossfade (90 − 4 − 15 = 71 s in): the next track is chosen and preloaded.
    audio.currentTime = 72;
    audio.fire('timeupdate');
    expect(second.src).toBe('/media/b.mp3');
    expect(second.played).toBe(0);

    audio.currentTime = 86;
    audio.fire('timeupdate');
    expect(second.played).toBe(1);
    expect(state()).toMatchObject({ trackId: 'b', status: 'loading' });
    vi.advanceTimersByTime(2000);
    // Halfway: both at 1/√2 (equal power), both still playing.
    expect(audio.volume).toBeCloseTo(Math.SQRT1_2, 1);
    expect(second.volume).toBeCloseTo(Math.SQRT1_2, 1);
    expect(audio.paused).toBe(0);
    // The old element's events no longer reach the machine.
    audio.fire('ended');
    expect(state().advancing).toBe(false);
    second.fire('playing');
    expect(state().status).toBe('playing');
    vi.advanceTimersByTime(2100);
    expect(audio.paused).toBe(1);
    expect(second.volume).toBeCloseTo(1);
  });

  it('in a hidden tab preloads and starts the crossfade at the same positions', async () => {
    store.set(updateMusicSettingsAtom, { crossfadeSeconds: 4 });
    await start();
    controller.play();
    audio.fire('playing');
    audio.duration = 90;
    audio.fire('durationchange');
    show(false);
    // 250 ms apart: far from the end they wait (10 s), from 10 s before the preload on each one counts.
    let t = 50;
    const tickUntil = (seconds: number) => {
      for (; t <= seconds; t += 0.25) {
        vi.advanceTimersByTime(250);
        audio.currentTime = t;
        audio.fire('timeupdate');
      }
    };
    tickUntil(70.75);
    expect(second.src).toBe('');
    tickUntil(71);
    expect(second.src).toBe('/media/b.mp3');
    tickUntil(85.75);
    expect(second.played).toBe(0);
    tickUntil(86);
    expect(second.played).toBe(1);
    expect(state()).toMatchObject({ trackId: 'b', status: 'loading' });
  });

  it('with 0 s nothing is preloaded and the end keeps the 0.5 s gap', async () => {
    await start();
    controller.play();
    audio.fire('playing');
    audio.currentTime = 89;
    audio.fire('timeupdate');
    expect(second.src).toBe('');
    audio.fire('ended');
    vi.advanceTimersByTime(NEXT_TRACK_DELAY_MS);
    expect(audio.src).toBe('/media/b.mp3');
  });
});
