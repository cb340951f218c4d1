import { describe, expect, it } from 'vitest';

// Each test renders up to a minute of audio; on a busy two-core machine that alone can take several seconds.
import { createLayer, LAYER_IDS, type LayerId } from './layers.ts';
import { DEFAULT_VOLUME, RAMP_S, SoundscapeMixer } from './mixer.ts';
import { mulberry32 } from './random.ts';
import { spectralSlope } from './test-signal.ts';

function render(mixer: SoundscapeMixer, seconds: number): [Float32Array, Float32Array] {
  const n = Math.round(seconds * mixer.sampleRate);
  const l = new Float32Array(n);
  const r = new Float32Array(n);
  mixer.render(l, r, n);
  return [l, r];
}

function maxStep(x: Float32Array, from = 1, to = x.length): number {
  let m = 0;
  for (let i = Math.max(1, from); i < to; i++) m = Math.max(m, Math.abs(x[i] - x[i - 1]));
  return m;
}

function rms(x: Float32Array, from: number, to: number): number {
  let s = 0;
  for (let i = from; i < to; i++) s += x[i] * x[i];
  return Math.sqrt(s / (to - from));
}

describe('noise colours', { timeout: 120_000 }, () => {
  const expected: [LayerId, number][] = [
    ['white', 0],
    ['pink', -3],
    ['brown', -6],
  ];
  it.each(expected)('%s noise falls %d ± 1 dB per octave from 100 Hz to 5 kHz', (id, slope) => {
    const sr = 48000;
    const layer = createLayer(id, mulberry32(3), sr);
    const n = sr * 20;
    const l = new Float32Array(n);
    const r = new Float32Array(n);
    for (let i = 0; i < n; i += 128) layer.render(l.subarray(i), r.subarray(i), Math.min(128, n - i));
    expect(spectralSlope(l, sr, 100, 5000)).toBeCloseTo(slope, -0.3);
    expect(Math.abs(spectralSlope(r, sr, 100, 5000) - slope)).toBeLessThanOrEqual(1);
    expect(Math.abs(spectralSlope(l, sr, 100, 5000) - slope)).toBeLessThanOrEqual(1);
  });
});

describe('every layer', { timeout: 120_000 }, () => {
  it.each(LAYER_IDS)('%s starts, stops and changes volume without a click', (id) => {
    const sr = 48000;
    // How fast the layer's own waveform moves at full volume, once running.
    const steady = new SoundscapeMixer(sr, 5);
    steady.setLayer(id, 1);
    const [sl] = render(steady, 2);
    // The same seed: the parts below are this waveform under the gain ramps.
    const natural = maxStep(sl);

    const mixer = new SoundscapeMixer(sr, 5);
    mixer.setLayer(id, 1);
    const [on] = render(mixer, 0.5);
    mixer.setLayer(id, 0.2);
    const [down] = render(mixer, 0.5);
    mixer.setLayer(id, 1);
    const [up] = render(mixer, 0.5);
    mixer.setLayer(id, 0);
    const [off] = render(mixer, 0.5);
    for (const part of [on, down, up]) expect(maxStep(part)).toBeLessThanOrEqual(natural * 1.5);
    expect(maxStep(off)).toBeLessThanOrEqual(natural * 1.5);
    // Off means silence once the ramp is over.
    expect(rms(off, Math.round(RAMP_S * sr) + 200, off.length)).toBe(0);
  });
});

describe('ramps', { timeout: 120_000 }, () => {
  it('a layer fades in over at least 20 ms', () => {
    const sr = 48000;
    const mixer = new SoundscapeMixer(sr, 9);
    mixer.setLayer('white', 1);
    const [l] = render(mixer, 0.2);
    const ms = sr / 1000;
    const full = rms(l, 100 * ms, 200 * ms);
    // The limiter's 1.5 ms delay aside, the first 5 ms are under half the level, and 20 ms in it is not there yet.
    expect(rms(l, 0, 5 * ms)).toBeLessThan(full * 0.5);
    expect(rms(l, 15 * ms, 20 * ms)).toBeLessThan(full * 0.95);
    expect(rms(l, 40 * ms, 60 * ms)).toBeGreaterThan(full * 0.9);
  });

  it('the bus fades to silence over the time asked (the timer’s 3 s, the sleep timer’s 10 s)', () => {
    const sr = 8000;
    const mixer = new SoundscapeMixer(sr, 1);
    mixer.setLayer('pink', DEFAULT_VOLUME);
    render(mixer, 1);
    mixer.fadeBus(0, 3);
    const [l] = render(mixer, 4);
    expect(rms(l, sr * 1, sr * 1.5)).toBeGreaterThan(rms(l, sr * 2, sr * 2.5));
    expect(rms(l, sr * 1.5, sr * 2)).toBeGreaterThan(0);
    expect(rms(l, sr * 3.1, sr * 4)).toBe(0);
  });

  it('meander keeps each layer within ±30 % of its level', () => {
    const sr = 8000;
    const plain = new SoundscapeMixer(sr, 4);
    const drifting = new SoundscapeMixer(sr, 4);
    plain.setLayer('pink', DEFAULT_VOLUME);
    drifting.setLayer('pink', DEFAULT_VOLUME);
    drifting.setMeander(true);
    const [a] = render(plain, 90);
    const [b] = render(drifting, 90);
    const ratios: number[] = [];
    for (let s = 1; s + 1 <= 90; s++) ratios.push(rms(b, s * sr, (s + 1) * sr) / rms(a, s * sr, (s + 1) * sr));
    expect(Math.max(...ratios)).toBeLessThanOrEqual(1.3 + 1e-6);
    expect(Math.min(...ratios)).toBeGreaterThanOrEqual(0.7 - 1e-6);
    // It does move.
    expect(Math.max(...ratios) - Math.min(...ratios)).toBeGreaterThan(0.15);
  });
});
