/**
 * Loudness meter: integrated loudness (ITU-R BS.1770-4, gated as EBU R128 prescribes) and true peak
 * (BS.1770-4 Annex 2, 4× polyphase oversampling). Written here rather than taken from npm: see decision 0046.
 *
 * It streams: `createLoudnessMeter` takes audio in chunks of any size and keeps only the filter states, the last
 * few samples and one number per 100 ms (about 140 kB for an hour), so a long upload can be measured while it is
 * decoded. `measureLoudness` is the one-shot form for audio already in memory.
 */

export interface LoudnessResult {
  /** Integrated loudness in LUFS; `-Infinity` when no 400 ms block passes the gates (silence, or under 0.4 s). */
  integratedLufs: number;
  /** Highest absolute value of the 4× oversampled signal over all channels, in dBTP; `-Infinity` for silence. */
  truePeakDbtp: number;
}

export interface LoudnessMeter {
  /** Adds the next samples; one array per channel, all the same length (any length, 0 included). */
  push(channels: readonly Float32Array[]): void;
  result(): LoudnessResult;
}

/** The stages of the K-weighting pre-filter for any sample rate (bilinear transform of the analogue prototypes). */
export function kWeightingCoefficients(sampleRate: number): { b: number[]; a: number[] }[] {
  // Stage 1: the high shelf modelling the head (+4 dB above about 1.7 kHz).
  let f0 = 1681.974450955533;
  const gainDb = 3.999843853973347;
  let q = 0.7071752369554196;
  let k = Math.tan((Math.PI * f0) / sampleRate);
  const vh = 10 ** (gainDb / 20);
  const vb = vh ** 0.4996667741545416;
  let a0 = 1 + k / q + k * k;
  const shelf = {
    b: [(vh + (vb * k) / q + k * k) / a0, (2 * (k * k - vh)) / a0, (vh - (vb * k) / q + k * k) / a0],
    a: [1, (2 * (k * k - 1)) / a0, (1 - k / q + k * k) / a0],
  };
  // Stage 2: the RLB high pass (about 38 Hz).
  f0 = 38.13547087602444;
  q = 0.5003270373238773;
  k = Math.tan((Math.PI * f0) / sampleRate);
  a0 = 1 + k / q + k * k;
  const highPass = { b: [1, -2, 1], a: [1, (2 * (k * k - 1)) / a0, (1 - k / q + k * k) / a0] };
  return [shelf, highPass];
}

/**
 * BS.1770-4 Annex 2's interpolating filter (order 48, 4 phases of 12 taps). Phases 2 and 3 are phases 1 and 0
 * reversed (the prototype is symmetric), so only two are written out.
 */
const PHASE_0 = [
  0.001708984375, 0.010986328125, -0.0196533203125, 0.033203125, -0.0594482421875, 0.1373291015625, 0.97216796875,
  -0.102294921875, 0.047607421875, -0.026611328125, 0.014892578125, -0.00830078125,
];
const PHASE_1 = [
  -0.0291748046875, 0.029296875, -0.0517578125, 0.089111328125, -0.16650390625, 0.465087890625, 0.77978515625,
  -0.2003173828125, 0.1015625, -0.0582275390625, 0.0330810546875, -0.0189208984375,
];
export const TRUE_PEAK_PHASES: readonly (readonly number[])[] = [
  PHASE_0,
  PHASE_1,
  [...PHASE_1].reverse(),
  [...PHASE_0].reverse(),
];
const TAPS = 12;
/** No interpolated value exceeds the largest absolute input among its taps times this (the largest sum of a phase's
 * absolute coefficients, about 2.02), with a margin far above the rounding of the sums. */
const INTERPOLATION_GAIN_BOUND =
  Math.max(1, ...TRUE_PEAK_PHASES.map((phase) => phase.reduce((sum, k) => sum + Math.abs(k), 0))) * (1 + 1e-9);
/** Samples per block of the true-peak search (about 12 ms at 44.1 kHz). */
const PEAK_BLOCK = 512;

const ABSOLUTE_GATE_LUFS = -70;
const RELATIVE_GATE_LU = -10;

/** BS.1770-4's channel weights: 1 for the front channels, 1.41 for the surrounds, 0 for the LFE (5.1 order). */
function channelWeights(channelCount: number): number[] {
  if (channelCount === 6) return [1, 1, 1, 0, 1.41, 1.41];
  if (channelCount === 5) return [1, 1, 1, 1.41, 1.41];
  return Array.from({ length: channelCount }, () => 1);
}

const lufsOfPower = (power: number) => -0.691 + 10 * Math.log10(power);

