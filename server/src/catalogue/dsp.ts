/** Shared DSP building blocks for the generator: seeded streams, wavetables, panning, filters and envelopes. */
import { mulberry32, type Rng } from './prng.ts';

// Randomness

/** Independent streams per concern, so tweaking one part (say drums) does not reshuffle the melody. */
export function streamRng(seed: number, salt: number): Rng {
  let h = Math.imul((seed >>> 0) ^ Math.imul(salt + 1, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return mulberry32(h);
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)];
}

export function between(rng: Rng, lo: number, hi: number): number {
  return lo + (hi - lo) * rng();
}

export function clamp(x: number, lo: number, hi: number): number {
  return x < lo ? lo : x > hi ? hi : x;
}

// Wavetables

export const TSIZE = 2048;
export const TWO_PI = Math.PI * 2;
export const INV_TWO_PI = 1 / TWO_PI;

export function makeTable(harmonics: readonly number[]): Float32Array {
  const t = new Float32Array(TSIZE + 1);
  let peak = 0;
  for (let i = 0; i <= TSIZE; i++) {
    let v = 0;
    for (let h = 0; h < harmonics.length; h++) v += harmonics[h] * Math.sin((TWO_PI * (h + 1) * i) / TSIZE);
    t[i] = v;
    if (Math.abs(v) > peak) peak = Math.abs(v);
  }
  for (let i = 0; i <= TSIZE; i++) t[i] /= peak;
  return t;
}

export const SINE = makeTable([1]);
export const SOFT = makeTable([1, 0.3, 0.12, 0.05, 0.02]);
export const PAD = makeTable([1, 0.45, 0.25, 0.13, 0.07, 0.035]);
export const BASS = makeTable([1, 0.32, 0.1, 0.04]);

/** Linear-interpolated lookup; `phase` must be in [0, 1). */
export function tab(t: Float32Array, phase: number): number {
  const p = phase * TSIZE;
  const i = p | 0;
  const a = t[i];
  return a + (t[i + 1] - a) * (p - i);
}

export function mtof(midi: number): number {
  return 440 * Math.pow(2, (midi - 69) / 12);
}

export interface Out {
  l: Float32Array;
  r: Float32Array;
  wrap: boolean;
}

export function panL(pan: number): number {
  return Math.cos(((pan + 1) * Math.PI) / 4);
}
export function panR(pan: number): number {
  return Math.sin(((pan + 1) * Math.PI) / 4);
}

export function startIndex(out: Out, t: number, sr: number): number {
  const s = Math.max(0, Math.round(t * sr));
  return out.wrap ? s % out.l.length : s;
}

// Filters and one-shot drums

/** RBJ biquad coefficients [b0, b1, b2, a1, a2], normalised by a0. */
export function biquad(
  type: 'lp' | 'hp' | 'bp',
  freq: number,
  q: number,
  sr: number,
): [number, number, number, number, number] {
  const w = (TWO_PI * Math.min(freq, sr * 0.45)) / sr;
  const cw = Math.cos(w);
  const alpha = Math.sin(w) / (2 * q);
  const a0 = 1 + alpha;
  let b0: number, b1: number, b2: number;
  if (type === 'lp') {
    b0 = (1 - cw) / 2;
    b1 = 1 - cw;
    b2 = b0;
  } else if (type === 'hp') {
    b0 = (1 + cw) / 2;
    b1 = -(1 + cw);
    b2 = b0;
  } else {
    b0 = alpha;
    b1 = 0;
    b2 = -alpha;
  }
  return [b0 / a0, b1 / a0, b2 / a0, (-2 * cw) / a0, (1 - alpha) / a0];
}

export function filterInPlace(buf: Float32Array, c: readonly number[]): void {
  const [b0, b1, b2, a1, a2] = c;
  let z1 = 0;
  let z2 = 0;
  for (let i = 0; i < buf.length; i++) {
    const x = buf[i];
    const y = b0 * x + z1;
    z1 = b1 * x - a1 * y + z2;
    z2 = b2 * x - a2 * y;
    buf[i] = y;
  }
}

export function noise(rng: Rng, n: number): Float32Array {
  const b = new Float32Array(n);
  for (let i = 0; i < n; i++) b[i] = rng() * 2 - 1;
  return b;
}

export function applyEnv(buf: Float32Array, sr: number, attack: number, tau: number): void {
  const att = Math.max(1, Math.round(attack * sr));
  const k = Math.exp(-1 / (tau * sr));
  let e = 1;
  for (let i = 0; i < buf.length; i++) {
    buf[i] *= i < att ? i / att : e;
    if (i >= att) e *= k;
  }
}
