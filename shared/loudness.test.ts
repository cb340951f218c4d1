import { describe, expect, it } from 'vitest';
import { loudnessGainDb, MAX_BOOST_DB, TARGET_LUFS, TRUE_PEAK_CEILING_DBTP } from './loudness.ts';

describe('loudnessGainDb', () => {
  it('brings a track to -16 LUFS', () => {
    expect(TARGET_LUFS).toBe(-16);
    expect(loudnessGainDb(-10, -4)).toBe(-6);
    expect(loudnessGainDb(-20, -8)).toBe(4);
    expect(loudnessGainDb(-16, -3)).toBe(0);
  });

  it('keeps the true peak at or under -1 dBTP after the gain', () => {
    expect(TRUE_PEAK_CEILING_DBTP).toBe(-1);
    // -20 LUFS wants +4 dB, but a -3 dBTP peak allows only +2.
    expect(loudnessGainDb(-20, -3)).toBe(2);
    // A loud master peaking over full scale is turned down further than its loudness alone asks.
    expect(loudnessGainDb(-12, 1.5)).toBe(-4);
    expect(loudnessGainDb(-9, 2)).toBe(-7);
    for (const [lufs, peak] of [
      [-30, -0.1],
      [-14, 0.8],
      [-23, -12],
    ])
      expect(peak + loudnessGainDb(lufs, peak)).toBeLessThanOrEqual(TRUE_PEAK_CEILING_DBTP + 0.005);
  });

  it('boosts a very quiet track by at most 12 dB', () => {
    expect(loudnessGainDb(-45, -30)).toBe(MAX_BOOST_DB);
  });

  it('is 0 when the loudness is unknown', () => {
    expect(loudnessGainDb(null, null)).toBe(0);
    expect(loudnessGainDb(null, -3)).toBe(0);
    expect(loudnessGainDb(-Infinity, -Infinity)).toBe(0);
    // A measured loudness without a peak: the loudness alone decides.
    expect(loudnessGainDb(-18, null)).toBe(2);
  });

  it('rounds to hundredths of a dB', () => {
    expect(loudnessGainDb(-16.123, -5)).toBe(0.12);
    expect(Object.is(loudnessGainDb(-16.001, -5), 0)).toBe(true);
  });
});
