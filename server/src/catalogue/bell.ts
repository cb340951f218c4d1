/** The timer's bell: two soft strikes of an inharmonic chime. */
import type { Pcm } from '../media/pcm.ts';
import type { Out } from './dsp.ts';
import { BELL, partials } from './instruments.ts';
import { scale } from './mastering.ts';
import { measureLoudness } from '../media/loudness.ts';

/** The bell's integrated loudness (over its 2.5 s) and the ceiling of its true peak. */
export const BELL_LUFS = -14;
export const BELL_MAX_TRUE_PEAK_DBTP = -3;

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
  // Mastered against the music: BELL_LUFS is 2 LU above the tracks' −16 LUFS, so the chime is heard over any of
  // them, and the true peak stays at least 3 dB under full scale so the strike never bites.
  const { integratedLufs, truePeakDbtp } = measureLoudness([l, r], sr);
  const gainDb = Math.min(BELL_LUFS - integratedLufs, BELL_MAX_TRUE_PEAK_DBTP - truePeakDbtp);
  scale(l, r, Math.pow(10, gainDb / 20));
  return { sampleRate: sr, left: l, right: r };
}
