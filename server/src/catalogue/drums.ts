/** One-shot drums, rendered once per track and mixed in at each hit, and the patterns that place them. */
import { type Out, TWO_PI, applyEnv, between, biquad, filterInPlace, noise, panL, panR } from './dsp.ts';
import type { Rng } from './prng.ts';

export function makeKick(sr: number, rng: Rng): Float32Array {
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

export function makeSnare(sr: number, rng: Rng): Float32Array {
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

export function makeRim(sr: number, rng: Rng): Float32Array {
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

export function makeHat(sr: number, rng: Rng, tau: number, cutoff: number): Float32Array {
  const n = Math.round(Math.min(0.6, tau * 5.5) * sr);
  const nz = noise(rng, n);
  filterInPlace(nz, biquad('hp', cutoff, 0.7, sr));
  filterInPlace(nz, biquad('hp', cutoff, 0.7, sr));
  applyEnv(nz, sr, 0.0008, tau);
  return normalised(nz, 1);
}

export function makeRide(sr: number, rng: Rng): Float32Array {
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

export function makeBrush(sr: number, rng: Rng): Float32Array {
  const n = Math.round(0.35 * sr);
  const nz = noise(rng, n);
  filterInPlace(nz, biquad('bp', 2800, 0.5, sr));
  applyEnv(nz, sr, 0.012, 0.075);
  return normalised(nz, 1);
}

export function makeShaker(sr: number, rng: Rng): Float32Array {
  const n = Math.round(0.14 * sr);
  const nz = noise(rng, n);
  filterInPlace(nz, biquad('hp', 4500, 0.7, sr));
  applyEnv(nz, sr, 0.01, 0.03);
  return normalised(nz, 1);
}

export const SILENT = new Float32Array(0);

export function normalised(buf: Float32Array, peak: number): Float32Array {
  let m = 0;
  for (let i = 0; i < buf.length; i++) if (Math.abs(buf[i]) > m) m = Math.abs(buf[i]);
  if (m > 0) for (let i = 0; i < buf.length; i++) buf[i] *= peak / m;
  return buf;
}

export function mixShot(
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

export const DRUMS = {
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

export function velOf(ch: string): number {
  return ch === 'X' ? 1 : ch === 'x' ? 0.78 : ch === 'o' ? 0.55 : ch === 'g' ? 0.3 : 0;
}