/**
 * The highest absolute value among `samples` and their 4× interpolation. `history` holds the previous TAPS - 1
 * samples (oldest first) and is updated. Unrolled over the 12 taps: a loop over coefficient arrays runs several
 * times slower here, and this is the meter's hot path (48 multiply-adds per sample).
 */
function oversampledPeak(samples: Float32Array, history: Float64Array): number {
  const [a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11] = PHASE_0;
  const [b0, b1, b2, b3, b4, b5, b6, b7, b8, b9, b10, b11] = PHASE_1;
  // x0 is the newest sample, x11 the oldest.
  let [x11, x10, x9, x8, x7, x6, x5, x4, x3, x2, x1] = history;
  let x0 = 0;
  let max = 0;
  for (let i = 0; i < samples.length; i++) {
    x0 = samples[i];
    const v0 =
      a0 * x0 +
      a1 * x1 +
      a2 * x2 +
      a3 * x3 +
      a4 * x4 +
      a5 * x5 +
      a6 * x6 +
      a7 * x7 +
      a8 * x8 +
      a9 * x9 +
      a10 * x10 +
      a11 * x11;
    const v1 =
      b0 * x0 +
      b1 * x1 +
      b2 * x2 +
      b3 * x3 +
      b4 * x4 +
      b5 * x5 +
      b6 * x6 +
      b7 * x7 +
      b8 * x8 +
      b9 * x9 +
      b10 * x10 +
      b11 * x11;
    const v2 =
      b11 * x0 +
      b10 * x1 +
      b9 * x2 +
      b8 * x3 +
      b7 * x4 +
      b6 * x5 +
      b5 * x6 +
      b4 * x7 +
      b3 * x8 +
      b2 * x9 +
      b1 * x10 +
      b0 * x11;
    const v3 =
      a11 * x0 +
      a10 * x1 +
      a9 * x2 +
      a8 * x3 +
      a7 * x4 +
      a6 * x5 +
      a5 * x6 +
      a4 * x7 +
      a3 * x8 +
      a2 * x9 +
      a1 * x10 +
      a0 * x11;
    const m = Math.max(Math.abs(x0), Math.abs(v0), Math.abs(v1), Math.abs(v2), Math.abs(v3));
    if (m > max) max = m;
    x11 = x10;
    x10 = x9;
    x9 = x8;
    x8 = x7;
    x7 = x6;
    x6 = x5;
    x5 = x4;
    x4 = x3;
    x3 = x2;
    x2 = x1;
    x1 = x0;
  }
  history.set([x11, x10, x9, x8, x7, x6, x5, x4, x3, x2, x1]);
  return max;
}

