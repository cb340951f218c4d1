/**
 * Pitched voices (electric piano, pad, bass, lead, struck partials). Each adds into `l`/`r`; with `wrap`
 * the buffer is a loop and tails continue at its start.
 */
import { BASS, INV_TWO_PI, type Out, PAD, SINE, SOFT, clamp, mtof, panL, panR, startIndex, tab } from './dsp.ts';

/** Electric piano: self-modulating FM (the "bark") over a sine, plus a short tine partial two octaves up. */
export function rhodes(
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
export function pad(
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

export function bass(out: Out, sr: number, t: number, dur: number, midi: number, vel: number): void {
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
export function lead(buf: Float32Array, sr: number, t: number, dur: number, midi: number, vel: number): void {
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
export function partials(
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

export const PLUCK = [1, 1, 0.55, 2, 0.3, 0.22, 5.4, 0.18, 0.04, 3.01, 0.08, 0.1] as const;
export const BELL = [1, 1, 1.1, 2, 0.35, 0.55, 2.76, 0.3, 0.4, 4.07, 0.12, 0.22, 5.4, 0.1, 0.12] as const;
