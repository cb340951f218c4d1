/**
 * Numbers to check a rendered track by (the generator cannot be listened to in a test): per section its RMS level
 * and spectral centroid, and over the whole track its sample peak and DC offset. Used by the catalogue bench and
 * the catalogue tests.
 */
import type { Pcm } from '../media/pcm.ts';
import type { SectionSpan } from '../catalogue/types.ts';

export interface SectionStats {
  kind: string;
  startSec: number;
  endSec: number;
  rmsDb: number;
  centroidHz: number;
}

export interface TrackStats {
  peak: number;
  dcOffset: number;
  sections: SectionStats[];
}

/** Spectral centroid of a mono excerpt: a 2048-point DFT (Hann window) every ~0.5 s, magnitudes averaged. */
function centroid(x: Float32Array, from: number, to: number, sr: number): number {
  const N = 2048;
  const hop = Math.max(N, Math.round(sr / 2));
  const bins = N / 2;
  const mag = new Float64Array(bins);
  const cos = new Float64Array(N);
  const sin = new Float64Array(N);
  for (let k = 0; k < N; k++) {
    cos[k] = Math.cos((2 * Math.PI * k) / N);
    sin[k] = Math.sin((2 * Math.PI * k) / N);
  }
  const frame = new Float64Array(N);
  // A plain DFT on a coarse bin grid (every 4th bin) is plenty for a centroid and needs no FFT code.
  for (let start = from; start + N <= to; start += hop) {
    for (let i = 0; i < N; i++) frame[i] = x[start + i] * (0.5 - 0.5 * cos[i]);
    for (let b = 1; b < bins; b += 4) {
      let re = 0;
      let im = 0;
      for (let i = 0, idx = 0; i < N; i++, idx = (idx + b) & (N - 1)) {
        re += frame[i] * cos[idx];
        im -= frame[i] * sin[idx];
      }
      mag[b] += Math.hypot(re, im);
    }
  }
  let num = 0;
  let den = 0;
  for (let b = 1; b < bins; b += 4) {
    num += mag[b] * ((b * sr) / N);
    den += mag[b];
  }
  return den > 0 ? num / den : 0;
}

export function analyseTrack(pcm: Pcm, sections: SectionSpan[]): TrackStats {
  const { left, right, sampleRate: sr } = pcm;
  let peak = 0;
  let sum = 0;
  for (let i = 0; i < left.length; i++) {
    peak = Math.max(peak, Math.abs(left[i]), Math.abs(right[i]));
    sum += left[i] + right[i];
  }
  const mono = new Float32Array(left.length);
  for (let i = 0; i < mono.length; i++) mono[i] = (left[i] + right[i]) / 2;
  const stats: SectionStats[] = sections.map((s) => {
    const from = Math.round(s.startSec * sr);
    const to = Math.min(mono.length, Math.round(s.endSec * sr));
    let e = 0;
    for (let i = from; i < to; i++) e += mono[i] * mono[i];
    const rms = Math.sqrt(e / Math.max(1, to - from));
    return {
      kind: s.kind,
      startSec: s.startSec,
      endSec: s.endSec,
      rmsDb: 20 * Math.log10(rms || 1e-9),
      centroidHz: centroid(mono, from, to, sr),
    };
  });
  return { peak, dcOffset: sum / (2 * left.length), sections: stats };
}
