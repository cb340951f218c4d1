import { describe, expect, it } from 'vitest';
import {
  INITIAL_PLAYBACK,
  transition,
  type PlaybackContext,
  type PlaybackEvent,
  type PlaybackState,
} from './playback.ts';
import { LOAD_RETRY_DELAY_MS, MAX_LOAD_RETRIES, NEXT_TRACK_DELAY_MS, type PlayerCategory } from './player.ts';
import { NETWORK_SOURCES, type TrackSources } from './track-sources.ts';

const category = (id: string, trackIds: string[]): PlayerCategory => ({
  id,
  name: id,
  description: '',
  icon: '',
  folder: id,
  tracks: trackIds.map((t) => ({ id: t, title: t, artist: 'a', cover: `/${t}.webp`, url: `/${t}.mp3`, duration: 100 })),
});

const CATEGORIES = [category('lofi', ['a', 'b', 'c']), category('jazz', ['d', 'e']), category('solo', ['s'])];

/** Offline sources: only the listed tracks play, from a blob URL. */
const offline = (...downloaded: string[]): TrackSources => ({
  audioFor: (track) => (downloaded.includes(track.id) ? `blob:${track.id}` : null),
  coverFor: (track) => track.cover,
});

const context = (overrides: Partial<PlaybackContext> = {}): PlaybackContext => ({
  categories: CATEGORIES,
  sources: NETWORK_SOURCES,
  prefs: { volume: 0.8, muted: false, savedVolume: 0.8, shuffle: false },
  random: () => 0,
  ...overrides,
});

/** Runs events in turn from `state`; returns the last transition. */
function run(state: PlaybackState, events: PlaybackEvent[], ctx = context()) {
  let result = { state, effects: [] as ReturnType<typeof transition>['effects'] };
  for (const event of events) result = transition(result.state, event, ctx);
  return result;
}

/** A state with `trackId` of `categoryId` selected, as after a load (playing or not). */
function selected(categoryId: string, trackId: string, playing = false, ctx = context()): PlaybackState {
  const loaded = transition(INITIAL_PLAYBACK, { type: 'select-track', categoryId, trackId }, ctx).state;
  return playing
    ? transition(loaded, { type: 'playing' }, ctx).state
    : { ...loaded, status: 'paused', wantsToPlay: false };
}

const loadsOf = (effects: ReturnType<typeof transition>['effects']) =>
  effects.filter((e) => e.type === 'load').map((e) => e.src);
const plays = (effects: ReturnType<typeof transition>['effects']) => effects.some((e) => e.type === 'play');

describe('the first catalogue', () => {
  it('selects a random track of the first category without playing it', () => {
    const { state, effects } = transition(
      INITIAL_PLAYBACK,
      { type: 'catalogue-ready' },
      context({ random: () => 0.5 }),
    );
    expect(state).toMatchObject({ categoryId: 'lofi', trackId: 'b', status: 'paused', wantsToPlay: false });
    expect(loadsOf(effects)).toEqual(['/b.mp3']);
    expect(plays(effects)).toBe(false);
  });

  it('keeps the selection when the new catalogue still has it', () => {
    const state = selected('jazz', 'e');
    expect(transition(state, { type: 'catalogue-ready' }, context())).toEqual({ state, effects: [] });
  });

  it('selects afresh when the selected track is gone', () => {
    const state = selected('jazz', 'e');
    const ctx = context({ categories: [category('jazz', ['d'])] });
    expect(transition(state, { type: 'catalogue-ready' }, ctx).state.trackId).toBe('d');
  });

  it('offline, selects a downloaded track, from the first category that has one', () => {
    const { state, effects } = transition(
      INITIAL_PLAYBACK,
      { type: 'catalogue-ready' },
      context({ sources: offline('e') }),
    );
    expect(state).toMatchObject({ categoryId: 'jazz', trackId: 'e' });
    expect(loadsOf(effects)).toEqual(['blob:e']);
  });

  it('offline with nothing downloaded, still shows a track (from the network URL)', () => {
    const { state } = transition(INITIAL_PLAYBACK, { type: 'catalogue-ready' }, context({ sources: offline() }));
    expect(state).toMatchObject({ categoryId: 'lofi', trackId: 'a', status: 'paused', src: '/a.mp3' });
  });

  it('an empty catalogue selects nothing', () => {
    const result = transition(INITIAL_PLAYBACK, { type: 'catalogue-ready' }, context({ categories: [] }));
    expect(result).toEqual({ state: INITIAL_PLAYBACK, effects: [] });
  });
});