export function createLoudnessMeter(sampleRate: number, channelCount: number): LoudnessMeter {
  if (!(sampleRate > 0) || !Number.isInteger(channelCount) || channelCount < 1) {
    throw new RangeError(`cannot meter ${channelCount} channel(s) at ${sampleRate} Hz`);
  }
  const [shelf, highPass] = kWeightingCoefficients(sampleRate);
  const weights = channelWeights(channelCount);
  // Gating blocks are 400 ms long and start every 100 ms (75 % overlap): the meter sums the weighted,
  // K-filtered energy of each 100 ms segment and a block is four consecutive segments.
  const segmentLength = Math.max(1, Math.round(sampleRate / 10));
  const blockLength = 4 * segmentLength;
  // Per channel: [x1, x2, y1, y2] of the shelf, then [y1, y2] of the high pass (its input is the shelf's output).
  const filterState = Array.from({ length: channelCount }, () => new Float64Array(6));
  // Per channel: the last TAPS - 1 input samples, oldest first, for the interpolating filter.
  const history = Array.from({ length: channelCount }, () => new Float64Array(TAPS - 1));
  let segmentEnergy = 0;
  let segmentFill = 0;
  const recentSegments: number[] = [];
  let blockPowers = new Float64Array(1024);
  let blockCount = 0;
  let peak = 0;

  function filterStretch(channel: Float32Array, c: number, from: number, to: number): number {
    const s = filterState[c];
    const [sb0, sb1, sb2] = shelf.b;
    const [, sa1, sa2] = shelf.a;
    const [, ha1, ha2] = highPass.a;
    let [x1, x2, y1, y2, z1, z2] = s;
    let energy = 0;
    for (let i = from; i < to; i++) {
      const x = channel[i];
      const y = sb0 * x + sb1 * x1 + sb2 * x2 - sa1 * y1 - sa2 * y2;
      x2 = x1;
      x1 = x;
      // High pass b = [1, -2, 1] on the shelf's output y (y1, y2 are its previous outputs).
      const z = y - 2 * y1 + y2 - ha1 * z1 - ha2 * z2;
      y2 = y1;
      y1 = y;
      z2 = z1;
      z1 = z;
      energy += z * z;
    }
    s[0] = x1;
    s[1] = x2;
    s[2] = y1;
    s[3] = y2;
    s[4] = z1;
    s[5] = z2;
    return energy;
  }

  /** The true peak of `channel`'s next samples, by blocks: a block whose samples (and the TAPS - 1 before it) are
   * too quiet to beat the peak found so far, even at the interpolator's largest gain, is not interpolated. The
   * result is the same as interpolating everything; a mastered track spends most blocks well under its peak, so
   * this is a few times faster (the catalogue's render measures every track once or twice; issue 24). */
  function truePeakOf(channel: Float32Array, c: number): void {
    const h = history[c];
    for (let from = 0; from < channel.length; from += PEAK_BLOCK) {
      const to = Math.min(channel.length, from + PEAK_BLOCK);
      let loudest = 0;
      for (let i = from; i < to; i++) {
        const a = Math.abs(channel[i]);
        if (a > loudest) loudest = a;
      }
      for (let j = 0; j < TAPS - 1; j++) {
        const a = Math.abs(h[j]);
        if (a > loudest) loudest = a;
      }
      if (loudest * INTERPOLATION_GAIN_BOUND > peak) {
        peak = Math.max(peak, oversampledPeak(channel.subarray(from, to), h));
      } else if (to - from >= TAPS - 1) {
        // What oversampledPeak leaves in the history: the last TAPS - 1 samples, oldest first.
        h.set(channel.subarray(to - (TAPS - 1), to));
      } else {
        h.copyWithin(0, to - from);
        h.set(channel.subarray(from, to), TAPS - 1 - (to - from));
      }
    }
  }

  function closeSegment(): void {
    recentSegments.push(segmentEnergy);
    if (recentSegments.length > 4) recentSegments.shift();
    segmentEnergy = 0;
    segmentFill = 0;
    if (recentSegments.length < 4) return;
    if (blockCount === blockPowers.length) {
      const grown = new Float64Array(blockPowers.length * 2);
      grown.set(blockPowers);
      blockPowers = grown;
    }
    blockPowers[blockCount++] =
      (recentSegments[0] + recentSegments[1] + recentSegments[2] + recentSegments[3]) / blockLength;
  }

  return {
    push(channels) {
      if (channels.length !== channelCount) {
        throw new RangeError(`expected ${channelCount} channel(s), got ${channels.length}`);
      }
      const n = channels[0].length;
      if (channels.some((ch) => ch.length !== n)) throw new RangeError('channels differ in length');
      for (let c = 0; c < channelCount; c++) truePeakOf(channels[c], c);
      let i = 0;
      while (i < n) {
        const end = Math.min(n, i + segmentLength - segmentFill);
        for (let c = 0; c < channelCount; c++) {
          const energy = filterStretch(channels[c], c, i, end);
          segmentEnergy += weights[c] * energy;
        }
        segmentFill += end - i;
        i = end;
        if (segmentFill === segmentLength) closeSegment();
      }
    },
    result() {
      const absoluteGate = 10 ** ((ABSOLUTE_GATE_LUFS + 0.691) / 10);
      let sum = 0;
      let count = 0;
      for (let j = 0; j < blockCount; j++) {
        if (blockPowers[j] > absoluteGate) {
          sum += blockPowers[j];
          count++;
        }
      }
      let integratedLufs = -Infinity;
      if (count > 0) {
        const relativeGate = (sum / count) * 10 ** (RELATIVE_GATE_LU / 10);
        let gatedSum = 0;
        let gatedCount = 0;
        for (let j = 0; j < blockCount; j++) {
          if (blockPowers[j] > absoluteGate && blockPowers[j] > relativeGate) {
            gatedSum += blockPowers[j];
            gatedCount++;
          }
        }
        integratedLufs = lufsOfPower(gatedSum / gatedCount);
      }
      return { integratedLufs, truePeakDbtp: 20 * Math.log10(peak) };
    },
  };
}

/** Measures audio already in memory: one Float32Array per channel (mono, stereo, or 5.1 in L R C LFE Ls Rs order). */
export function measureLoudness(channels: Float32Array[], sampleRate: number): LoudnessResult {
  const meter = createLoudnessMeter(sampleRate, channels.length);
  // In chunks, so the true-peak scratch buffer stays small for long tracks.
  const CHUNK = 1 << 16;
  const n = channels[0]?.length ?? 0;
  for (let i = 0; i < n; i += CHUNK) meter.push(channels.map((ch) => ch.subarray(i, Math.min(n, i + CHUNK))));
  return meter.result();
}
