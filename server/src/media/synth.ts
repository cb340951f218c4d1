/**
 * Procedural, deterministic lo-fi music for the seeded catalogue.
 *
 * Everything derives from the recipe's seed through a seeded PRNG, so the same recipe always yields
 * bit-identical samples (no Math.random, no clock). Hot loops avoid allocations and closures: oscillators
 * read precomputed wavetables, envelopes are multiplicative recurrences, drums are one-shots rendered once and
 * mixed in, and the chord loop is rendered once per progression and tiled.
 */

import { mulberry32, type Rng } from './prng.ts';

export type Mood = 'focus' | 'chill' | 'jazz' | 'sleep';

export interface TrackRecipe {
  seed: number;
  mood: Mood;
  bpm: number;
  rootMidi: number;
  durationSec: number;
}

export interface Pcm {
  sampleRate: number;
  left: Float32Array;
  right: Float32Array;
}

// ---------------------------------------------------------------------------------------------------------
// Randomness

/** Independent streams per concern, so tweaking one part (say drums) does not reshuffle the melody. */
function streamRng(seed: number, salt: number): Rng {
  let h = Math.imul((seed >>> 0) ^ Math.imul(salt + 1, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return mulberry32(h);
}

function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)];
}

function between(rng: Rng, lo: number, hi: number): number {
  return lo + (hi - lo) * rng();
}

function clamp(x: number, lo: number, hi: number): number {
  return x < lo ? lo : x > hi ? hi : x;
}

// ---------------------------------------------------------------------------------------------------------
// Wavetables

const TSIZE = 2048;
const TWO_PI = Math.PI * 2;
const INV_TWO_PI = 1 / TWO_PI;