describe('selecting', () => {
  it('a track loads it, then plays it, as a new load', () => {
    const before = selected('lofi', 'a');
    const { state, effects } = transition(
      before,
      { type: 'select-track', categoryId: 'jazz', trackId: 'd' },
      context(),
    );
    expect(state).toMatchObject({ trackId: 'd', status: 'loading', wantsToPlay: true, load: before.load + 1 });
    expect(effects).toEqual([
      { type: 'cancel', timer: 'retry' },
      { type: 'cancel', timer: 'advance' },
      { type: 'load', src: '/d.mp3' },
      { type: 'play', load: before.load + 1 },
    ]);
  });

  it('a track resets progress, retries and the failure of the previous one', () => {
    const failed = { ...selected('lofi', 'a'), retries: 3, loadFailed: true, status: 'error' as const, position: 40 };
    const { state } = transition(failed, { type: 'select-track', categoryId: 'lofi', trackId: 'b' }, context());
    expect(state).toMatchObject({ retries: 0, loadFailed: false, position: 0, duration: 100 });
  });

  it('a track plays its downloaded copy when there is one', () => {
    const ctx = context({ sources: offline('b') });
    const { effects } = transition(INITIAL_PLAYBACK, { type: 'select-track', categoryId: 'lofi', trackId: 'b' }, ctx);
    expect(loadsOf(effects)).toEqual(['blob:b']);
  });

  it('a track that cannot play now (offline, not downloaded) is not selectable', () => {
    const state = selected('lofi', 'a');
    const ctx = context({ sources: offline('a') });
    expect(transition(state, { type: 'select-track', categoryId: 'lofi', trackId: 'b' }, ctx).effects).toEqual([]);
  });

  it('an unknown track changes nothing', () => {
    const state = selected('lofi', 'a');
    expect(transition(state, { type: 'select-track', categoryId: 'lofi', trackId: 'zz' }, context()).state).toBe(state);
  });

  it('another category plays its first track', () => {
    const { state, effects } = transition(
      selected('lofi', 'b'),
      { type: 'select-category', categoryId: 'jazz' },
      context(),
    );
    expect(state).toMatchObject({ categoryId: 'jazz', trackId: 'd', status: 'loading' });
    expect(plays(effects)).toBe(true);
  });

  it('the current category changes nothing', () => {
    const state = selected('lofi', 'b', true);
    expect(transition(state, { type: 'select-category', categoryId: 'lofi' }, context())).toEqual({
      state,
      effects: [],
    });
  });

  it('offline, a category plays its first downloaded track', () => {
    const ctx = context({ sources: offline('e') });
    const { state } = transition(selected('lofi', 'a'), { type: 'select-category', categoryId: 'jazz' }, ctx);
    expect(state).toMatchObject({ trackId: 'e', wantsToPlay: true });
  });

  it('offline with none of its tracks downloaded, a category shows its first track without playing', () => {
    const ctx = context({ sources: offline('a') });
    const { state, effects } = transition(selected('lofi', 'a'), { type: 'select-category', categoryId: 'jazz' }, ctx);
    expect(state).toMatchObject({ trackId: 'd', status: 'paused', wantsToPlay: false });
    expect(plays(effects)).toBe(false);
  });
});

