import { describe, expect, it } from 'vitest';
// The project's BS.1770-4 meter (decision 0046) lives with the server; a test may read it to measure the layers.
// eslint-disable-next-line boundaries/dependencies
import { measureLoudness } from '../../server/src/media/loudness.ts';
import { LAYER_IDS, type LayerId } from './layers.ts';
import { DEFAULT_VOLUME, SoundscapeMixer } from './mixer.ts';

function layerAlone(id: LayerId, seconds: number): [Float32Array, Float32Array] {
  const mixer = new SoundscapeMixer(48000, 7);
  mixer.setLayer(id, DEFAULT_VOLUME);
  const n = seconds * 48000;
  const l = new Float32Array(n);
  const r = new Float32Array(n);
  mixer.render(l, r, n);
  return [l, r];
}

describe('loudness', () => {
  it.each(LAYER_IDS)('%s plays at −30 ± 2 LUFS at its default volume (60 s, 48 kHz)', (id) => {
    const [l, r] = layerAlone(id, 60);
    const { integratedLufs, truePeakDbtp } = measureLoudness([l, r], 48000);
    expect(integratedLufs).toBeGreaterThanOrEqual(-32);
    expect(integratedLufs).toBeLessThanOrEqual(-28);
    expect(truePeakDbtp).toBeLessThanOrEqual(-1);
  });
});
