/** The master bus: rumble high-pass, gentle saturation, the arrangement's low-pass, peak normalisation. */
import { TWO_PI, biquad } from './dsp.ts';

/** x·(27+x²)/(27+9x²): a cheap tanh, accurate enough for gentle saturation. */
export function softClip(x: number): number {
  if (x > 3) return 1;
  if (x < -3) return -1;
  const x2 = x * x;
  return (x * (27 + x2)) / (27 + 9 * x2);
}

export interface Cutoff {
  t: number[];
  hz: number[];
}

/** DC/rumble high-pass, saturation, then a resonant low-pass whose cutoff follows the arrangement. */
export function master(buf: Float32Array, sr: number, inGain: number, drive: number, cutoff: Cutoff): void {
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

export function peakOf(l: Float32Array, r: Float32Array): number {
  let m = 0;
  for (let i = 0; i < l.length; i++) {
    const a = Math.abs(l[i]);
    const b = Math.abs(r[i]);
    if (a > m) m = a;
    if (b > m) m = b;
  }
  return m;
}

export function scale(l: Float32Array, r: Float32Array, g: number): void {
  for (let i = 0; i < l.length; i++) {
    l[i] *= g;
    r[i] *= g;
  }
}

export const TARGET_PEAK = Math.pow(10, -1 / 20);