describe('play and pause', () => {
  it('Play on a ready element keeps the status until the element plays', () => {
    const before = selected('lofi', 'a');
    const { state, effects } = transition(before, { type: 'play', ready: true }, context());
    expect(state).toMatchObject({ status: 'paused', wantsToPlay: true });
    expect(effects).toContainEqual({ type: 'play', load: before.load });
    expect(transition(state, { type: 'playing' }, context()).state.status).toBe('playing');
  });

  it('Play on an element without data shows loading', () => {
    expect(transition(selected('lofi', 'a'), { type: 'play', ready: false }, context()).state.status).toBe('loading');
  });

  it('Play after the retries gave up loads the track afresh', () => {
    const failed = { ...selected('lofi', 'a'), status: 'error' as const, loadFailed: true, retries: MAX_LOAD_RETRIES };
    const { state, effects } = transition(failed, { type: 'play', ready: true }, context());
    expect(state).toMatchObject({ status: 'loading', retries: 0, loadFailed: false, load: failed.load + 1 });
    expect(loadsOf(effects)).toEqual(['/a.mp3']);
  });

  it('Play on a track that cannot play now plays the next one that can', () => {
    const ctx = context({ sources: offline('c') });
    const { state, effects } = transition(selected('lofi', 'a'), { type: 'play', ready: true }, ctx);
    expect(state).toMatchObject({ trackId: 'c', wantsToPlay: true });
    expect(loadsOf(effects)).toEqual(['blob:c']);
  });

  it('Play with nothing selected does nothing', () => {
    expect(transition(INITIAL_PLAYBACK, { type: 'play', ready: true }, context()).effects).toEqual([]);
  });

  it('Pause stops what plays', () => {
    const { state, effects } = transition(selected('lofi', 'a', true), { type: 'pause' }, context());
    expect(state).toMatchObject({ status: 'paused', wantsToPlay: false });
    expect(effects).toContainEqual({ type: 'pause' });
  });

  it('Pause while a retry is pending keeps loading, and the retry does not start the music', () => {
    const failing = run(selected('lofi', 'a'), [
      { type: 'play', ready: false },
      { type: 'load-error', message: 'network' },
    ]).state;
    const paused = transition(failing, { type: 'pause' }, context()).state;
    expect(paused).toMatchObject({ status: 'loading', wantsToPlay: false, loadFailed: true });
    const retry = transition(paused, { type: 'retry-due', load: paused.load }, context());
    expect(loadsOf(retry.effects)).toEqual(['/a.mp3']);
    expect(plays(retry.effects)).toBe(false);
  });

  it('the element pausing on its own (headset, OS) is a pause', () => {
    const { state } = transition(selected('lofi', 'a', true), { type: 'paused' }, context());
    expect(state).toMatchObject({ status: 'paused', wantsToPlay: false });
  });

  it('the element pausing on the way to a new track is not a pause', () => {
    const loading = transition(selected('lofi', 'a', true), { type: 'next' }, context()).state;
    expect(transition(loading, { type: 'paused' }, context()).state).toBe(loading);
  });

  it('autoplay refused by the browser leaves the track ready for Play', () => {
    const loading = transition(
      INITIAL_PLAYBACK,
      { type: 'select-track', categoryId: 'lofi', trackId: 'a' },
      context(),
    ).state;
    const { state } = transition(loading, { type: 'play-refused', load: loading.load }, context());
    expect(state).toMatchObject({ status: 'paused', wantsToPlay: false });
  });

  it('a refusal of an earlier load is ignored', () => {
    const loading = transition(selected('lofi', 'a'), { type: 'next' }, context()).state;
    expect(transition(loading, { type: 'play-refused', load: loading.load - 1 }, context()).state).toBe(loading);
  });

  it('can-play of a track nobody asked to play shows it paused; waiting shows loading only when music is wanted', () => {
    const silent = { ...selected('lofi', 'a'), status: 'loading' as const };
    expect(transition(silent, { type: 'can-play' }, context()).state.status).toBe('paused');
    expect(transition(silent, { type: 'waiting' }, context()).state).toBe(silent);
    const wanted = selected('lofi', 'a', true);
    expect(transition(wanted, { type: 'waiting' }, context()).state.status).toBe('loading');
  });

  it('counts a play once per load', () => {
    const loading = transition(
      INITIAL_PLAYBACK,
      { type: 'select-track', categoryId: 'lofi', trackId: 'b' },
      context(),
    ).state;
    const first = transition(loading, { type: 'playing' }, context());
    expect(first.effects).toEqual([{ type: 'report-play', trackId: 'b' }]);
    const again = run(first.state, [{ type: 'pause' }, { type: 'play', ready: true }, { type: 'playing' }]);
    expect(again.effects).toEqual([]);
    const reloaded = run(again.state, [
      { type: 'select-track', categoryId: 'lofi', trackId: 'b' },
      { type: 'playing' },
    ]);
    expect(reloaded.effects).toEqual([{ type: 'report-play', trackId: 'b' }]);
  });
});

