import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOLLOW_FADE_MS, type TimerCue } from './music-follow.ts';
import {
  INITIAL_PLAYBACK,
  transition,
  type PlaybackContext,
  type PlaybackEffect,
  type PlaybackEvent,
  type PlaybackState,
} from './playback.ts';
import { NEXT_TRACK_DELAY_MS, type PlayerCategory } from './player.ts';
import { DEFAULT_MUSIC_SETTINGS, type MusicSettings } from './settings.ts';
import { NETWORK_SOURCES } from './track-sources.ts';

// The playback machine's part of issue 14: music that follows the timer, and crossfades.

const category = (id: string, trackIds: string[], duration = 100): PlayerCategory => ({
  id,
  name: id,
  description: '',
  icon: '',
  folder: id,
  tracks: trackIds.map((t) => ({ id: t, title: t, artist: 'a', cover: `/${t}.webp`, url: `/${t}.mp3`, duration })),
});

const CATEGORIES = [category('lofi', ['a', 'b', 'c']), category('jazz', ['d', 'e'])];

const context = (music: Partial<MusicSettings> = {}, overrides: Partial<PlaybackContext> = {}): PlaybackContext => ({
  categories: CATEGORIES,
  sources: NETWORK_SOURCES,
  prefs: { volume: 0.8, muted: false, savedVolume: 0.8, shuffle: false },
  random: () => 0,
  music: { ...DEFAULT_MUSIC_SETTINGS, ...music },
  ...overrides,
});

function run(state: PlaybackState, events: PlaybackEvent[], ctx = context()) {
  let result = { state, effects: [] as PlaybackEffect[] };
  const all: PlaybackEffect[] = [];
  for (const event of events) {
    result = transition(result.state, event, ctx);
    all.push(...result.effects);
  }
  return { ...result, all };
}

/** Track `a` of lofi playing, `position` seconds in. */
function playing(position = 30, ctx = context()): PlaybackState {
  return run(
    INITIAL_PLAYBACK,
    [{ type: 'select-track', categoryId: 'lofi', trackId: 'a' }, { type: 'playing' }, { type: 'time', position }],
    ctx,
  ).state;
}

const cue = (c: TimerCue): PlaybackEvent => ({ type: 'timer', cue: c });
const focusEnded = cue({ type: 'phase-ended', phase: 'focus', bell: true });
const toBreak = cue({ type: 'phase-changed', phase: 'break' });
const toFocus = cue({ type: 'phase-changed', phase: 'focus' });
const focusStarted = cue({ type: 'focus-started' });
const fades = (effects: PlaybackEffect[]) => effects.filter((e) => e.type === 'fade');

