/** The master bus: rumble high-pass, gentle saturation, the arrangement's low-pass; loudness mastering. */
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

// Loudness mastering (issue 17): every track at the same integrated loudness, true peak under a ceiling.

/** EBU R128's streaming target: every generated track plays at −16 LUFS integrated… */
export const TARGET_LUFS = -16;
/** …with its true peak at most −1 dBTP; the limiter aims lower so the MP3 encoder's overshoot stays under it. */
export const MAX_TRUE_PEAK_DBTP = -1;
const LIMITER_CEILING_DBTP = -1.8;

const dbToGain = (db: number): number => Math.pow(10, db / 20);

/**
 * A look-ahead peak limiter (applied in place): the gain reaches its minimum before each peak (a sliding minimum over
 * the look-ahead window), recovers with an exponential release, and is smoothed by a box filter as long as the
 * look-ahead, so it never steps and is always at or under the gain each sample needs to stay under `ceiling`.
 */
export function limit(l: Float32Array, r: Float32Array, sr: number, ceiling: number, releaseSec = 0.12): number {
  const n = l.length;
  const la = Math.max(1, Math.round(0.0015 * sr));
  const needAt = (i: number): number => {
    const a = Math.max(Math.abs(l[i]), Math.abs(r[i]));
    return Math.fround(a > ceiling ? ceiling / a : 1);
  };
  let least = 1;
  for (let i = 0; i < n; i++) {
    const v = needAt(i);
    if (v < least) least = v;
  }
  // Nothing reaches the ceiling: the limiter would be a no-op.
  if (least === 1) return 1;
  // Streaming, in rings a little longer than the look-ahead (a 5-minute track needs no track-long buffers): the
  // sliding minimum of need[i .. i+la] (a monotonic deque of indices), then the release, then a box filter.
  let size = 4;
  while (size < la + 2) size <<= 1;
  const mask = size - 1;
  const need = new Float32Array(size);
  const gain = new Float32Array(size);
  const dq = new Int32Array(size);
  let head = 0;
  let tail = 0;
  let next = 0;
  const rel = 1 - Math.exp(-1 / (releaseSec * sr));
  let g = 1;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const last = Math.min(n - 1, i + la);
    for (; next <= last; next++) {
      const v = needAt(next);
      need[next & mask] = v;
      while (tail > head && need[dq[(tail - 1) & mask] & mask] >= v) tail--;
      dq[tail++ & mask] = next;
    }
    while (dq[head & mask] < i) head++;
    const target = need[dq[head & mask] & mask];
    g = target < g ? target : g + (1 - g) * rel;
    if (g > target) g = target;
    gain[i & mask] = g;
    // Box filter over the look-ahead: each sample's gain is a mean of gains that were all at or under its need.
    sum += gain[i & mask];
    if (i >= la) sum -= gain[(i - la) & mask];
    const sm = i >= la ? sum / la : (sum + (la - 1 - i)) / la;
    l[i] *= sm;
    r[i] *= sm;
  }
  return least;
}

export interface MasteredLoudness {
  integratedLufs: number;
  truePeakDbtp: number;
  /** The gain applied before the limiter, in dB. */
  gainDb: number;
}

/**
 * Brings a finished mix to TARGET_LUFS with its true peak under the ceiling: measure, set the gain, limit, measure
 * again, and correct (the limiter takes a little loudness off the loudest mixes). In place.
 */
export function masterLoudness(
  l: Float32Array,
  r: Float32Array,
  sr: number,
  measure: (channels: Float32Array[], sampleRate: number) => { integratedLufs: number; truePeakDbtp: number },
): MasteredLoudness {
  const first = measure([l, r], sr);
  if (!Number.isFinite(first.integratedLufs)) return { ...first, gainDb: 0 };
  let gainDb = TARGET_LUFS - first.integratedLufs;
  // A gain alone moves loudness and true peak by the same number of dB: when that keeps the peak under the
  // ceiling, there is nothing to limit and nothing to measure again (the common case for these soft mixes).
  if (first.truePeakDbtp + gainDb <= LIMITER_CEILING_DBTP) {
    scale(l, r, dbToGain(gainDb));
    return { integratedLufs: TARGET_LUFS, truePeakDbtp: first.truePeakDbtp + gainDb, gainDb };
  }
  // Each pass works on the last one's output, in place (no copy of the mix: a 5-minute track is 106 MB): the
  // gain still missing, then the limiter again.
  let ceilingDb = LIMITER_CEILING_DBTP;
  let result = first;
  let appliedDb = 0;
  for (let pass = 0; pass < 4; pass++) {
    scale(l, r, dbToGain(gainDb - appliedDb));
    appliedDb = gainDb;
    limit(l, r, sr, dbToGain(ceilingDb));
    result = measure([l, r], sr);
    const off = TARGET_LUFS - result.integratedLufs;
    const over = result.truePeakDbtp - LIMITER_CEILING_DBTP;
    if (Math.abs(off) <= 0.2 && over <= 0.05) break;
    gainDb += off;
    if (over > 0.05) ceilingDb -= over + 0.05;
  }
  return { ...result, gainDb };
}
