import { describe, expect, it } from 'vitest';

// Each test renders up to a minute of audio; on a busy two-core machine that alone can take several seconds.
import { LAYER_IDS } from './layers.ts';
import { DEFAULT_VOLUME, SoundscapeMixer } from './mixer.ts';
import { maxCrossCorrelation } from './test-signal.ts';

describe('no repetition', { timeout: 120_000 }, () => {
  it.each(LAYER_IDS)('%s never repeats: no 4 s stretch of 60 s looks like another (correlation < 0.5)', (id) => {
    // 16 kHz keeps the FFTs small; the generators are the same at any rate.
    const sr = 16000;
    const mixer = new SoundscapeMixer(sr, 11);
    mixer.setLayer(id, DEFAULT_VOLUME);
    const l = new Float32Array(sr * 60);
    mixer.render(l, new Float32Array(sr * 60), sr * 60);
    const w = 65536; // 4.1 s
    const windows: Float32Array[] = [];
    for (let s = 0; s + w <= l.length; s += w) windows.push(l.subarray(s, s + w));
    let worst = 0;
    // Against the first and a middle window, at every lag: a loop of any length up to 56 s would show.
    for (const ref of [0, 7]) {
      for (let k = 0; k < windows.length; k++) {
        if (k === ref) continue;
        worst = Math.max(worst, maxCrossCorrelation(windows[ref], windows[k]));
      }
    }
    expect(worst).toBeLessThan(0.5);
  });
});