describe('next and previous', () => {
  it('next follows the category order and wraps to the first', () => {
    expect(transition(selected('lofi', 'a'), { type: 'next' }, context()).state.trackId).toBe('b');
    const { state, effects } = transition(selected('lofi', 'c'), { type: 'next' }, context());
    expect(state).toMatchObject({ trackId: 'a', status: 'loading', wantsToPlay: true });
    expect(plays(effects)).toBe(true);
  });

  it('previous wraps to the last', () => {
    expect(transition(selected('lofi', 'a'), { type: 'previous' }, context()).state.trackId).toBe('c');
    expect(transition(selected('lofi', 'c'), { type: 'previous' }, context()).state.trackId).toBe('b');
  });

  it('with shuffle, picks a random other track', () => {
    const prefs = { volume: 1, muted: false, savedVolume: 1, shuffle: true };
    // Candidates other than b are [a, c]; 0.99 picks the last.
    expect(
      transition(selected('lofi', 'b'), { type: 'next' }, context({ prefs, random: () => 0.99 })).state.trackId,
    ).toBe('c');
    expect(
      transition(selected('lofi', 'b'), { type: 'previous' }, context({ prefs, random: () => 0 })).state.trackId,
    ).toBe('a');
  });

  it('a category of one track plays it again (the element reloads the same URL)', () => {
    const { state, effects } = transition(selected('solo', 's', true), { type: 'next' }, context());
    expect(state).toMatchObject({ trackId: 's', status: 'loading' });
    expect(loadsOf(effects)).toEqual(['/s.mp3']);
  });

  it('offline, skips tracks that are not downloaded', () => {
    const ctx = context({ sources: offline('a', 'c') });
    expect(transition(selected('lofi', 'a', false, context()), { type: 'next' }, ctx).state.trackId).toBe('c');
  });

  it('offline with nothing downloaded in this category, plays one of another category', () => {
    const ctx = context({ sources: offline('e') });
    expect(transition(selected('lofi', 'a'), { type: 'next' }, ctx).state).toMatchObject({
      categoryId: 'jazz',
      trackId: 'e',
    });
  });

  it('offline with nothing downloaded at all, says so and stops what sounds', () => {
    const { state, effects } = transition(
      selected('lofi', 'a', true),
      { type: 'next' },
      context({ sources: offline() }),
    );
    expect(state).toMatchObject({ nothingPlayable: true, status: 'paused', wantsToPlay: false, trackId: 'a' });
    expect(effects).toEqual([{ type: 'pause' }]);
  });
});

describe('the end of a track', () => {
  it('waits 0.5 s, then plays the next track', () => {
    const playing = selected('lofi', 'c', true);
    const ended = transition(playing, { type: 'ended' }, context());
    expect(ended.state).toMatchObject({ status: 'paused', advancing: true });
    expect(ended.effects).toEqual([
      { type: 'schedule', timer: 'advance', delayMs: NEXT_TRACK_DELAY_MS, load: playing.load },
    ]);
    const next = transition(ended.state, { type: 'advance-due', load: playing.load }, context());
    expect(next.state).toMatchObject({ trackId: 'a', status: 'loading', wantsToPlay: true, advancing: false });
    expect(plays(next.effects)).toBe(true);
  });

  it('the gap ends early when the visitor picks a track: the old delay is stale', () => {
    const ended = run(selected('lofi', 'a', true), [{ type: 'ended' }]).state;
    const picked = transition(ended, { type: 'select-track', categoryId: 'jazz', trackId: 'd' }, context()).state;
    expect(transition(picked, { type: 'advance-due', load: ended.load }, context()).state).toBe(picked);
  });

  it('Play or Pause in the gap cancels the advance', () => {
    const ended = run(selected('lofi', 'a', true), [{ type: 'ended' }]).state;
    for (const event of [{ type: 'pause' }, { type: 'play', ready: true }] as const) {
      const { state, effects } = transition(ended, event, context());
      expect(effects).toContainEqual({ type: 'cancel', timer: 'advance' });
      expect(transition(state, { type: 'advance-due', load: ended.load }, context()).state).toBe(state);
    }
  });
});

