import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SoundscapeMessage } from './messages.ts';

// The controller with the audio replaced by a recorder: what each action tells the worklet, and when.
const engine = {
  started: 0,
  suspended: 0,
  messages: [] as SoundscapeMessage[],
  start() {
    this.started++;
  },
  post(m: SoundscapeMessage) {
    this.messages.push(m);
  },
  suspend() {
    this.suspended++;
  },
};
vi.mock('./engine.ts', () => ({ createEngine: () => engine }));

const { store } = await import('../../lib/store.ts');
const { savedMixesAtom, soundscapePlayingAtom, soundscapePrefsAtom, sleepAtom } = await import('./atoms.ts');
const controller = await import('./controller.ts');

const lastMix = () => [...engine.messages].reverse().find((m) => m.type === 'mix');

describe('the soundscape controller', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    engine.messages = [];
  });
  afterEach(() => {
    controller.stopAll();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('a layer turned on starts the audio with that layer at its slider’s volume; off stops and suspends it', () => {
    controller.toggleLayer('brown');
    expect(engine.started).toBeGreaterThan(0);
    expect(store.get(soundscapePlayingAtom)).toBe(true);
    expect(lastMix()).toMatchObject({ mix: { layers: { brown: 0.5 } } });
    controller.setLayerVolume('brown', 0.8);
    expect(lastMix()).toMatchObject({ mix: { layers: { brown: 0.8 } } });
    const suspended = engine.suspended;
    controller.toggleLayer('brown');
    expect(lastMix()).toMatchObject({ mix: { layers: {} } });
    expect(store.get(soundscapePlayingAtom)).toBe(false);
    vi.advanceTimersByTime(400);
    expect(engine.suspended).toBe(suspended + 1);
    // The slider keeps its position while the layer is off.
    expect(store.get(soundscapePrefsAtom).volumes.brown).toBe(0.8);
  });

  it('a preset replaces the mix and moves its layers’ sliders', () => {
    controller.applyPreset('seaside');
    expect(Object.keys(store.get(soundscapePrefsAtom).mix.layers).sort()).toEqual(['waves', 'wind']);
    expect(store.get(soundscapePrefsAtom).volumes.waves).toBe(0.55);
    expect(lastMix()).toMatchObject({ mix: { layers: { waves: 0.55, wind: 0.3 } } });
  });

  it('the sleep timer fades out over 10 s after the minutes chosen, then pauses (the mix stays set)', () => {
    controller.applyPreset('deep-focus');
    controller.setSleep(15);
    expect(store.get(sleepAtom)?.minutes).toBe(15);
    vi.advanceTimersByTime(15 * 60_000 - 1);
    expect(engine.messages.some((m) => m.type === 'fade' && m.gain === 0)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(engine.messages.at(-1)).toEqual({ type: 'fade', gain: 0, seconds: 10 });
    expect(store.get(sleepAtom)).toBeNull();
    const suspended = engine.suspended;
    vi.advanceTimersByTime(10_500);
    expect(engine.suspended).toBe(suspended + 1);
    expect(store.get(soundscapePlayingAtom)).toBe(false);
    expect(store.get(soundscapePrefsAtom).mix.layers).toEqual({ brown: 0.5 });
    // The next press plays it again, from full.
    controller.resume();
    expect(engine.messages.slice(-2)).toEqual([
      { type: 'fade', gain: 1, seconds: 0 },
      { type: 'mix', mix: store.get(soundscapePrefsAtom).mix },
    ]);
  });

  it('saved mixes: save by name, apply, delete', () => {
    controller.applyPreset('campfire-night');
    controller.saveCurrentMix('Evening');
    expect(store.get(savedMixesAtom).map((s) => s.name)).toEqual(['Evening']);
    controller.stopAll();
    expect(store.get(soundscapePrefsAtom).mix.layers).toEqual({});
    controller.applyMix(store.get(savedMixesAtom)[0].mix);
    expect(store.get(soundscapePrefsAtom).mix.layers).toEqual({ fire: 0.55, crickets: 0.35, wind: 0.25 });
    controller.deleteSavedMix('Evening');
    expect(store.get(savedMixesAtom)).toEqual([]);
  });
});
