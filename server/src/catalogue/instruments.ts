/**
 * Struck partials for the timer's bell (the music's instruments are sampled: see soundfont.ts). Adds into `l`/`r`;
 * with `wrap` the buffer is a loop and tails continue at its start.
 */
import { type Out, SINE, panL, panR, startIndex, tab } from './dsp.ts';

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

export const BELL = [1, 1, 1.1, 2, 0.35, 0.55, 2.76, 0.3, 0.4, 4.07, 0.12, 0.22, 5.4, 0.1, 0.12] as const;