describe('load errors', () => {
  const failing = () =>
    transition(INITIAL_PLAYBACK, { type: 'select-track', categoryId: 'lofi', trackId: 'a' }, context()).state;

  it('show the failure and retry after 1.2 s', () => {
    const start = failing();
    const { state, effects } = transition(start, { type: 'load-error', message: 'x' }, context());
    expect(state).toMatchObject({ status: 'loading', loadFailed: true, retries: 1 });
    expect(effects).toContainEqual({
      type: 'schedule',
      timer: 'retry',
      delayMs: LOAD_RETRY_DELAY_MS,
      load: start.load,
    });
    const retry = transition(state, { type: 'retry-due', load: start.load }, context());
    expect(retry.effects).toEqual([
      { type: 'load', src: '/a.mp3' },
      { type: 'play', load: start.load },
    ]);
  });

  it('give up after 3 retries with "error"', () => {
    let state = failing();
    for (let i = 0; i < MAX_LOAD_RETRIES; i++)
      state = transition(state, { type: 'load-error', message: 'x' }, context()).state;
    expect(state.retries).toBe(MAX_LOAD_RETRIES);
    const { state: gaveUp, effects } = transition(state, { type: 'load-error', message: 'x' }, context());
    expect(gaveUp).toMatchObject({ status: 'error', loadFailed: true, wantsToPlay: false, retries: MAX_LOAD_RETRIES });
    expect(effects).toEqual([{ type: 'log', level: 'error', message: 'Error playing track /a.mp3: x' }]);
  });

  it('a retry of an earlier load is ignored', () => {
    const start = failing();
    const errored = transition(start, { type: 'load-error', message: 'x' }, context()).state;
    const moved = transition(errored, { type: 'next' }, context()).state;
    expect(transition(moved, { type: 'retry-due', load: start.load }, context()).effects).toEqual([]);
  });

  it('the music playing after a retry clears the failure', () => {
    const errored = transition(failing(), { type: 'load-error', message: 'x' }, context()).state;
    expect(transition(errored, { type: 'playing' }, context()).state).toMatchObject({
      status: 'playing',
      loadFailed: false,
    });
  });

  it('offline, a track without a copy is skipped for one that can play instead of retried', () => {
    const ctx = context({ sources: offline('b') });
    const { state, effects } = transition(failing(), { type: 'load-error', message: 'x' }, ctx);
    expect(state).toMatchObject({ trackId: 'b', status: 'loading', retries: 0 });
    expect(effects[0]).toEqual({ type: 'log', level: 'warn', message: 'Track /a.mp3 is not available offline' });
    expect(effects.some((e) => e.type === 'schedule')).toBe(false);
  });

  it('offline, a track without a copy that nobody wanted to play just shows paused', () => {
    const quiet = { ...failing(), wantsToPlay: false };
    const { state } = transition(quiet, { type: 'load-error', message: 'x' }, context({ sources: offline('b') }));
    expect(state).toMatchObject({ trackId: 'a', status: 'paused' });
  });

  it('a refused autoplay after a failed load keeps showing loading', () => {
    const errored = transition(failing(), { type: 'load-error', message: 'x' }, context()).state;
    const { state } = transition(errored, { type: 'play-refused', load: errored.load }, context());
    expect(state).toMatchObject({ status: 'loading', wantsToPlay: false });
  });
});

