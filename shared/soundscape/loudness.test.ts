import { describe, expect, it } from 'vitest';
// The project's BS.1770-4 meter (decision 0046) lives with the server; this test (typechecked with the server's
// files only, see the tsconfigs' excludes) reads it to measure the layers.
// eslint-disable-next-line boundaries/dependencies
import { measureLoudness } from '../../server/src/media/loudness.ts';
import { LAYER_IDS, type LayerId } from './layers.ts';
import { Limiter } from './limiter.ts';
import { DEFAULT_VOLUME, SoundscapeMixer } from './mixer.ts';

function layerAlone(id: LayerId, seconds: number, seed = 7): [Float32Array, Float32Array] {
  const mixer = new SoundscapeMixer(48000, seed);
  mixer.setLayer(id, DEFAULT_VOLUME);
  const n = seconds * 48000;
  const l = new Float32Array(n);
  const r = new Float32Array(n);
  mixer.render(l, r, n);
  return [l, r];
}

describe('loudness', { timeout: 120_000 }, () => {
  it.each(LAYER_IDS)('%s plays at −30 ± 2 LUFS at its default volume (60 s, 48 kHz)', (id) => {
    const [l, r] = layerAlone(id, 60);
    const { integratedLufs, truePeakDbtp } = measureLoudness([l, r], 48000);
    expect(integratedLufs).toBeGreaterThanOrEqual(-32);
    expect(integratedLufs).toBeLessThanOrEqual(-28);
    expect(truePeakDbtp).toBeLessThanOrEqual(-1);
  });

  // Thunder is a few rolls a minute: its loudness varies with the seed more than any other layer's.
  it.each([1, 2, 4, 8])('thunder stays at −30 ± 2 LUFS with seed %i too', (seed) => {
    const { integratedLufs } = measureLoudness(layerAlone('thunder', 60, seed), 48000);
    expect(integratedLufs).toBeGreaterThanOrEqual(-32);
    expect(integratedLufs).toBeLessThanOrEqual(-28);
  });
});

describe('the limiter', { timeout: 120_000 }, () => {
  it('keeps every layer at full volume under −1 dBTP', () => {
    const mixer = new SoundscapeMixer(48000, 2);
    for (const id of LAYER_IDS) mixer.setLayer(id, 1);
    const n = 48000 * 10;
    const l = new Float32Array(n);
    const r = new Float32Array(n);
    mixer.render(l, r, n);
    expect(measureLoudness([l, r], 48000).truePeakDbtp).toBeLessThanOrEqual(-1);
  });

  it('holds a sine 6 dB over full scale under −1 dBTP, and passes a quiet one untouched', () => {
    const sr = 48000;
    const limiter = new Limiter(sr);
    const n = sr;
    const loud = new Float32Array(n);
    const quiet = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      loud[i] = 2 * Math.sin((2 * Math.PI * 997 * i) / sr);
      quiet[i] = 0.25 * Math.sin((2 * Math.PI * 997 * i) / sr);
    }
    const copy = quiet.slice();
    limiter.process(loud, loud.slice(), n);
    expect(measureLoudness([loud], sr).truePeakDbtp).toBeLessThanOrEqual(-1);
    const quietLimiter = new Limiter(sr);
    quietLimiter.process(quiet, quiet.slice(), n);
    const d = quietLimiter.latency;
    for (let i = d; i < n; i += 97) expect(quiet[i]).toBeCloseTo(copy[i - d], 6);
  });
});