describe('music follows the timer', () => {
  it('focus ending fades the music out under the bell, then pauses it through the break', () => {
    const before = playing();
    const ended = transition(before, focusEnded, context());
    expect(ended.effects).toEqual([
      { type: 'fade', kind: 'out', bell: true },
      { type: 'schedule', timer: 'hold', delayMs: FOLLOW_FADE_MS, load: before.load },
    ]);
    expect(ended.state).toMatchObject({ heldByTimer: true, status: 'playing', followPhase: 'break' });
    // The flip 2 s later is the same change: nothing more.
    const flipped = transition(ended.state, toBreak, context());
    expect(flipped.effects).toEqual([]);
    const held = transition(flipped.state, { type: 'hold-due', load: before.load }, context());
    expect(held.state).toMatchObject({ status: 'paused', wantsToPlay: false, heldByTimer: true, position: 30 });
    expect(held.effects).toContainEqual({ type: 'pause' });
    // The element reports the pause: still held.
    expect(transition(held.state, { type: 'paused' }, context()).state.heldByTimer).toBe(true);
  });

  it('focus starting again (click or auto-start) resumes where it stopped, fading in', () => {
    const held = run(playing(42), [focusEnded, toBreak, { type: 'hold-due', load: 1 }, toFocus]).state;
    expect(held.status).toBe('paused');
    const { state, effects } = transition(held, focusStarted, context());
    expect(effects).toEqual([
      { type: 'cancel', timer: 'hold' },
      { type: 'fade', kind: 'in', bell: false },
      { type: 'cancel', timer: 'advance' },
      { type: 'play', load: held.load },
    ]);
    expect(effects.some((e) => e.type === 'load' || e.type === 'seek')).toBe(false);
    expect(state).toMatchObject({ heldByTimer: false, wantsToPlay: true, trackId: 'a', position: 42 });
  });

  it('focus starting during the fade-out (Skip, then Start) fades back in without pausing', () => {
    const fading = run(playing(), [cue({ type: 'phase-changed', phase: 'break' })]).state;
    expect(fading.heldByTimer).toBe(true);
    const { effects, state } = run(fading, [toFocus, focusStarted]);
    expect(effects).toEqual([
      { type: 'cancel', timer: 'hold' },
      { type: 'fade', kind: 'in', bell: false },
    ]);
    expect(state).toMatchObject({ heldByTimer: false, status: 'playing' });
  });

  it('Skip into a break fades out without a bell', () => {
    const { effects } = transition(playing(), toBreak, context());
    expect(fades(effects)).toEqual([{ type: 'fade', kind: 'out', bell: false }]);
  });

  it('"Music during breaks" keeps it playing, only ducked under the bell', () => {
    const ctx = context({ musicDuringBreaks: true });
    const { all, state } = run(playing(30, ctx), [focusEnded, toBreak], ctx);
    expect(all).toEqual([{ type: 'fade', kind: 'duck', bell: true }]);
    expect(state).toMatchObject({ heldByTimer: false, status: 'playing' });
    // Break ends with its bell: ducked again; focus starting changes nothing.
    const end = run(state, [cue({ type: 'phase-ended', phase: 'break', bell: true }), toFocus, focusStarted], ctx);
    expect(end.all).toEqual([{ type: 'fade', kind: 'duck', bell: true }]);
  });

  it('with "Music follows the timer" off the music plays on (the bell still ducks it)', () => {
    const ctx = context({ followTimer: false });
    const { all } = run(playing(30, ctx), [focusEnded, toBreak, toFocus, focusStarted], ctx);
    expect(all).toEqual([{ type: 'fade', kind: 'duck', bell: true }]);
  });

  it('an end noticed late (no bell) with music during breaks changes nothing', () => {
    const ctx = context({ musicDuringBreaks: true });
    const { all } = run(playing(30, ctx), [cue({ type: 'phase-ended', phase: 'focus', bell: false })], ctx);
    expect(all).toEqual([]);
  });

  it('music that was not playing when focus ended is not started when focus starts', () => {
    const paused = transition(playing(), { type: 'pause' }, context()).state;
    const { all, state } = run(paused, [focusEnded, toBreak, toFocus, focusStarted]);
    expect(all).toEqual([]);
    expect(state.status).toBe('paused');
  });

  it('manual Play during the break wins: it plays at full and focus starting changes nothing', () => {
    const held = run(playing(), [focusEnded, toBreak, { type: 'hold-due', load: 1 }]).state;
    const played = transition(held, { type: 'play', ready: true }, context());
    expect(played.effects.slice(0, 2)).toEqual([
      { type: 'cancel', timer: 'hold' },
      { type: 'fade', kind: 'full', bell: false },
    ]);
    expect(played.effects).toContainEqual({ type: 'play', load: held.load });
    const after = run({ ...played.state, status: 'playing' }, [toFocus, focusStarted]);
    expect(after.all).toEqual([]);
  });

  it('manual Pause during the fade-out wins: the hold is cancelled and focus starting does not resume', () => {
    const fading = transition(playing(), focusEnded, context()).state;
    const paused = transition(fading, { type: 'pause' }, context());
    expect(paused.effects).toContainEqual({ type: 'cancel', timer: 'hold' });
    expect(paused.effects).toContainEqual({ type: 'pause' });
    expect(paused.state.heldByTimer).toBe(false);
    expect(run(paused.state, [toBreak, toFocus, focusStarted]).all).toEqual([]);
  });

  it('manual Pause mid-focus wins until the next phase change; Play mid-focus is followed at the focus end', () => {
    const played = run(playing(), [{ type: 'pause' }, { type: 'play', ready: true }, { type: 'playing' }]).state;
    expect(fades(transition(played, focusEnded, context()).effects)).toEqual([
      { type: 'fade', kind: 'out', bell: true },
    ]);
  });

  it('a track that ends during the hold selects the next one silently; focus plays it', () => {
    const fading = transition(playing(99), focusEnded, context()).state;
    const ended = transition(fading, { type: 'ended' }, context());
    expect(ended.state).toMatchObject({ trackId: 'b', status: 'paused', wantsToPlay: false, heldByTimer: true });
    expect(ended.effects.some((e) => e.type === 'play')).toBe(false);
    const resumed = run(ended.state, [{ type: 'hold-due', load: 1 }, toFocus, focusStarted]);
    expect(resumed.state).toMatchObject({ trackId: 'b', wantsToPlay: true });
    expect(resumed.all).toContainEqual({ type: 'play', load: ended.state.load });
  });

  it('the 0.5 s gap that runs into a focus end moves on without playing', () => {
    const gap = transition(playing(100), { type: 'ended' }, context()).state;
    const ended = transition(gap, focusEnded, context());
    expect(ended.state.heldByTimer).toBe(true);
    const advanced = transition(ended.state, { type: 'advance-due', load: gap.load }, context());
    expect(advanced.state).toMatchObject({ trackId: 'b', status: 'paused' });
    expect(advanced.effects.some((e) => e.type === 'play')).toBe(false);
  });

  it('whatever the cues, the timer never starts music it did not stop (property)', () => {
    const cues: PlaybackEvent[] = [
      focusEnded,
      cue({ type: 'phase-ended', phase: 'break', bell: true }),
      toBreak,
      toFocus,
      focusStarted,
      { type: 'hold-due', load: 1 },
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...cues), { maxLength: 12 }), fc.boolean(), (events, during) => {
        const ctx = context({ musicDuringBreaks: during });
        const paused = transition(playing(30, ctx), { type: 'pause' }, ctx).state;
        const { all } = run(paused, events, ctx);
        expect(all.filter((e) => e.type === 'play' || e.type === 'fade')).toEqual([]);
      }),
    );
  });
});

