/** Motifs and phrases for the lead line. */
import { between, clamp, pick } from './dsp.ts';
import type { Rng } from './prng.ts';

// Melody

export interface MelNote {
  step: number;
  len: number;
  deg: number;
  vel: number;
}

export const DEG_LO = 3;
export const DEG_HI = 10;

export function makeMotif(rng: Rng, density: number): MelNote[] {
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
export function makePhrase(rng: Rng, motif: MelNote[]): MelNote[] {
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