describe('progress and seeking', () => {
  it('follows the element time and a known duration', () => {
    const { state } = run(selected('lofi', 'a'), [
      { type: 'time', position: 12.5 },
      { type: 'duration', duration: 180 },
      { type: 'duration', duration: Number.POSITIVE_INFINITY },
    ]);
    expect(state).toMatchObject({ position: 12.5, duration: 180 });
  });

  it('seeks within the track, clamped to it', () => {
    expect(transition(selected('lofi', 'a'), { type: 'seek', seconds: 30 }, context()).effects).toEqual([
      { type: 'seek', position: 30 },
    ]);
    expect(transition(selected('lofi', 'a'), { type: 'seek', seconds: 500 }, context()).state.position).toBe(100);
    expect(transition(selected('lofi', 'a'), { type: 'seek', seconds: -5 }, context()).state.position).toBe(0);
  });

  it('does not seek before anything is loaded, nor to a nonsense time', () => {
    expect(transition(INITIAL_PLAYBACK, { type: 'seek', seconds: 3 }, context()).effects).toEqual([]);
    expect(transition(selected('lofi', 'a'), { type: 'seek', seconds: Number.NaN }, context()).effects).toEqual([]);
  });
});

describe('new sources', () => {
  it('music that plays (or is starting) goes on when the network goes away or a download finishes', () => {
    const playing = selected('lofi', 'a', true);
    const starting = transition(
      INITIAL_PLAYBACK,
      { type: 'select-track', categoryId: 'lofi', trackId: 'a' },
      context(),
    ).state;
    for (const state of [playing, starting]) {
      for (const sources of [offline('b'), offline('a')]) {
        expect(transition(state, { type: 'sources-changed' }, context({ sources }))).toEqual({ state, effects: [] });
      }
    }
  });

  it('a finished download replaces a paused track at the same position', () => {
    const paused = run(selected('lofi', 'a', true), [{ type: 'time', position: 42 }, { type: 'pause' }]).state;
    const { state, effects } = transition(paused, { type: 'sources-changed' }, context({ sources: offline('a') }));
    expect(effects).toEqual([{ type: 'load', src: 'blob:a', resumeAt: 42 }]);
    expect(state).toMatchObject({ src: 'blob:a', load: paused.load, status: 'paused' });
  });

  it('a track not started yet is loaded afresh from the new copy, without playing', () => {
    const { state, effects } = transition(
      selected('lofi', 'a'),
      { type: 'sources-changed' },
      context({ sources: offline('a') }),
    );
    expect(loadsOf(effects)).toEqual(['blob:a']);
    expect(state.wantsToPlay).toBe(false);
  });

  it('offline, a paused track without a copy gives way to one that can play, without playing', () => {
    const { state, effects } = transition(
      selected('lofi', 'a'),
      { type: 'sources-changed' },
      context({ sources: offline('d') }),
    );
    expect(state).toMatchObject({ categoryId: 'jazz', trackId: 'd', status: 'paused' });
    expect(plays(effects)).toBe(false);
  });

  it('clear "nothing playable", and change nothing when the URL is the same', () => {
    const stuck = { ...selected('lofi', 'a'), nothingPlayable: true };
    const { state, effects } = transition(stuck, { type: 'sources-changed' }, context());
    expect(state).toEqual({ ...stuck, nothingPlayable: false });
    expect(effects).toEqual([]);
  });
});

describe('volume and halting', () => {
  it('the element plays at the audible volume, silent when muted', () => {
    expect(transition(INITIAL_PLAYBACK, { type: 'prefs-changed' }, context()).effects).toEqual([
      { type: 'volume', volume: 0.8, muted: false },
    ]);
    const prefs = { volume: 0, muted: true, savedVolume: 0.6, shuffle: false };
    expect(transition(INITIAL_PLAYBACK, { type: 'prefs-changed' }, context({ prefs })).effects).toEqual([
      { type: 'volume', volume: 0, muted: true },
    ]);
  });

  it('halting pauses and makes every pending delay stale', () => {
    const errored = run(selected('lofi', 'a', true), [{ type: 'load-error', message: 'x' }]).state;
    const { state, effects } = transition(errored, { type: 'halt' }, context());
    expect(effects).toContainEqual({ type: 'pause' });
    expect(state.wantsToPlay).toBe(false);
    expect(transition(state, { type: 'retry-due', load: errored.load }, context()).effects).toEqual([]);
  });
});
