/** The timer's bell: two soft strikes of an inharmonic chime. */
import type { Pcm } from '../media/pcm.ts';
import type { Out } from './dsp.ts';
import { BELL, partials } from './instruments.ts';
import { peakOf, scale } from './mastering.ts';

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