function makeTable(harmonics: readonly number[]): Float32Array {
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

const SINE = makeTable([1]);
const SOFT = makeTable([1, 0.3, 0.12, 0.05, 0.02]);
const PAD = makeTable([1, 0.45, 0.25, 0.13, 0.07, 0.035]);
const BASS = makeTable([1, 0.32, 0.1, 0.04]);

/** Linear-interpolated lookup; `phase` must be in [0, 1). */
function tab(t: Float32Array, phase: number): number {
  const p = phase * TSIZE;
  const i = p | 0;
  const a = t[i];
  return a + (t[i + 1] - a) * (p - i);
}

function mtof(midi: number): number {
  return 440 * Math.pow(2, (midi - 69) / 12);
}

// ---------------------------------------------------------------------------------------------------------
// Voices. Each adds into `l`/`r`; with `wrap` the buffer is a loop and tails continue at its start.

interface Out {
  l: Float32Array;
  r: Float32Array;
  wrap: boolean;
}

function panL(pan: number): number {
  return Math.cos(((pan + 1) * Math.PI) / 4);
}
function panR(pan: number): number {
  return Math.sin(((pan + 1) * Math.PI) / 4);
}

function startIndex(out: Out, t: number, sr: number): number {
  const s = Math.max(0, Math.round(t * sr));
  return out.wrap ? s % out.l.length : s;
}

/** Electric piano: self-modulating FM (the "bark") over a sine, plus a short tine partial two octaves up. */
function rhodes(
  out: Out,
  sr: number,
  t: number,
  dur: number,
  midi: number,
  vel: number,
  pan: number,
  bright: number,
  cents: number,
): void {
  const len = out.l.length;
  let k = startIndex(out, t, sr);
  if (k >= len) return;
  const inc = mtof(midi + cents / 100) / sr;
  const on = Math.max(1, Math.round(dur * sr));
  const rel = 0.09;
  const total = on + Math.ceil(rel * 7 * sr);
  const tau = clamp(2.4 - (midi - 48) * 0.045, 0.7, 2.6);
  const dk = Math.exp(-1 / (tau * sr));
  const rk = Math.exp(-1 / (rel * sr));
  const i0 = bright * (0.5 + 1.3 * vel);
  const ifloor = i0 * 0.18;
  const ik = Math.exp(-1 / (0.16 * sr));
  const tinc = inc * 4 < 0.45 ? inc * 4 : 0;
  const tk = Math.exp(-1 / (0.045 * sr));
  const att = Math.max(1, Math.round(0.003 * sr));
  const amp = 0.2 * vel;
  const gl = panL(pan) * amp;
  const gr = panR(pan) * amp;
  const l = out.l;
  const r = out.r;
  const wrap = out.wrap;
  let pc = 0;
  let pt = 0;
  let ie = i0 - ifloor;
  let te = tinc > 0 ? 0.12 * vel * bright : 0;
  let env = 1;
  let renv = 1;
  for (let j = 0; j < total; j++) {
    let ph = pc + (ie + ifloor) * tab(SINE, pc) * INV_TWO_PI;
    ph -= Math.floor(ph);
    let s = tab(SINE, ph) + te * tab(SINE, pt);
    s *= env * renv;
    if (j < att) s *= j / att;
    l[k] += s * gl;
    r[k] += s * gr;
    pc += inc;
    if (pc >= 1) pc -= 1;
    pt += tinc;
    if (pt >= 1) pt -= 1;
    env *= dk;
    ie *= ik;
    te *= tk;
    if (j >= on) renv *= rk;
    if (++k >= len) {
      if (!wrap) return;
      k = 0;
    }
  }
}

/** Warm pad: three detuned oscillators spread across the stereo field, slow attack, long release. */
function pad(
  out: Out,
  sr: number,
  t: number,
  dur: number,
  midi: number,
  vel: number,
  attack: number,
  release: number,
): void {
  const len = out.l.length;
  let k = startIndex(out, t, sr);
  if (k >= len) return;
  const f = mtof(midi);
  const i1 = (f * Math.pow(2, -9 / 1200)) / sr;
  const i2 = f / sr;
  const i3 = (f * Math.pow(2, 9 / 1200)) / sr;
  const on = Math.max(1, Math.round(dur * sr));
  const total = on + Math.ceil(release * 6 * sr);
  const att = Math.max(1, Math.round(attack * sr));
  const rk = Math.exp(-1 / (release * sr));
  const amp = 0.07 * vel;
  const l = out.l;
  const r = out.r;
  const wrap = out.wrap;
  // Fixed, pitch-dependent start phases keep the three oscillators from starting in phase.
  let p1 = (midi * 0.618) % 1;
  let p2 = (midi * 0.382) % 1;
  let p3 = (midi * 0.137) % 1;
  let renv = 1;
  for (let j = 0; j < total; j++) {
    let e = renv * amp;
    if (j < att) {
      const x = j / att;
      e *= x * x * (3 - 2 * x);
    }
    const o2 = tab(PAD, p2) * 0.6;
    l[k] += (tab(PAD, p1) + o2) * e;
    r[k] += (tab(PAD, p3) + o2) * e;
    p1 += i1;
    if (p1 >= 1) p1 -= 1;
    p2 += i2;
    if (p2 >= 1) p2 -= 1;
    p3 += i3;
    if (p3 >= 1) p3 -= 1;
    if (j >= on) renv *= rk;
    if (++k >= len) {
      if (!wrap) return;
      k = 0;
    }
  }
}

function bass(out: Out, sr: number, t: number, dur: number, midi: number, vel: number): void {
  const len = out.l.length;
  let k = startIndex(out, t, sr);
  if (k >= len) return;
  const inc = mtof(midi) / sr;
  const on = Math.max(1, Math.round(dur * sr));
  const rel = 0.05;
  const total = on + Math.ceil(rel * 7 * sr);
  const att = Math.max(1, Math.round(0.006 * sr));
  const dk = Math.exp(-1 / (0.35 * sr));
  const rk = Math.exp(-1 / (rel * sr));
  const floor = 0.45;
  const amp = 0.42 * vel;
  const l = out.l;
  const r = out.r;
  let p = 0;
  let d = 1;
  let renv = 1;
  for (let j = 0; j < total; j++) {
    let s = tab(BASS, p) * (floor + (1 - floor) * d) * renv * amp;
    if (j < att) s *= j / att;
    l[k] += s;
    r[k] += s;
    p += inc;
    if (p >= 1) p -= 1;
    d *= dk;
    if (j >= on) renv *= rk;
    if (++k >= len) {
      if (!out.wrap) return;
      k = 0;
    }
  }
}

/** Soft flute-like lead with delayed vibrato. Mono into `l` (the melody bus). */
function lead(buf: Float32Array, sr: number, t: number, dur: number, midi: number, vel: number): void {
  const len = buf.length;
  let k = Math.round(t * sr);
  if (k >= len) return;
  const inc = mtof(midi) / sr;
  const on = Math.max(1, Math.round(dur * sr));
  const rel = 0.1;
  const total = on + Math.ceil(rel * 7 * sr);
  const att = Math.max(1, Math.round(0.035 * sr));
  const vibStart = Math.round(0.16 * sr);
  const vibInc = 5.2 / sr;
  const rk = Math.exp(-1 / (rel * sr));
  const dk = Math.exp(-1 / (2.5 * sr));
  const amp = 0.17 * vel;
  let p = 0;
  let vp = 0;
  let depth = 0;
  const depthStep = 0.0035 / Math.max(1, Math.round(0.3 * sr));
  let env = 1;
  let renv = 1;
  for (let j = 0; j < total; j++) {
    let e = env * renv * amp;
    if (j < att) e *= j / att;
    buf[k] += tab(SOFT, p) * e;
    if (j > vibStart && depth < 0.0035) depth += depthStep;
    p += inc * (1 + depth * tab(SINE, vp));
    if (p >= 1) p -= 1;
    vp += vibInc;
    if (vp >= 1) vp -= 1;
    env *= dk;
    if (j >= on) renv *= rk;
    if (++k >= len) return;
  }
}

/**
 * Sum of decaying sine partials (ratio, amplitude, decay time constant) — mallets, kalimba, bells.
 * `detune` is a frequency factor for the right channel, which makes the partials shimmer.
 */
function partials(
  out: Out,
  sr: number,
  t: number,
  dur: number,
  freq: number,
  spec: readonly number[],
  vel: number,
  pan: number,
  detune: number,
): void {
  const len = out.l.length;
  const start = startIndex(out, t, sr);
  if (start >= len) return;
  const on = Math.max(1, Math.round(dur * sr));
  const rel = 0.08;
  const rk = Math.exp(-1 / (rel * sr));
  const att = Math.max(1, Math.round(0.002 * sr));
  const gl = panL(pan) * vel;
  const gr = panR(pan) * vel;
  const l = out.l;
  const r = out.r;
  for (let q = 0; q + 2 < spec.length; q += 3) {
    const incL = (freq * spec[q]) / sr;
    const incR = incL * detune;
    if (incR >= 0.45) continue;
    const tau = spec[q + 2];
    const total = Math.min(on + Math.ceil(rel * 7 * sr), Math.ceil(tau * 9.2 * sr));
    const dk = Math.exp(-1 / (tau * sr));
    const a = spec[q + 1];
    let pl = 0;
    let pr = 0;
    let env = a;
    let renv = 1;
    let k = start;
    for (let j = 0; j < total; j++) {
      let e = env * renv;
      if (j < att) e *= j / att;
      l[k] += tab(SINE, pl) * e * gl;
      r[k] += tab(SINE, pr) * e * gr;
      pl += incL;
      if (pl >= 1) pl -= 1;
      pr += incR;
      if (pr >= 1) pr -= 1;
      env *= dk;
      if (j >= on) renv *= rk;
      if (++k >= len) {
        if (!out.wrap) break;
        k = 0;
      }
    }
  }
}

const PLUCK = [1, 1, 0.55, 2, 0.3, 0.22, 5.4, 0.18, 0.04, 3.01, 0.08, 0.1] as const;
const BELL = [1, 1, 1.1, 2, 0.35, 0.55, 2.76, 0.3, 0.4, 4.07, 0.12, 0.22, 5.4, 0.1, 0.12] as const;

// ---------------------------------------------------------------------------------------------------------
// Filters and one-shot drums

/** RBJ biquad coefficients [b0, b1, b2, a1, a2], normalised by a0. */
function biquad(
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

function filterInPlace(buf: Float32Array, c: readonly number[]): void {
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

function noise(rng: Rng, n: number): Float32Array {
  const b = new Float32Array(n);
  for (let i = 0; i < n; i++) b[i] = rng() * 2 - 1;
  return b;
}

function applyEnv(buf: Float32Array, sr: number, attack: number, tau: number): void {
  const att = Math.max(1, Math.round(attack * sr));
  const k = Math.exp(-1 / (tau * sr));
  let e = 1;
  for (let i = 0; i < buf.length; i++) {
    buf[i] *= i < att ? i / att : e;
    if (i >= att) e *= k;
  }
}

function makeKick(sr: number, rng: Rng): Float32Array {
  const n = Math.round(0.42 * sr);
  const out = new Float32Array(n);
  const f0 = between(rng, 105, 140);
  const f1 = between(rng, 42, 52);
  const pk = Math.exp(-1 / (between(rng, 0.025, 0.045) * sr));
  const ak = Math.exp(-1 / (between(rng, 0.14, 0.22) * sr));
  const click = noise(rng, Math.round(0.006 * sr));
  filterInPlace(click, biquad('lp', 3000, 0.7, sr));
  let p = 0;
  let pd = 1;
  let a = 1;
  const drive = 1.6;
  const norm = Math.tanh(drive);
  for (let i = 0; i < n; i++) {
    const f = f1 + (f0 - f1) * pd;
    let s = Math.sin(TWO_PI * p) * a;
    if (i < click.length) s += click[i] * 0.35 * (1 - i / click.length);
    if (i < 40) s *= i / 40;
    out[i] = Math.tanh(s * drive) / norm;
    p += f / sr;
    if (p >= 1) p -= 1;
    pd *= pk;
    a *= ak;
  }
  return out;
}

function makeSnare(sr: number, rng: Rng): Float32Array {
  const n = Math.round(0.38 * sr);
  const nz = noise(rng, n);
  filterInPlace(nz, biquad('bp', between(rng, 1500, 2400), 0.7, sr));
  filterInPlace(nz, biquad('hp', 400, 0.7, sr));
  applyEnv(nz, sr, 0.001, between(rng, 0.08, 0.13));
  const body = between(rng, 170, 205);
  const bk = Math.exp(-1 / (0.045 * sr));
  let b = 1;
  for (let i = 0; i < n; i++) {
    nz[i] = nz[i] * 1.6 + Math.sin((TWO_PI * body * i) / sr) * b * 0.55;
    b *= bk;
  }
  return normalised(nz, 1);
}

function makeRim(sr: number, rng: Rng): Float32Array {
  const n = Math.round(0.12 * sr);
  const nz = noise(rng, n);
  filterInPlace(nz, biquad('bp', 3200, 1.2, sr));
  applyEnv(nz, sr, 0.0005, 0.012);
  const bk = Math.exp(-1 / (0.018 * sr));
  let b = 1;
  for (let i = 0; i < n; i++) {
    nz[i] += Math.sin((TWO_PI * 470 * i) / sr) * b * 0.6;
    b *= bk;
  }
  return normalised(nz, 1);
}

function makeHat(sr: number, rng: Rng, tau: number, cutoff: number): Float32Array {
  const n = Math.round(Math.min(0.6, tau * 5.5) * sr);
  const nz = noise(rng, n);
  filterInPlace(nz, biquad('hp', cutoff, 0.7, sr));
  filterInPlace(nz, biquad('hp', cutoff, 0.7, sr));
  applyEnv(nz, sr, 0.0008, tau);
  return normalised(nz, 1);
}

function makeRide(sr: number, rng: Rng): Float32Array {
  // Kept short: a ride is mixed in up to six times a bar, and its cost is its length.
  const n = Math.round(0.7 * sr);
  const nz = noise(rng, n);
  filterInPlace(nz, biquad('hp', 5200, 0.7, sr));
  applyEnv(nz, sr, 0.001, 0.2);
  const bells = [3170, 4420, 5390, 6730];
  const bk = Math.exp(-1 / (0.16 * sr));
  let b = 0.18;
  for (let i = 0; i < n; i++) {
    let s = 0;
    for (let q = 0; q < bells.length; q++) s += Math.sin((TWO_PI * bells[q] * i) / sr);
    nz[i] += s * b;
    b *= bk;
  }
  return normalised(nz, 1);
}

function makeBrush(sr: number, rng: Rng): Float32Array {
  const n = Math.round(0.35 * sr);
  const nz = noise(rng, n);
  filterInPlace(nz, biquad('bp', 2800, 0.5, sr));
  applyEnv(nz, sr, 0.012, 0.075);
  return normalised(nz, 1);
}

function makeShaker(sr: number, rng: Rng): Float32Array {
  const n = Math.round(0.14 * sr);
  const nz = noise(rng, n);
  filterInPlace(nz, biquad('hp', 4500, 0.7, sr));
  applyEnv(nz, sr, 0.01, 0.03);
  return normalised(nz, 1);
}

const SILENT = new Float32Array(0);

function normalised(buf: Float32Array, peak: number): Float32Array {
  let m = 0;
  for (let i = 0; i < buf.length; i++) if (Math.abs(buf[i]) > m) m = Math.abs(buf[i]);
  if (m > 0) for (let i = 0; i < buf.length; i++) buf[i] *= peak / m;
  return buf;
}

function mixShot(
  out: Out,
  send: Float32Array | null,
  sample: Float32Array,
  t: number,
  sr: number,
  gain: number,
  pan: number,
  sendGain: number,
): void {
  const start = Math.max(0, Math.round(t * sr));
  const len = out.l.length;
  const n = Math.min(sample.length, len - start);
  const gl = panL(pan) * gain;
  const gr = panR(pan) * gain;
  const gs = sendGain * gain;
  const l = out.l;
  const r = out.r;
  for (let j = 0; j < n; j++) {
    const s = sample[j];
    l[start + j] += s * gl;
    r[start + j] += s * gr;
  }
  if (send && gs > 0) for (let j = 0; j < n; j++) send[start + j] += sample[j] * gs;
}

// ---------------------------------------------------------------------------------------------------------
// Harmony

const QUALITIES = {
  maj7: [0, 4, 7, 11],
  maj9: [0, 4, 7, 11, 14],
  '6/9': [0, 4, 7, 9, 14],
  maj7s11: [0, 4, 7, 11, 18],
  m7: [0, 3, 7, 10],
  m9: [0, 3, 7, 10, 14],
  m11: [0, 3, 7, 10, 14, 17],
  m6: [0, 3, 7, 9],
  dom9: [0, 4, 7, 10, 14],
  dom13: [0, 4, 7, 10, 14, 21],
  dom7b9: [0, 4, 7, 10, 13],
  sus9: [0, 5, 7, 10, 14],
  m7b5: [0, 3, 6, 10],
} as const;

type Quality = keyof typeof QUALITIES;
type ChordDef = readonly [number, Quality];

interface Progression {
  minor: boolean;
  chords: readonly ChordDef[];
}

const PROGRESSIONS: Record<Mood, readonly Progression[]> = {
  focus: [
    {
      minor: false,
      chords: [
        [5, 'maj9'],
        [7, 'sus9'],
        [4, 'm7'],
        [9, 'm9'],
      ],
    },
    {
      minor: false,
      chords: [
        [0, 'maj9'],
        [9, 'm9'],
        [5, 'maj9'],
        [7, 'sus9'],
      ],
    },
    {
      minor: false,
      chords: [
        [0, 'maj9'],
        [4, 'm7'],
        [5, 'maj9'],
        [5, 'm6'],
      ],
    },
    {
      minor: false,
      chords: [
        [9, 'm9'],
        [5, 'maj9'],
        [0, 'maj9'],
        [7, 'sus9'],
      ],
    },
    {
      minor: false,
      chords: [
        [5, 'maj7'],
        [4, 'm7'],
        [2, 'm9'],
        [0, 'maj9'],
      ],
    },
    {
      minor: true,
      chords: [
        [0, 'm9'],
        [5, 'm9'],
        [8, 'maj9'],
        [7, 'sus9'],
      ],
    },
  ],
  chill: [
    {
      minor: true,
      chords: [
        [0, 'm9'],
        [8, 'maj7'],
        [3, 'maj9'],
        [10, 'dom9'],
      ],
    },
    {
      minor: true,
      chords: [
        [0, 'm9'],
        [5, 'm9'],
        [10, 'dom9'],
        [3, 'maj9'],
      ],
    },
    {
      minor: true,
      chords: [
        [0, 'm9'],
        [8, 'maj9'],
        [5, 'm9'],
        [7, 'dom7b9'],
      ],
    },
    {
      minor: true,
      chords: [
        [8, 'maj9'],
        [7, 'm7'],
        [5, 'm9'],
        [0, 'm11'],
      ],
    },
    {
      minor: true,
      chords: [
        [0, 'm11'],
        [10, 'sus9'],
        [8, 'maj7s11'],
        [7, 'm7'],
      ],
    },
    {
      minor: true,
      chords: [
        [5, 'm9'],
        [10, 'dom13'],
        [3, 'maj9'],
        [8, 'maj7'],
        [2, 'm7b5'],
        [7, 'dom7b9'],
        [0, 'm9'],
        [0, 'm11'],
      ],
    },
  ],
  jazz: [
    {
      minor: false,
      chords: [
        [2, 'm9'],
        [7, 'dom13'],
        [0, 'maj9'],
        [9, 'dom7b9'],
      ],
    },
    {
      minor: false,
      chords: [
        [4, 'm7'],
        [9, 'dom7b9'],
        [2, 'm9'],
        [7, 'dom13'],
      ],
    },
    {
      minor: false,
      chords: [
        [0, 'maj9'],
        [9, 'm9'],
        [2, 'm9'],
        [7, 'dom9'],
      ],
    },
    {
      minor: false,
      chords: [
        [2, 'm9'],
        [7, 'dom13'],
        [0, 'maj9'],
        [0, '6/9'],
      ],
    },
    {
      minor: false,
      chords: [
        [5, 'maj9'],
        [4, 'm7'],
        [2, 'm9'],
        [1, 'maj7s11'],
      ],
    },
    {
      minor: false,
      chords: [
        [2, 'm9'],
        [7, 'dom13'],
        [0, 'maj9'],
        [5, 'maj9'],
        [11, 'm7b5'],
        [4, 'dom7b9'],
        [9, 'm9'],
        [9, 'm11'],
      ],
    },
  ],
  sleep: [
    {
      minor: false,
      chords: [
        [0, 'maj9'],
        [5, 'maj7s11'],
        [0, 'maj9'],
        [5, 'maj7s11'],
      ],
    },
    {
      minor: false,
      chords: [
        [0, 'maj9'],
        [4, 'm7'],
        [5, 'maj9'],
        [5, 'm6'],
      ],
    },
    {
      minor: false,
      chords: [
        [9, 'm9'],
        [5, 'maj9'],
        [0, '6/9'],
        [7, 'sus9'],
      ],
    },
    {
      minor: true,
      chords: [
        [0, 'm9'],
        [8, 'maj9'],
        [0, 'm11'],
        [3, 'maj9'],
      ],
    },
    {
      minor: false,
      chords: [
        [5, 'maj9'],
        [0, 'maj9'],
        [2, 'm9'],
        [0, '6/9'],
      ],
    },
  ],
};

interface Chord {
  /** MIDI note of the bass root, 36..47. */
  bass: number;
  /** Pitch classes of all chord tones, extensions included. */
  pcs: number[];
  intervals: readonly number[];
  voicing: number[];
}

/** Close-position inversion nearest to the previous voicing and to the middle register. */
function voice(pcsOrdered: number[], prev: number[] | null): number[] {
  let best: number[] = [];
  let bestCost = Infinity;
  for (let inv = 0; inv < pcsOrdered.length; inv++) {
    for (let oct = 0; oct < 2; oct++) {
      const notes: number[] = [];
      let last = 50 + oct * 6 - 1;
      for (let i = 0; i < pcsOrdered.length; i++) {
        const pc = pcsOrdered[(inv + i) % pcsOrdered.length];
        const m = last + 1 + ((((pc - (last + 1)) % 12) + 12) % 12);
        notes.push(m);
        last = m;
      }
      const mean = notes.reduce((a, b) => a + b, 0) / notes.length;
      let cost = Math.abs(mean - 63) * 0.6 + (notes[notes.length - 1] > 78 ? 20 : 0);
      if (prev) {
        for (let i = 0; i < notes.length; i++) {
          let d = Infinity;
          for (const p of prev) d = Math.min(d, Math.abs(p - notes[i]));
          cost += d;
        }
      }
      if (cost < bestCost) {
        bestCost = cost;
        best = notes;
      }
    }
  }
  return best;
}

function buildChords(prog: Progression, keyPc: number): Chord[] {
  const out: Chord[] = [];
  let prev: number[] | null = null;
  for (const [deg, q] of prog.chords) {
    const intervals = QUALITIES[q];
    const rootPc = (keyPc + deg) % 12;
    // Rootless voicings once extensions are there: the bass carries the root.
    let iv: number[] = [...intervals];
    if (iv.length >= 5) iv = iv.slice(1);
    if (iv.length >= 5) iv = iv.filter((x) => x !== 7);
    const pcsOrdered = iv.map((x) => (rootPc + x) % 12);
    const voicing = voice(pcsOrdered, prev);
    prev = voicing;
    out.push({
      bass: 36 + rootPc,
      pcs: intervals.map((x) => (rootPc + x) % 12),
      intervals,
      voicing,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Styles

type Pattern = readonly (readonly [number, number])[]; // [step, length in steps]
type BassStep = readonly [number, 'r' | '5' | '8' | 'a' | 'w1' | 'w2', number];
type Kit = 'lofi' | 'jazz' | 'sleep';

interface Style {
  swing: readonly [number, number];
  swingGrid: 8 | 16;
  cutoff: readonly [number, number];
  comp: readonly Pattern[];
  bass: readonly (readonly BassStep[])[];
  kit: Kit;
  melodyDensity: number;
  melodyVoices: readonly ('keys' | 'lead' | 'pluck')[];
  padChance: number;
  duck: number;
  tremolo: number;
  wow: number;
  crackle: readonly [number, number];
  hiss: number;
  reverb: number;
}

const STYLES: Record<Mood, Style> = {
  focus: {
    swing: [0.5, 0.56],
    swingGrid: 16,
    cutoff: [4200, 6000],
    comp: [
      [[0, 16]],
      [
        [0, 8],
        [8, 8],
      ],
      [
        [0, 6],
        [6, 4],
        [10, 6],
      ],
      [
        [0, 10],
        [10, 6],
      ],
    ],
    bass: [
      [
        [0, 'r', 7],
        [10, 'r', 5],
      ],
      [
        [0, 'r', 8],
        [8, '5', 4],
        [12, '8', 3],
      ],
      [
        [0, 'r', 10],
        [11, 'r', 2],
        [14, 'a', 2],
      ],
    ],
    kit: 'lofi',
    melodyDensity: 0.26,
    melodyVoices: ['keys', 'pluck', 'lead'],
    padChance: 0.5,
    duck: 0.22,
    tremolo: 0.1,
    wow: 0.0012,
    crackle: [2, 5],
    hiss: 0.004,
    reverb: 0.22,
  },
  chill: {
    swing: [0.57, 0.63],
    swingGrid: 16,
    cutoff: [2800, 4000],
    comp: [
      [
        [0, 6],
        [10, 6],
      ],
      [
        [0, 3],
        [3, 7],
        [10, 6],
      ],
      [[0, 16]],
      [
        [0, 7],
        [7, 3],
        [10, 6],
      ],
    ],
    bass: [
      [
        [0, 'r', 7],
        [10, 'r', 5],
      ],
      [
        [0, 'r', 3],
        [3, 'r', 3],
        [8, '5', 4],
        [14, 'a', 2],
      ],
      [
        [0, 'r', 6],
        [7, 'r', 2],
        [10, '5', 4],
        [14, 'a', 2],
      ],
      [
        [0, 'r', 10],
        [11, 'r', 2],
        [14, 'a', 2],
      ],
    ],
    kit: 'lofi',
    melodyDensity: 0.3,
    melodyVoices: ['keys', 'lead', 'pluck'],
    padChance: 0.4,
    duck: 0.35,
    tremolo: 0.2,
    wow: 0.0026,
    crackle: [4, 9],
    hiss: 0.006,
    reverb: 0.28,
  },
  jazz: {
    swing: [0.62, 0.67],
    swingGrid: 8,
    cutoff: [3500, 5000],
    comp: [
      [
        [0, 3],
        [6, 10],
      ],
      [
        [0, 2],
        [6, 2],
        [10, 6],
      ],
      [
        [2, 4],
        [10, 4],
      ],
      [
        [0, 8],
        [10, 6],
      ],
    ],
    bass: [
      [
        [0, 'r', 4],
        [4, 'w1', 4],
        [8, 'w2', 4],
        [12, 'a', 4],
      ],
      [
        [0, 'r', 4],
        [4, 'w2', 4],
        [8, 'w1', 4],
        [12, 'a', 4],
      ],
      [
        [0, 'r', 6],
        [6, 'r', 2],
        [8, 'w2', 4],
        [12, 'a', 4],
      ],
    ],
    kit: 'jazz',
    melodyDensity: 0.36,
    melodyVoices: ['keys', 'keys', 'pluck'],
    padChance: 0,
    duck: 0.1,
    tremolo: 0.16,
    wow: 0.0018,
    crackle: [3, 7],
    hiss: 0.005,
    reverb: 0.3,
  },
  sleep: {
    swing: [0.5, 0.52],
    swingGrid: 16,
    cutoff: [1800, 2600],
    comp: [[[0, 16]]],
    bass: [
      [[0, 'r', 15]],
      [
        [0, 'r', 8],
        [8, '5', 7],
      ],
    ],
    kit: 'sleep',
    melodyDensity: 0.13,
    melodyVoices: ['pluck', 'keys', 'lead'],
    padChance: 1,
    duck: 0,
    tremolo: 0.05,
    wow: 0.002,
    crackle: [1, 3],
    hiss: 0.004,
    reverb: 0.45,
  },
};

const DRUMS = {
  kick: [
    'X.........X.....',
    'X......x..X.....',
    'X.....x...X..x..',
    'X..x......X.....',
    'X.......X.x.....',
    'X.x.......X.....',
  ],
  snare: ['....X.......X...', '....X.......X..g', '....X..g....X...', '....X.......X.g.', '....X....g..X...'],
  hat: ['x.o.x.o.x.o.x.o.', 'x.oox.o.x.oox.o.', 'xgogxgogxgogxgog', 'x.x.x.xxx.x.x.xo', 'o.x.o.x.o.x.o.x.'],
  ride: ['x...X.o.x...X.o.', 'x...X...x...X.o.', 'x...X.o.x.o.X.o.'],
  chick: '....x.......x...',
  brush: ['g...X...g...X...', 'g...X.g.g...X...', 'g...X...g.g.X...'],
  jazzKick: ['g.......g.......', 'g.........o.....', 'g...........g.o.'],
  sleepKick: ['o.......o.......', 'o.........o.....'],
  shaker: ['g.o.g.o.g.o.g.o.', 'googgooggooggoog'],
} as const;

function velOf(ch: string): number {
  return ch === 'X' ? 1 : ch === 'x' ? 0.78 : ch === 'o' ? 0.55 : ch === 'g' ? 0.3 : 0;
}

// ---------------------------------------------------------------------------------------------------------
// Melody

interface MelNote {
  step: number;
  len: number;
  deg: number;
  vel: number;
}

const DEG_LO = 3;
const DEG_HI = 10;

function makeMotif(rng: Rng, density: number): MelNote[] {
  const steps = 32;
  const onsets: number[] = [];
  for (let s = 0; s < steps - 2; s += 2) {
    const strong = s % 8 === 0 ? 1.35 : s % 4 === 0 ? 1.1 : 0.75;
    if (rng() < density * strong) onsets.push(s);
    else if (rng() < density * 0.18) onsets.push(s + 1);
  }
  if (onsets.length < 3) onsets.push(0, 6, 12);
  const sorted = [...new Set(onsets)].sort((a, b) => a - b);
  const notes: MelNote[] = [];
  let deg = Math.floor(between(rng, 5, 8));
  for (let i = 0; i < sorted.length; i++) {
    const s = sorted[i];
    const gap = (i + 1 < sorted.length ? sorted[i + 1] : steps) - s;
    const len = Math.min(gap, pick(rng, [2, 3, 4, 4, 6, 8]));
    deg = clamp(deg + pick(rng, [-2, -1, -1, 0, 1, 1, 2, -3, 3]), DEG_LO, DEG_HI);
    notes.push({ step: s, len, deg, vel: 0.6 + rng() * 0.3 + (s % 8 === 0 ? 0.1 : 0) });
  }
  return notes;
}

/** A 4-bar phrase: the motif, then the motif again with a new answer in its second bar that comes home. */
function makePhrase(rng: Rng, motif: MelNote[]): MelNote[] {
  const answer = motif.filter((n) => n.step < 16).map((n) => ({ ...n, step: n.step + 32 }));
  const tail = motif.filter((n) => n.step >= 16);
  let deg = answer.length ? answer[answer.length - 1].deg : 6;
  for (let i = 0; i < tail.length; i++) {
    const n = tail[i];
    deg = clamp(deg + pick(rng, [-2, -1, 1, 2, 0]), DEG_LO, DEG_HI);
    if (i === tail.length - 1) deg = clamp(Math.round(deg / 5) * 5, 5, 10);
    answer.push({ ...n, step: n.step + 32, deg });
  }
  return [...motif, ...answer];
}

// ---------------------------------------------------------------------------------------------------------
// Effects

function reverb(
  send: Float32Array,
  l: Float32Array,
  r: Float32Array,
  sr: number,
  size: number,
  damp: number,
  wet: number,
): void {
  const scale = sr / 44100;
  const combs = [1116, 1188, 1277, 1356];
  const aps = [556, 441];
  const n = send.length;
  for (let ch = 0; ch < 2; ch++) {
    const out = ch === 0 ? l : r;
    const sp = ch === 0 ? 0 : 23;
    const c0 = new Float32Array(Math.round((combs[0] + sp) * scale));
    const c1 = new Float32Array(Math.round((combs[1] + sp) * scale));
    const c2 = new Float32Array(Math.round((combs[2] + sp) * scale));
    const c3 = new Float32Array(Math.round((combs[3] + sp) * scale));
    const a0 = new Float32Array(Math.round((aps[0] + sp) * scale));
    const a1 = new Float32Array(Math.round((aps[1] + sp) * scale));
    let i0 = 0,
      i1 = 0,
      i2 = 0,
      i3 = 0,
      j0 = 0,
      j1 = 0;
    let s0 = 0,
      s1 = 0,
      s2 = 0,
      s3 = 0;
    const d1 = damp;
    const d2 = 1 - damp;
    for (let i = 0; i < n; i++) {
      const x = send[i] * 0.03;
      let o = c0[i0];
      s0 = o * d2 + s0 * d1;
      c0[i0] = x + s0 * size;
      if (++i0 === c0.length) i0 = 0;
      let y = o;
      o = c1[i1];
      s1 = o * d2 + s1 * d1;
      c1[i1] = x + s1 * size;
      if (++i1 === c1.length) i1 = 0;
      y += o;
      o = c2[i2];
      s2 = o * d2 + s2 * d1;
      c2[i2] = x + s2 * size;
      if (++i2 === c2.length) i2 = 0;
      y += o;
      o = c3[i3];
      s3 = o * d2 + s3 * d1;
      c3[i3] = x + s3 * size;
      if (++i3 === c3.length) i3 = 0;
      y += o;
      let b = a0[j0];
      a0[j0] = y + b * 0.5;
      y = b - y;
      if (++j0 === a0.length) j0 = 0;
      b = a1[j1];
      a1[j1] = y + b * 0.5;
      y = b - y;
      if (++j1 === a1.length) j1 = 0;
      out[i] += y * wet;
    }
  }
}

/** Ping-pong echo for the mono melody bus, mixed into the stereo bus and the reverb send. */
function echo(
  mel: Float32Array,
  l: Float32Array,
  r: Float32Array,
  send: Float32Array,
  sr: number,
  delaySec: number,
  fb: number,
  wet: number,
  pan: number,
  sendGain: number,
): void {
  const d = Math.max(1, Math.round(delaySec * sr));
  const bl = new Float32Array(d);
  const br = new Float32Array(d);
  const gl = panL(pan);
  const gr = panR(pan);
  const a = 1 - Math.exp((-TWO_PI * 2500) / sr);
  let lpL = 0;
  let lpR = 0;
  let k = 0;
  for (let i = 0; i < mel.length; i++) {
    const x = mel[i];
    const yl = bl[k];
    const yr = br[k];
    lpL += a * (yl - lpL);
    lpR += a * (yr - lpR);
    bl[k] = x + fb * lpR;
    br[k] = fb * lpL;
    if (++k === d) k = 0;
    l[i] += x * gl + yl * wet;
    r[i] += x * gr + yr * wet;
    send[i] += x * sendGain;
  }
}

/** x·(27+x²)/(27+9x²): a cheap tanh, accurate enough for gentle saturation. */
function softClip(x: number): number {
  if (x > 3) return 1;
  if (x < -3) return -1;
  const x2 = x * x;
  return (x * (27 + x2)) / (27 + 9 * x2);
}

interface Cutoff {
  t: number[];
  hz: number[];
}

/** DC/rumble high-pass, saturation, then a resonant low-pass whose cutoff follows the arrangement. */
function master(buf: Float32Array, sr: number, inGain: number, drive: number, cutoff: Cutoff): void {
  const hpA = 1 / (1 + (TWO_PI * 30) / sr);
  let hx = 0;
  let hy = 0;
  let z1 = 0;
  let z2 = 0;
  const block = 32;
  let seg = 0;
  const norm = softClip(drive);
  const k = drive * inGain;
  for (let start = 0; start < buf.length; start += block) {
    const tsec = start / sr;
    while (seg + 1 < cutoff.t.length && cutoff.t[seg + 1] <= tsec) seg++;
    let hz = cutoff.hz[seg];
    if (seg + 1 < cutoff.t.length) {
      const u = (tsec - cutoff.t[seg]) / (cutoff.t[seg + 1] - cutoff.t[seg]);
      hz = cutoff.hz[seg] * Math.pow(cutoff.hz[seg + 1] / cutoff.hz[seg], u);
    }
    const [b0, b1, b2, a1, a2] = biquad('lp', hz, 0.85, sr);
    const end = Math.min(buf.length, start + block);
    for (let i = start; i < end; i++) {
      const x = buf[i];
      hy = hpA * (hy + x - hx);
      hx = x;
      const s = softClip(hy * k) / norm;
      const y = b0 * s + z1;
      z1 = b1 * s - a1 * y + z2;
      z2 = b2 * s - a2 * y;
      buf[i] = y;
    }
  }
}

/** Tape wow and flutter as a modulated delay line, applied in place with a small history ring. */
function tape(l: Float32Array, r: Float32Array, sr: number, depth: number, rng: Rng): void {
  const fw = between(rng, 0.35, 0.7);
  const ff = between(rng, 5, 8);
  const aw = (depth / (TWO_PI * fw)) * sr;
  const af = ((depth * 0.3) / (TWO_PI * ff)) * sr;
  const base = Math.ceil(aw + af) + 2;
  let size = 16;
  while (size < base * 2 + 4) size <<= 1;
  const mask = size - 1;
  const rl = new Float32Array(size);
  const rr = new Float32Array(size);
  let pw = rng();
  let pf = rng();
  // The delay moves slowly, so it is evaluated every 16 samples and interpolated in between.
  const block = 16;
  const iw = (fw / sr) * block;
  const iff = (ff / sr) * block;
  let d0 = base + aw * tab(SINE, pw) + af * tab(SINE, pf);
  for (let start = 0; start < l.length; start += block) {
    pw += iw;
    if (pw >= 1) pw -= 1;
    pf += iff;
    if (pf >= 1) pf -= 1;
    const d1 = base + aw * tab(SINE, pw) + af * tab(SINE, pf);
    const dd = (d1 - d0) / block;
    const end = Math.min(l.length, start + block);
    let d = d0;
    for (let i = start; i < end; i++, d += dd) {
      rl[i & mask] = l[i];
      rr[i & mask] = r[i];
      const pos = i - d;
      if (pos < 0) {
        l[i] = 0;
        r[i] = 0;
      } else {
        const p0 = Math.floor(pos);
        const fr = pos - p0;
        const a = rl[p0 & mask];
        const b = rr[p0 & mask];
        l[i] = a + (rl[(p0 + 1) & mask] - a) * fr;
        r[i] = b + (rr[(p0 + 1) & mask] - b) * fr;
      }
    }
    d0 = d1;
  }
}

/** Surface noise: soft hiss, random crackle pops, and a faint tick once per turn of a 33⅓ rpm record. */
function vinyl(
  l: Float32Array,
  r: Float32Array,
  sr: number,
  rng: Rng,
  rate: number,
  hiss: number,
  level: number,
): void {
  const n = l.length;
  let s = (Math.floor(rng() * 0xffffffff) | 1) >>> 0;
  const a = 1 - Math.exp((-TWO_PI * 5000) / sr);
  let hl = 0;
  let hr = 0;
  const g = hiss * 1.7;
  for (let i = 0; i < n; i++) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    const nl = (s | 0) * 4.656612873077393e-10;
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    const nr = (s | 0) * 4.656612873077393e-10;
    hl += a * (nl - hl);
    hr += a * (nr - hr);
    l[i] += hl * g;
    r[i] += hr * g;
  }
  const pop = (at: number, amp: number, bal: number, tauSec: number): void => {
    const start = Math.round(at * sr);
    const tau = tauSec * sr;
    const len = Math.min(n - start, Math.ceil(tau * 6));
    const gl = amp * level * (1 - bal);
    const gr = amp * level * bal;
    for (let j = 0; j < len; j++) {
      const v = Math.exp(-j / tau) * (j === 0 ? 1 : rng() * 2 - 1);
      l[start + j] += v * gl;
      r[start + j] += v * gr;
    }
  };
  const dur = n / sr;
  for (let t = -Math.log(1 - rng()) / rate; t < dur; t += -Math.log(1 - rng()) / rate) {
    const u = rng();
    const amp = (rng() < 0.06 ? 0.12 : 0.045) * u * u * u + 0.004;
    pop(t, rng() < 0.5 ? amp : -amp, 0.2 + rng() * 0.6, between(rng, 0.00008, 0.0004));
  }
  if (rng() < 0.7) {
    const period = 60 / 33.333;
    const amp = between(rng, 0.006, 0.016);
    const bal = between(rng, 0.3, 0.7);
    for (let t = rng() * period; t < dur; t += period) pop(t, amp, bal, 0.00025);
  }
}

function peakOf(l: Float32Array, r: Float32Array): number {
  let m = 0;
  for (let i = 0; i < l.length; i++) {
    const a = Math.abs(l[i]);
    const b = Math.abs(r[i]);
    if (a > m) m = a;
    if (b > m) m = b;
  }
  return m;
}

function scale(l: Float32Array, r: Float32Array, g: number): void {
  for (let i = 0; i < l.length; i++) {
    l[i] *= g;
    r[i] *= g;
  }
}

const TARGET_PEAK = Math.pow(10, -1 / 20);

// ---------------------------------------------------------------------------------------------------------
// The track

/** A sensible recipe for a seed and mood: tempo and key drawn from the mood's usual range. */
export function recipeFor(seed: number, mood: Mood, durationSec: number): TrackRecipe {
  const rng = streamRng(seed, 99);
  const bpmRange: Record<Mood, [number, number]> = {
    focus: [78, 92],
    chill: [70, 86],
    jazz: [84, 98],
    sleep: [56, 66],
  };
  const [lo, hi] = bpmRange[mood];
  return { seed, mood, bpm: Math.round(between(rng, lo, hi)), rootMidi: 57 + Math.floor(rng() * 12), durationSec };
}

export function renderTrack(recipe: TrackRecipe, sampleRate = 44100): Pcm {
  const sr = sampleRate;
  const { seed, mood } = recipe;
  const style = STYLES[mood];
  const n = Math.max(1, Math.round(recipe.durationSec * sr));
  const dur = n / sr;
  const bpm = clamp(recipe.bpm, 40, 200);
  const beat = 60 / bpm;
  const bar = beat * 4;
  const step = bar / 16;
  const keyPc = ((Math.round(recipe.rootMidi) % 12) + 12) % 12;

  const rngForm = streamRng(seed, 1);
  const rngHarm = streamRng(seed, 2);
  const rngDrums = streamRng(seed, 3);
  const rngMel = streamRng(seed, 4);
  const rngBass = streamRng(seed, 5);
  const rngFx = streamRng(seed, 6);
  const rngHuman = streamRng(seed, 7);

  const swing = between(rngForm, style.swing[0], style.swing[1]);
  const swingShift = style.swingGrid === 16 ? (swing - 0.5) * 2 * step : (swing - 0.5) * 4 * step;
  const stepTime = (barIdx: number, s: number): number => {
    let t = barIdx * bar + s * step;
    if (style.swingGrid === 16 ? s % 2 === 1 : s % 4 === 2) t += swingShift;
    return t;
  };
  const jitter = (ms: number): number => (rngHuman() * 2 - 1) * ms * 0.001;

  // Form: 4-bar phrases. Intro without drums, a breakdown in longer tracks, melody in most grooves.
  const totalBars = Math.ceil(dur / bar) + 1;
  const phrases = Math.ceil(totalBars / 4);
  const breakAt = phrases >= 6 ? Math.floor(phrases / 2) + (rngForm() < 0.5 ? 0 : 1) : -1;
  const sleepDrums = mood === 'sleep' ? rngForm() < 0.5 : true;
  interface Section {
    drums: 0 | 1 | 2;
    bass: boolean;
    melody: boolean;
  }
  const sections: Section[] = [];
  for (let p = 0; p < phrases; p++) {
    if (p === 0) sections.push({ drums: mood !== 'sleep' && rngForm() < 0.5 ? 1 : 0, bass: false, melody: false });
    else if (p === breakAt) sections.push({ drums: rngForm() < 0.5 ? 1 : 0, bass: false, melody: true });
    else sections.push({ drums: 2, bass: true, melody: p >= 2 ? rngForm() < 0.75 : rngForm() < 0.3 });
    if (!sleepDrums) sections[p].drums = 0;
  }
  const section = (barIdx: number): Section => sections[Math.min(sections.length - 1, Math.floor(barIdx / 4))];

  // Harmony
  const prog = pick(rngHarm, PROGRESSIONS[mood]);
  const chords = buildChords(prog, keyPc);
  const chordAt = (barIdx: number): Chord => chords[barIdx % chords.length];
  const comp = pick(rngHarm, style.comp);
  const bright = between(rngHarm, 0.7, 1.2);
  const withPad = rngHarm() < style.padChance;
  const rhodesVel = mood === 'sleep' ? (rngHarm() < 0.5 ? 0.35 : 0) : 0.75;
  const strum = between(rngHarm, 0.004, 0.016);

  const l = new Float32Array(n);
  const r = new Float32Array(n);
  const send = new Float32Array(n);
  const mel = new Float32Array(n);
  const main: Out = { l, r, wrap: false };

  // Chord loop: one pass of the progression rendered once, tails wrapped, then tiled over the track.
  const loopSec = chords.length * bar;
  const loopLen = Math.max(1, Math.round(loopSec * sr));
  const loop: Out = { l: new Float32Array(loopLen), r: new Float32Array(loopLen), wrap: true };
  for (let b = 0; b < chords.length; b++) {
    const c = chords[b];
    if (rhodesVel > 0) {
      for (const [s, lenSteps] of comp) {
        const t0 = stepTime(b, s);
        const accent = s === 0 ? 1 : 0.85;
        for (let v = 0; v < c.voicing.length; v++) {
          const m = c.voicing[v];
          rhodes(
            loop,
            sr,
            t0 + v * strum + Math.abs(jitter(4)),
            lenSteps * step * 0.95,
            m,
            rhodesVel * accent * (0.85 + rngHuman() * 0.2),
            clamp((m - 62) / 14, -0.7, 0.7),
            bright,
            (rngHuman() * 2 - 1) * 4,
          );
        }
      }
    }
    if (withPad) {
      const padVel = mood === 'sleep' ? 1 : 0.45;
      const att = mood === 'sleep' ? between(rngHarm, 1.2, 2) : 0.4;
      const voices = [...c.voicing, c.bass + 12];
      for (const m of voices)
        pad(loop, sr, b * bar, bar * 0.98, m, padVel, Math.min(att, bar * 0.6), mood === 'sleep' ? 0.9 : 0.35);
    }
  }

  // Drum hits are collected first: the kicks also shape the side-chain duck of the chords.
  interface Hit {
    sample: Float32Array;
    t: number;
    gain: number;
    pan: number;
    send: number;
  }
  const hits: Hit[] = [];
  const kicks: number[] = [];
  const kit = style.kit;
  const sounds = {
    kick: makeKick(sr, rngDrums),
    snare: makeSnare(sr, rngDrums),
    rim: makeRim(sr, rngDrums),
    hats: [makeHat(sr, rngDrums, 0.028, 7000), makeHat(sr, rngDrums, 0.022, 7500), makeHat(sr, rngDrums, 0.032, 6800)],
    open: makeHat(sr, rngDrums, 0.14, 6500),
    ride: kit === 'jazz' ? makeRide(sr, rngDrums) : SILENT,
    brush: kit === 'jazz' ? makeBrush(sr, rngDrums) : SILENT,
    shaker: makeShaker(sr, rngDrums),
  };
  const kickPat =
    kit === 'jazz'
      ? pick(rngDrums, DRUMS.jazzKick)
      : kit === 'sleep'
        ? pick(rngDrums, DRUMS.sleepKick)
        : pick(rngDrums, DRUMS.kick);
  const snarePat = pick(rngDrums, DRUMS.snare);
  const hatPat =
    kit === 'jazz'
      ? pick(rngDrums, DRUMS.ride)
      : kit === 'sleep'
        ? pick(rngDrums, DRUMS.shaker)
        : pick(rngDrums, DRUMS.hat);
  const brushPat = pick(rngDrums, DRUMS.brush);
  const useRim = mood === 'focus' ? rngDrums() < 0.5 : false;
  const openHat = kit === 'lofi' && rngDrums() < 0.5;
  const fills = rngDrums() < 0.7;
  const kitGain = kit === 'sleep' ? 0.45 : kit === 'jazz' ? 0.8 : 1;
  for (let b = 0; b < totalBars; b++) {
    const sec = section(b);
    if (sec.drums === 0) continue;
    const phraseEnd = b % 4 === 3;
    for (let s = 0; s < 16; s++) {
      const t = stepTime(b, s) + jitter(5);
      if (t * sr >= n) break;
      const hv = velOf(hatPat[s]);
      if (hv > 0) {
        const v = hv * (0.85 + rngHuman() * 0.3) * kitGain;
        if (kit === 'jazz') hits.push({ sample: sounds.ride, t, gain: v * 0.13, pan: 0.3, send: 0.1 });
        else if (kit === 'sleep') hits.push({ sample: sounds.shaker, t, gain: v * 0.2, pan: 0.3, send: 0 });
        else if (openHat && phraseEnd && s === 14)
          hits.push({ sample: sounds.open, t, gain: v * 0.12, pan: 0.25, send: 0.1 });
        else hits.push({ sample: sounds.hats[Math.floor(rngHuman() * 3)], t, gain: v * 0.15, pan: 0.25, send: 0 });
      }
      if (sec.drums < 2) continue;
      let kv = velOf(kickPat[s]);
      let sv =
        kit === 'lofi'
          ? velOf(snarePat[s])
          : kit === 'jazz'
            ? velOf(brushPat[s])
            : s === 12 && rngHuman() < 0.5
              ? 0.3
              : 0;
      if (fills && phraseEnd && b + 1 < totalBars && kit !== 'sleep') {
        if (s === 14 && sv === 0) sv = 0.35;
        if (s === 15) sv = 0.5;
        if (s === 10 && kv === 0 && kit === 'lofi') kv = 0.6;
      }
      if (kv > 0) {
        hits.push({ sample: sounds.kick, t, gain: kv * 0.8 * kitGain * (0.9 + rngHuman() * 0.15), pan: 0, send: 0 });
        kicks.push(Math.max(0, Math.round(t * sr)));
      }
      if (sv > 0) {
        const v = sv * kitGain * (0.85 + rngHuman() * 0.25);
        if (kit === 'jazz') hits.push({ sample: sounds.brush, t, gain: v * 0.3, pan: -0.1, send: 0.3 });
        else if (kit === 'sleep' || useRim) hits.push({ sample: sounds.rim, t, gain: v * 0.3, pan: -0.1, send: 0.35 });
        else hits.push({ sample: sounds.snare, t, gain: v * 0.42, pan: -0.08, send: 0.25 });
      }
      if (kit === 'jazz' && DRUMS.chick[s] !== '.')
        hits.push({ sample: sounds.hats[0], t, gain: 0.06, pan: -0.35, send: 0 });
    }
  }

  // Tremolo has a whole number of cycles per loop, so it is baked into the loop once; the reverb send too.
  const tremInc = Math.max(1, Math.round((loopSec / beat) * (bpm < 75 ? 2 : 1))) / loopLen;
  const trem = style.tremolo;
  const chordSend = style.reverb * 0.6;
  const loopSend = new Float32Array(loopLen);
  for (let j = 0, tp = 0; j < loopLen; j++, tp += tremInc) {
    const tr = trem * tab(SINE, tp - Math.floor(tp));
    loop.l[j] *= 1 + tr;
    loop.r[j] *= 1 - tr;
    loopSend[j] = (loop.l[j] + loop.r[j]) * chordSend;
  }
  // Chords go in first (plain copies), so the duck below touches nothing else.
  for (let tile = 0; tile * loopSec < dur; tile++) {
    const off = Math.round(tile * loopSec * sr);
    const end = Math.min(n, Math.round((tile + 1) * loopSec * sr));
    for (let at = off; at < end; at += loopLen) {
      const m = Math.min(loopLen, end - at);
      l.set(loop.l.subarray(0, m), at);
      r.set(loop.r.subarray(0, m), at);
      send.set(loopSend.subarray(0, m), at);
    }
  }
  if (style.duck > 0) {
    const duckLen = Math.round(0.45 * sr);
    const duckShape = new Float32Array(duckLen);
    for (let j = 0; j < duckLen; j++) {
      const rise = Math.min(1, j / (0.01 * sr));
      duckShape[j] = 1 - style.duck * rise * Math.exp(-j / (0.14 * sr));
    }
    for (let q = 0; q < kicks.length; q++) {
      const k0 = kicks[q];
      const stop = Math.min(n, k0 + duckLen, q + 1 < kicks.length ? kicks[q + 1] : n);
      for (let i = k0; i < stop; i++) {
        l[i] *= duckShape[i - k0];
        r[i] *= duckShape[i - k0];
      }
    }
  }
  for (const h of hits) mixShot(main, h.send > 0 ? send : null, h.sample, h.t, sr, h.gain, h.pan, h.send);

  // Bass
  const bassPat = pick(rngBass, style.bass);
  for (let b = 0; b < totalBars; b++) {
    if (!section(b).bass) continue;
    const c = chordAt(b);
    const next = chordAt(b + 1);
    for (const [s, kind, lenSteps] of bassPat) {
      let m = c.bass;
      if (kind === '5') m = c.bass + 7;
      else if (kind === '8') m = c.bass + 12;
      else if (kind === 'w1') m = c.bass + (c.intervals.includes(3) ? 3 : c.intervals.includes(4) ? 4 : 7);
      else if (kind === 'w2') m = c.bass + (rngBass() < 0.6 ? 7 : c.intervals.includes(9) ? 9 : 12);
      else if (kind === 'a') m = next.bass === c.bass ? c.bass + 7 : next.bass + (rngBass() < 0.5 ? -1 : 1);
      if (m > 52) m -= 12;
      const vel = (s === 0 ? 1 : 0.85) * (0.9 + rngHuman() * 0.15) * (mood === 'sleep' ? 0.7 : 1);
      bass(main, sr, stepTime(b, s) + jitter(4), lenSteps * step * 0.92, m, vel);
    }
  }

  // Melody: one hook for the first half and a second one after the breakdown.
  const voiceKind = pick(rngMel, style.melodyVoices);
  const scale5 = prog.minor ? [0, 3, 5, 7, 10] : [0, 2, 4, 7, 9];
  const melRoot = 60 + keyPc > 65 ? 48 + keyPc : 60 + keyPc;
  const phraseA = makePhrase(rngMel, makeMotif(rngMel, style.melodyDensity));
  const phraseB = makePhrase(rngMel, makeMotif(rngMel, style.melodyDensity));
  const melOut: Out = { l: mel, r: mel, wrap: false };
  for (let p = 0; p < phrases; p++) {
    if (!sections[p].melody) continue;
    const phrase = breakAt >= 0 && p >= breakAt ? phraseB : phraseA;
    for (const note of phrase) {
      const b = p * 4 + Math.floor(note.step / 16);
      const s = note.step % 16;
      let m = melRoot + scale5[note.deg % 5] + 12 * Math.floor(note.deg / 5);
      // On strong beats lean into the chord of the moment.
      const c = chordAt(b);
      if (s % 4 === 0 && !c.pcs.includes(m % 12)) {
        for (const d of [-1, 1, -2, 2]) {
          if (c.pcs.includes((m + d + 12) % 12)) {
            m += d;
            break;
          }
        }
      }
      const t = stepTime(b, s) + jitter(6);
      const len = note.len * step * 0.9;
      const vel = note.vel;
      if (voiceKind === 'lead') lead(mel, sr, t, len, m, vel);
      else if (voiceKind === 'pluck') partials(melOut, sr, t, len + 0.3, mtof(m), PLUCK, vel * 0.11, 0, 1);
      else rhodes(melOut, sr, t, len, m, vel * 0.6, 0, bright * 1.1, 0);
    }
  }
  echo(mel, l, r, send, sr, beat * (rngFx() < 0.5 ? 0.75 : 0.5), 0.35, 0.32, between(rngFx, -0.25, 0.25), style.reverb);

  reverb(send, l, r, sr, 0.8 + style.reverb * 0.2, 0.35, 0.9);

  // Low-pass automation: intros open up, the breakdown closes down, the last seconds dull slightly.
  const baseCut = between(rngFx, style.cutoff[0], style.cutoff[1]);
  const phraseSec = 4 * bar;
  const cut: Cutoff = { t: [0], hz: [sections[0].drums === 0 ? baseCut * 0.35 : baseCut * 0.6] };
  cut.t.push(Math.min(phraseSec, dur * 0.5));
  cut.hz.push(baseCut);
  if (breakAt > 0) {
    const bs = breakAt * phraseSec;
    cut.t.push(bs, bs + 0.4, bs + phraseSec - 0.6, bs + phraseSec);
    cut.hz.push(baseCut, baseCut * 0.4, baseCut * 0.55, baseCut);
  }
  cut.t.push(Math.max(cut.t[cut.t.length - 1] + 0.01, dur - 4), dur + 1);
  cut.hz.push(baseCut, baseCut * 0.6);

  const pre = peakOf(l, r) || 1;
  const drive = mood === 'sleep' ? 1.1 : between(rngFx, 1.3, 1.8);
  master(l, sr, 1 / pre, drive, cut);
  master(r, sr, 1 / pre, drive, cut);
  tape(l, r, sr, style.wow * between(rngFx, 0.8, 1.2), rngFx);

  // Surface noise sits at a fixed level under the music's peak; the final normalisation keeps that ratio.
  const level = (peakOf(l, r) || 1) / 0.85;
  vinyl(l, r, sr, rngFx, between(rngFx, style.crackle[0], style.crackle[1]), style.hiss * level, level);

  const fade = Math.min(Math.round(2 * sr), Math.floor(n / 2));
  for (let i = 0; i < fade; i++) {
    const g = 0.5 - 0.5 * Math.cos((Math.PI * i) / fade);
    l[i] *= g;
    r[i] *= g;
    l[n - 1 - i] *= g;
    r[n - 1 - i] *= g;
  }
  const peak = peakOf(l, r);
  if (peak > 0) scale(l, r, TARGET_PEAK / peak);
  return { sampleRate: sr, left: l, right: r };
}

/** Two soft strikes (a rising fourth) of an inharmonic chime. */
export function renderBell(sampleRate = 44100): Pcm {
  const sr = sampleRate;
  const n = Math.round(2.5 * sr);
  const l = new Float32Array(n);
  const r = new Float32Array(n);
  const out: Out = { l, r, wrap: false };
  partials(out, sr, 0, 2.5, 783.99, BELL, 0.8, -0.2, 1.0009);
  partials(out, sr, 0.16, 2.5, 1046.5, BELL, 0.6, 0.2, 0.9993);
  const tail = Math.round(0.15 * sr);
  for (let i = 0; i < tail; i++) {
    const g = i / tail;
    l[n - 1 - i] *= g;
    r[n - 1 - i] *= g;
  }
  const peak = peakOf(l, r);
  if (peak > 0) scale(l, r, 0.8 / peak);
  return { sampleRate: sr, left: l, right: r };
}
