import { describe, expect, it } from 'vitest';
import {
  createLoudnessMeter,
  kWeightingCoefficients,
  measureLoudness,
  TRUE_PEAK_PHASES,
} from '../../src/media/loudness.ts';

/**
 * A sine whose peak amplitude is `dbfs` (as EBU Tech 3341 specifies its test tones). `fadeIn` seconds of raised
 * cosine at the start: a tone that starts abruptly is a step, and a step's reconstruction really does overshoot,
 * which the true-peak cases must not measure.
 */
function sine(
  frequency: number,
  dbfs: number,
  seconds: number,
  sampleRate: number,
  phase = 0,
  fadeIn = 0,
): Float32Array {
  const amplitude = 10 ** (dbfs / 20);
  const out = new Float32Array(Math.round(seconds * sampleRate));
  const fadeLength = Math.round(fadeIn * sampleRate);
  for (let i = 0; i < out.length; i++) {
    const fade = i < fadeLength ? 0.5 - 0.5 * Math.cos((Math.PI * i) / fadeLength) : 1;
    out[i] = fade * amplitude * Math.sin((2 * Math.PI * frequency * i) / sampleRate + phase);
  }
  return out;
}

/** Tones (or silence, `dbfs` null) one after the other, as the gating cases of Tech 3341 are built. */
function sequence(parts: [dbfs: number | null, seconds: number][], sampleRate: number): Float32Array {
  const pieces = parts.map(([dbfs, seconds]) =>
    dbfs === null ? new Float32Array(Math.round(seconds * sampleRate)) : sine(1000, dbfs, seconds, sampleRate),
  );
  const out = new Float32Array(pieces.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of pieces) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

describe('measureLoudness: integrated loudness (ITU-R BS.1770-4, EBU R128 gating)', () => {
  for (const rate of [44100, 48000]) {
    it(`reads a 1 kHz sine at -20 dBFS as -23.0 LUFS mono and -20.0 LUFS stereo at ${rate} Hz`, () => {
      const tone = sine(1000, -20, 10, rate);
      expect(measureLoudness([tone], rate).integratedLufs).toBeCloseTo(-23.0, 1);
      expect(Math.abs(measureLoudness([tone], rate).integratedLufs + 23)).toBeLessThanOrEqual(0.1);
      expect(Math.abs(measureLoudness([tone, tone], rate).integratedLufs + 20)).toBeLessThanOrEqual(0.1);
    });
  }

  it('follows the level: a sine 10 dB quieter reads 10 LU lower (Tech 3341 cases 1 and 2)', () => {
    const rate = 48000;
    const at23 = sine(1000, -23, 20, rate);
    const at33 = sine(1000, -33, 20, rate);
    expect(measureLoudness([at23, at23], rate).integratedLufs).toBeCloseTo(-23.0, 1);
    expect(measureLoudness([at33, at33], rate).integratedLufs).toBeCloseTo(-33.0, 1);
  });

  it('weights K: a 100 Hz tone reads lower and a 4 kHz tone higher than 1 kHz at the same level', () => {
    const rate = 48000;
    const at = (f: number) => measureLoudness([sine(f, -20, 5, rate)], rate).integratedLufs;
    // The K-weighting curve's gain (Tables 1 and 2 at 48 kHz) is -1.13 dB at 100 Hz, +0.70 dB at 1 kHz and
    // +3.97 dB at 4 kHz; the unweighted tone reads -0.691 + 10 log10(0.1² / 2) = -23.70 LUFS.
    expect(Math.abs(at(100) - (-23.7 - 1.13))).toBeLessThanOrEqual(0.1);
    expect(Math.abs(at(1000) - (-23.7 + 0.7))).toBeLessThanOrEqual(0.1);
    expect(Math.abs(at(4000) - (-23.7 + 3.97))).toBeLessThanOrEqual(0.1);
    // The RLB high pass: 20 Hz is far down (-13.3 dB).
    expect(at(20)).toBeLessThan(-35);
  });

  it("gates out silence: silence around a tone leaves the reading at the tone's -23.0 LUFS", () => {
    const rate = 44100;
    const withSilence = sequence(
      [
        [null, 20],
        [-20, 30],
        [null, 20],
      ],
      rate,
    );
    // Ungated, 40 s of silence in 70 s would take 10 log10(30 / 70) = -3.7 LU off. The blocks that straddle an
    // edge pass both gates (they are within 10 LU of the tone), which is the standard's -0.03 LU here.
    expect(Math.abs(measureLoudness([withSilence], rate).integratedLufs + 23)).toBeLessThanOrEqual(0.1);
  });

  it('applies the relative gate (Tech 3341 cases 3, 4 and 5 read -23.0 ± 0.1)', () => {
    const rate = 48000;
    const case3 = sequence(
      [
        [-36, 10],
        [-23, 60],
        [-36, 10],
      ],
      rate,
    );
    const case4 = sequence(
      [
        [-72, 10],
        [-36, 10],
        [-23, 60],
        [-36, 10],
        [-72, 10],
      ],
      rate,
    );
    const case5 = sequence(
      [
        [-26, 20],
        [-20, 20.1],
        [-26, 20],
      ],
      rate,
    );
    for (const signal of [case3, case4, case5]) {
      const lufs = measureLoudness([signal, signal], rate).integratedLufs;
      expect(Math.abs(lufs + 23)).toBeLessThanOrEqual(0.1);
    }
    // Without the relative gate case 3 would read well under -23 (the -36 dBFS parts pull the mean down):
    // the reading must be the gated one, not an average that happens to be close.
    const quietOnly = sequence([[-36, 20]], rate);
    expect(measureLoudness([quietOnly, quietOnly], rate).integratedLufs).toBeCloseTo(-36.0, 1);
  });

  it('weights 5.0 surround channels by 1.41 (Tech 3341 case 6 reads -23.0)', () => {
    const rate = 48000;
    const front = sine(1000, -28, 10, rate);
    const centre = sine(1000, -24, 10, rate);
    const surround = sine(1000, -30, 10, rate);
    const lufs = measureLoudness([front, front, centre, surround, surround], rate).integratedLufs;
    expect(Math.abs(lufs + 23)).toBeLessThanOrEqual(0.1);
  });

  it('reads silence, and audio shorter than one 400 ms block, as -Infinity', () => {
    expect(measureLoudness([new Float32Array(48000)], 48000).integratedLufs).toBe(-Infinity);
    expect(measureLoudness([sine(1000, -20, 0.39, 48000)], 48000).integratedLufs).toBe(-Infinity);
    expect(measureLoudness([new Float32Array(48000)], 48000).truePeakDbtp).toBe(-Infinity);
    expect(measureLoudness([sine(1000, -20, 0.5, 48000)], 48000).integratedLufs).toBeCloseTo(-23, 0);
  });

  it('gives the same result whatever the chunk sizes it is fed in', () => {
    const rate = 44100;
    const left = sequence(
      [
        [-30, 3],
        [-18, 4],
        [null, 1],
      ],
      rate,
    );
    const right = sine(330, -24, left.length / rate, rate, 1);
    const whole = measureLoudness([left, right], rate);
    const meter = createLoudnessMeter(rate, 2);
    const sizes = [1, 7, 0, 4409, 4411, 12345, 100_000];
    let at = 0;
    for (let k = 0; at < left.length; k++) {
      const end = Math.min(left.length, at + sizes[k % sizes.length]);
      meter.push([left.subarray(at, end), right.subarray(at, end)]);
      at = end;
    }
    const chunked = meter.result();
    expect(chunked.integratedLufs).toBeCloseTo(whole.integratedLufs, 9);
    expect(chunked.truePeakDbtp).toBeCloseTo(whole.truePeakDbtp, 9);
  });

  it('derives the K-weighting filter of BS.1770-4 Tables 1 and 2 at 48 kHz', () => {
    const [shelf, highPass] = kWeightingCoefficients(48000);
    const table1 = {
      b: [1.53512485958697, -2.69169618940638, 1.19839281085285],
      a: [1, -1.69065929318241, 0.73248077421585],
    };
    const table2 = { b: [1, -2, 1], a: [1, -1.99004745483398, 0.99007225036621] };
    for (const [got, want] of [
      [shelf, table1],
      [highPass, table2],
    ] as const) {
      got.b.forEach((v, i) => expect(v).toBeCloseTo(want.b[i], 10));
      got.a.forEach((v, i) => expect(v).toBeCloseTo(want.a[i], 10));
    }
  });

  it('refuses inconsistent input', () => {
    expect(() => createLoudnessMeter(0, 2)).toThrow(RangeError);
    expect(() => createLoudnessMeter(48000, 0)).toThrow(RangeError);
    const meter = createLoudnessMeter(48000, 2);
    expect(() => meter.push([new Float32Array(10)])).toThrow(RangeError);
    expect(() => meter.push([new Float32Array(10), new Float32Array(9)])).toThrow(RangeError);
  });
});

describe('measureLoudness: true peak (BS.1770-4 Annex 2, 4× oversampling)', () => {
  const rate = 48000;
  const dbOf = (x: number) => 20 * Math.log10(x);
  const samplePeak = (x: Float32Array) => x.reduce((m, v) => Math.max(m, Math.abs(v)), 0);

  it('uses a symmetric interpolating filter whose phases each pass DC within 0.25 dB', () => {
    expect(TRUE_PEAK_PHASES).toHaveLength(4);
    for (const phase of TRUE_PEAK_PHASES) {
      expect(phase).toHaveLength(12);
      // The Annex's table: phases 0 and 3 sum to 1.0016, phases 1 and 2 to 0.9730.
      expect(Math.abs(20 * Math.log10(phase.reduce((s, v) => s + v, 0)))).toBeLessThan(0.25);
    }
    expect([...TRUE_PEAK_PHASES[3]].reverse()).toEqual(TRUE_PEAK_PHASES[0]);
    expect([...TRUE_PEAK_PHASES[2]].reverse()).toEqual(TRUE_PEAK_PHASES[1]);
  });

  // EBU Tech 3341 cases 15 to 19: the samples miss the crest of the wave; a sample-peak meter under-reads by up
  // to 3 dB while a true-peak meter must read the sine's level within +0.2 / -0.4 dB.
  const cases: [name: string, frequency: number, phaseDeg: number, dbfs: number][] = [
    ['15: fs/4 at 0°', rate / 4, 0, -6],
    ['16: fs/4 at 45°', rate / 4, 45, -6],
    ['17: fs/6 at 60°', rate / 6, 60, -6],
    ['18: fs/8 at 67.5°', rate / 8, 67.5, -6],
    ['19: fs/4 at 45°, +3 dBTP', rate / 4, 45, 3],
  ];
  for (const [name, frequency, phaseDeg, dbfs] of cases) {
    it(`reads Tech 3341 case ${name} within +0.2 / -0.4 dB`, () => {
      const x = sine(frequency, dbfs, 1, rate, (phaseDeg * Math.PI) / 180, 0.05);
      const { truePeakDbtp } = measureLoudness([x], rate);
      expect(truePeakDbtp).toBeGreaterThanOrEqual(dbfs - 0.4);
      expect(truePeakDbtp).toBeLessThanOrEqual(dbfs + 0.2);
    });
  }

  it('reads an inter-sample peak above the sample peak (fs/4 sine at 45°: samples 3 dB under the crest)', () => {
    const x = sine(rate / 4, -6, 1, rate, Math.PI / 4, 0.05);
    const { truePeakDbtp } = measureLoudness([x], rate);
    expect(dbOf(samplePeak(x))).toBeCloseTo(-9.03, 1);
    expect(truePeakDbtp - dbOf(samplePeak(x))).toBeGreaterThan(2.5);
  });

  // The meter interpolates only blocks loud enough to beat the peak found so far (issue 24): its reading must be
  // exactly what interpolating every sample gives, here computed directly from the Annex's four phases.
  it('reads exactly what interpolating every sample reads, whatever it skips and however it is fed', () => {
    const reference = (channels: Float32Array[]) => {
      let max = 0;
      for (const x of channels)
        for (let i = 0; i < x.length; i++) {
          max = Math.max(max, Math.abs(x[i]));
          for (const phase of TRUE_PEAK_PHASES) {
            let v = 0;
            for (let j = 0; j < phase.length && j <= i; j++) v += phase[j] * x[i - j];
            max = Math.max(max, Math.abs(v));
          }
        }
      return dbOf(max);
    };
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
    // Quiet noise with louder bursts here and there, in both channels.
    const make = (length: number) => {
      const x = new Float32Array(length);
      for (let i = 0; i < length; i++) x[i] = random() * (i % 9000 < 300 ? 0.3 : 0.02);
      return x;
    };
    const left = make(rate * 2);
    const right = make(rate * 2);
    // Late, after the bursts have set a peak: a few cycles of an fs/4 sine at 45° (its samples 3 dB under its crest)
    // at the very end of a 512-sample block. The interpolator's delay puts the crest it finds a few samples later,
    // in the next block, which is quiet itself.
    right.set([0.5, 0.5, -0.5, -0.5, 0.5, 0.5, -0.5, -0.5], 60 * 512 - 8);
    const expected = reference([left, right]);
    expect(expected).toBeGreaterThan(dbOf(0.5) + 2);
    expect(measureLoudness([left, right], rate).truePeakDbtp).toBe(expected);
    // Fed in uneven chunks, some shorter than the filter.
    const meter = createLoudnessMeter(rate, 2);
    const sizes = [3, 700, 1, 10, 511, 4096, 13];
    for (let at = 0, k = 0; at < left.length; k++) {
      const end = Math.min(left.length, at + sizes[k % sizes.length]);
      meter.push([left.subarray(at, end), right.subarray(at, end)]);
      at = end;
    }
    expect(meter.result().truePeakDbtp).toBe(expected);
  });

  it('takes the highest channel, and never reads under the sample peak', () => {
    const quiet = sine(997, -20, 1, rate);
    const loud = sine(997, -3, 1, rate, 0.3);
    const { truePeakDbtp } = measureLoudness([quiet, loud], rate);
    expect(truePeakDbtp).toBeGreaterThanOrEqual(dbOf(samplePeak(loud)));
    expect(truePeakDbtp).toBeLessThan(-2.9);
    const click = new Float32Array(4800);
    click[2400] = 0.5;
    expect(measureLoudness([click], rate).truePeakDbtp).toBeGreaterThanOrEqual(dbOf(0.5));
  });
});
