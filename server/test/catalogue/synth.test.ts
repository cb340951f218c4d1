import { describe, expect, it } from 'vitest';
import { renderTrack } from '../../src/catalogue/arrangement.ts';
import { renderBell } from '../../src/catalogue/bell.ts';
import type { Mood, TrackRecipe } from '../../src/catalogue/types.ts';
import type { Pcm } from '../../src/media/pcm.ts';

const SR = 44100;
const recipe = (over: Partial<TrackRecipe> = {}): TrackRecipe => ({
  seed: 42,
  mood: 'chill',
  bpm: 80,
  rootMidi: 60,
  durationSec: 5,
  ...over,
});

function peak(pcm: Pcm): number {
  let m = 0;
  for (let i = 0; i < pcm.left.length; i++) m = Math.max(m, Math.abs(pcm.left[i]), Math.abs(pcm.right[i]));
  return m;
}

function energy(x: Float32Array, from: number, to: number): number {
  let e = 0;
  for (let i = from; i < to; i++) e += x[i] * x[i];
  return e;
}

function sameSamples(a: Float32Array, b: Float32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

describe('renderTrack', () => {
  it('is deterministic: the same recipe gives identical samples', async () => {
    const a = await renderTrack(recipe());
    const b = await renderTrack(recipe());
    expect(sameSamples(a.left, b.left)).toBe(true);
    expect(sameSamples(a.right, b.right)).toBe(true);
  });

  it('gives different audio for different seeds', async () => {
    const a = await renderTrack(recipe({ seed: 1 }));
    const b = await renderTrack(recipe({ seed: 2 }));
    expect(sameSamples(a.left, b.left)).toBe(false);
    // Not just a tiny perturbation: the two signals are far apart.
    const mid = Math.floor(a.left.length / 2);
    let diff = 0;
    for (let i = mid - SR; i < mid + SR; i++) diff += (a.left[i] - b.left[i]) ** 2;
    expect(diff / energy(a.left, mid - SR, mid + SR)).toBeGreaterThan(0.2);
  });

  it.each<Mood>(['focus', 'chill', 'jazz', 'sleep'])('renders a sane stereo %s track', async (mood) => {
    const pcm = await renderTrack(recipe({ mood, seed: 7, bpm: mood === 'sleep' ? 60 : 86 }));
    expect(pcm.sampleRate).toBe(SR);
    expect(pcm.left.length).toBe(5 * SR);
    expect(pcm.right.length).toBe(5 * SR);
    for (let i = 0; i < pcm.left.length; i++) {
      if (!Number.isFinite(pcm.left[i]) || !Number.isFinite(pcm.right[i])) throw new Error(`non-finite sample at ${i}`);
    }
    const p = peak(pcm);
    // Mastered to -16 LUFS: the peak sits well under full scale, but the track is far from silent.
    expect(p).toBeGreaterThan(0.2);
    expect(p).toBeLessThanOrEqual(1);
    // Not silent in the middle second, and the channels are not identical.
    const rms = Math.sqrt(energy(pcm.left, 2 * SR, 3 * SR) / SR);
    expect(rms).toBeGreaterThan(0.02);
    expect(sameSamples(pcm.left, pcm.right)).toBe(false);
    // Fades: the very first and last samples are (near) silent.
    expect(Math.abs(pcm.left[0])).toBeLessThan(1e-3);
    expect(Math.abs(pcm.left[pcm.left.length - 1])).toBeLessThan(1e-3);
  });

  it('honours the sample rate and duration', async () => {
    const pcm = await renderTrack(recipe({ durationSec: 3 }), 22050);
    expect(pcm.sampleRate).toBe(22050);
    expect(pcm.left.length).toBe(3 * 22050);
  });
});

describe('renderBell', () => {
  it('is a ~2.5 s stereo chime that decays', () => {
    const bell = renderBell();
    expect(bell.sampleRate).toBe(SR);
    expect(bell.left.length).toBe(Math.round(2.5 * SR));
    const p = peak(bell);
    // Mastered to -16 LUFS: the peak sits well under full scale, but the track is far from silent.
    expect(p).toBeGreaterThan(0.2);
    expect(p).toBeLessThanOrEqual(1);
    const w = Math.round(0.3 * SR);
    const n = bell.left.length;
    const head = energy(bell.left, 0, w) + energy(bell.right, 0, w);
    const tail = energy(bell.left, n - w, n) + energy(bell.right, n - w, n);
    expect(tail).toBeLessThan(head * 0.05);
  });

  it('is deterministic', () => {
    expect(sameSamples(renderBell().left, renderBell().left)).toBe(true);
  });
});
