/**
 * A look-ahead true-peak limiter for the soundscape bus: layers add up without clipping, and the output's true
 * peak stays under −1 dBTP.
 *
 * Detection: each channel's inter-sample peak through BS.1770-4 Annex 2's 4× interpolating filter (the filter the
 * project's meter measures true peak with), so the limiter sees what the meter sees. Per sample, the gain that
 * keeps the peak at the ceiling is t = min(1, ceiling / peak). The applied gain is the moving average (over L
 * samples) of the minimum of t over a window of L samples, released slowly upwards. Every value averaged for a
 * sample is a minimum over a window that contains that sample's detection, so the gain never lets it through
 * above the ceiling, and the average makes every gain change a ramp of L samples (no click). The output is
 * delayed by L + 5 samples (about 1.6 ms at 48 kHz).
 */
export const LIMITER_CEILING_DBTP = -1.3;

// BS.1770-4 Annex 2, phases 0 and 1 (phases 2 and 3 are them reversed).
const P0 = [
  0.001708984375, 0.010986328125, -0.0196533203125, 0.033203125, -0.0594482421875, 0.1373291015625, 0.97216796875,
  -0.102294921875, 0.047607421875, -0.026611328125, 0.014892578125, -0.00830078125,
];
const P1 = [
  -0.0291748046875, 0.029296875, -0.0517578125, 0.089111328125, -0.16650390625, 0.465087890625, 0.77978515625,
  -0.2003173828125, 0.1015625, -0.0582275390625, 0.0330810546875, -0.0189208984375,
];
const TAPS = 12;
/** The filter's centre lies between taps 5 and 6: a detection at input i is about sample i − 6. */
const DETECTION_DELAY = 6;

/**
 * The highest absolute value of the four interpolated phases over 12 samples: `h[at]` … `h[at + 11]`, oldest
 * first (`h` holds its ring of 12 twice over, so the window is read without wrapping).
 */
function interSamplePeak(h: Float64Array, at: number): number {
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  for (let k = 0; k < TAPS; k++) {
    const x = h[at + k];
    a += P0[k] * x;
    b += P1[k] * x;
    c += P1[TAPS - 1 - k] * x;
    d += P0[TAPS - 1 - k] * x;
  }
  return Math.max(Math.abs(a), Math.abs(b), Math.abs(c), Math.abs(d), Math.abs(h[at + TAPS - 1]));
}

/**
 * No phase's output can exceed the largest sum of its taps' magnitudes times the largest input magnitude in the
 * window. So while every sample of a window is below `ceiling / QUIET_BOUND`, its inter-sample peak is below the
 * ceiling and the detection's answer is 1 without computing it: the soundscape's layers play at about −30 LUFS
 * each, so this is almost always, and the detection was most of the soundscape's DSP time (issue 28). The bound is
 * taken 0.1 % high, far above the rounding of twelve products, so the answer is the same bit for bit.
 */
const QUIET_BOUND =
  Math.max(
    P0.reduce((sum, tap) => sum + Math.abs(tap), 0),
    P1.reduce((sum, tap) => sum + Math.abs(tap), 0),
  ) * 1.001;

export class Limiter {
  private readonly size: number;
  private readonly ceiling = 10 ** (LIMITER_CEILING_DBTP / 20);
  private readonly release: number;
  private readonly delay: number;
  // Delay lines for the two channels, the detectors' histories, and the last L released minima (for the average).
  private readonly dl: Float64Array;
  private readonly dr: Float64Array;
  // Each history is a ring of 12 kept twice (slots h and h + 12), so a window is 12 consecutive slots.
  private readonly hl = new Float64Array(2 * TAPS);
  private readonly hr = new Float64Array(2 * TAPS);
  /** Samples in the two histories at or above the quiet level (0: the detection's answer is 1). */
  private loud = 0;
  private readonly quiet: number;
  private readonly held: Float64Array;
  // A monotonic deque of (index, t) for the sliding minimum.
  private readonly qIndex: Float64Array;
  private readonly qValue: Float64Array;
  private qHead = 0;
  private qTail = 0;
  private index = 0;
  private released = 1;
  private sum: number;
  /** The gain applied to the last output sample (for tests and a meter). */
  gain = 1;

  constructor(sampleRate: number, lookaheadS = 0.001, releaseS = 0.25) {
    this.size = Math.max(8, Math.round(lookaheadS * sampleRate));
    this.delay = this.size + DETECTION_DELAY - 1;
    this.release = 1 - Math.exp(-1 / (releaseS * sampleRate));
    this.dl = new Float64Array(this.delay + 1);
    this.dr = new Float64Array(this.delay + 1);
    this.held = new Float64Array(this.size).fill(1);
    this.sum = this.size;
    this.qIndex = new Float64Array(this.size + 1);
    this.qValue = new Float64Array(this.size + 1);
    this.quiet = this.ceiling / QUIET_BOUND;
  }

  /** Output samples lag input samples by this many. */
  get latency(): number {
    return this.delay;
  }

  /** Limits `n` samples of both channels in place. */
  process(left: Float32Array, right: Float32Array, n: number): void {
    const size = this.size;
    const cap = size + 1;
    const lineLength = this.delay + 1;
    for (let i = 0; i < n; i++) {
      const xl = left[i];
      const xr = right[i];
      const idx = this.index++;
      const h = idx % TAPS;
      const quiet = this.quiet;
      this.loud +=
        (Math.abs(xl) >= quiet ? 1 : 0) +
        (Math.abs(xr) >= quiet ? 1 : 0) -
        (Math.abs(this.hl[h]) >= quiet ? 1 : 0) -
        (Math.abs(this.hr[h]) >= quiet ? 1 : 0);
      this.hl[h] = this.hl[h + TAPS] = xl;
      this.hr[h] = this.hr[h + TAPS] = xr;
      let t = 1;
      if (this.loud > 0) {
        // The oldest of the 12 is at h + 1.
        const peak = Math.max(interSamplePeak(this.hl, h + 1), interSamplePeak(this.hr, h + 1));
        if (peak > this.ceiling) t = this.ceiling / peak;
      }
      // Sliding minimum over the last `size` detections.
      while (this.qTail !== this.qHead && this.qValue[(this.qTail + cap - 1) % cap] >= t)
        this.qTail = (this.qTail + cap - 1) % cap;
      this.qIndex[this.qTail] = idx;
      this.qValue[this.qTail] = t;
      this.qTail = (this.qTail + 1) % cap;
      while (this.qIndex[this.qHead] <= idx - size) this.qHead = (this.qHead + 1) % cap;
      const m = this.qValue[this.qHead];
      // Release upwards slowly, never above the minimum.
      const r = Math.min(m, this.released + (1 - this.released) * this.release);
      this.released = r;
      const slot = idx % size;
      this.sum += r - this.held[slot];
      this.held[slot] = r;
      const g = this.sum / size;
      // The sample `delay` inputs ago: its detection (DETECTION_DELAY later) is in every averaged window.
      const writeSlot = idx % lineLength;
      const readSlot = (idx + 1) % lineLength;
      const ol = this.dl[readSlot];
      const or = this.dr[readSlot];
      this.dl[writeSlot] = xl;
      this.dr[writeSlot] = xr;
      this.gain = g;
      left[i] = ol * g;
      right[i] = or * g;
    }
  }
}