describe('crossfade', () => {
  const xf = context({ crossfadeSeconds: 4 });
  const short = [category('lofi', ['a', 'b', 'c'], 75)];
  const xfShort = context({ crossfadeSeconds: 4 }, { categories: short });

  it('off (0 s): the spec’s end, 0.5 s gap and next track, with no preload', () => {
    const { all } = run(playing(99), [{ type: 'time', position: 99.9 }, { type: 'ended' }]);
    expect(all.some((e) => e.type === 'preload' || e.type === 'crossfade')).toBe(false);
    expect(all).toContainEqual({ type: 'schedule', timer: 'advance', delayMs: NEXT_TRACK_DELAY_MS, load: 1 });
  });

  it('preloads the next track ahead, then crossfades into it when the overlap begins', () => {
    const start = playing(30, xfShort);
    const pre = transition(start, { type: 'time', position: 56 }, xfShort);
    expect(pre.effects).toEqual([{ type: 'preload', src: '/b.mp3' }]);
    expect(pre.state.upcoming).toEqual({ categoryId: 'lofi', trackId: 'b', src: '/b.mp3' });
    // Only once.
    expect(transition(pre.state, { type: 'time', position: 60 }, xfShort).effects).toEqual([]);
    const cross = transition(pre.state, { type: 'time', position: 71 }, xfShort);
    expect(cross.effects).toEqual([
      { type: 'cancel', timer: 'retry' },
      { type: 'cancel', timer: 'advance' },
      { type: 'crossfade', src: '/b.mp3', overMs: 4000 },
    ]);
    expect(cross.state).toMatchObject({
      trackId: 'b',
      status: 'loading',
      wantsToPlay: true,
      upcoming: null,
      position: 0,
      load: start.load + 1,
      reported: false,
    });
  });

  it('shuffle picks the next track once, at preload time, and crossfades into that one', () => {
    let calls = 0;
    const ctx = context(
      { crossfadeSeconds: 4 },
      { categories: short, prefs: { ...xf.prefs, shuffle: true }, random: () => (calls++, 0.99) },
    );
    const pre = transition(playing(30, ctx), { type: 'time', position: 60 }, ctx);
    expect(calls).toBe(1);
    const chosen = pre.state.upcoming!.trackId;
    expect(chosen).not.toBe('a');
    const cross = transition(pre.state, { type: 'time', position: 72 }, ctx);
    expect(calls).toBe(1);
    expect(cross.state.trackId).toBe(chosen);
  });

  it('a visitor’s Next during the preload plays at once, as today, and forgets the preload', () => {
    const pre = transition(playing(30, xfShort), { type: 'time', position: 60 }, xfShort).state;
    const next = transition(pre, { type: 'next' }, xfShort);
    expect(next.state.upcoming).toBeNull();
    expect(next.effects).toContainEqual({ type: 'load', src: '/b.mp3' });
    expect(next.effects.some((e) => e.type === 'crossfade')).toBe(false);
  });

  it('no crossfade while paused, or while the timer holds the music', () => {
    const pre = transition(playing(30, xfShort), { type: 'time', position: 60 }, xfShort).state;
    const paused = transition(pre, { type: 'pause' }, xfShort).state;
    expect(transition(paused, { type: 'time', position: 72 }, xfShort).effects).toEqual([]);
    const held = transition(pre, focusEnded, xfShort).state;
    expect(transition(held, { type: 'time', position: 72 }, xfShort).effects).toEqual([]);
  });

  it('a preloaded track that can no longer play (offline) gives way to the usual end', () => {
    const pre = transition(playing(30, xfShort), { type: 'time', position: 60 }, xfShort).state;
    const offline = { ...xfShort, sources: { audioFor: () => null, coverFor: (t: { cover: string }) => t.cover } };
    const after = transition(pre, { type: 'time', position: 72 }, offline);
    expect(after.effects).toEqual([]);
    expect(after.state.upcoming).toBeNull();
  });

  it('seeking into the overlap crossfades over what is left', () => {
    const pre = transition(playing(30, xfShort), { type: 'time', position: 60 }, xfShort).state;
    const cross = transition(pre, { type: 'time', position: 73.5 }, xfShort);
    expect(cross.effects).toContainEqual({ type: 'crossfade', src: '/b.mp3', overMs: 1500 });
  });
});
