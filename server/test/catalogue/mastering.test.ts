import { describe, expect, it } from 'vitest';
import { renderTrackDetailed } from '../../src/catalogue/arrangement.ts';
import { renderBell, BELL_LUFS, BELL_MAX_TRUE_PEAK_DBTP } from '../../src/catalogue/bell.ts';
import { limit, MAX_TRUE_PEAK_DBTP, TARGET_LUFS } from '../../src/catalogue/mastering.ts';
import { measureLoudness } from '../../src/media/loudness.ts';
import { analyseTrack } from '../../src/media/audio-analysis.ts';
import type { Mood } from '../../src/catalogue/types.ts';

const SR = 44100;

describe('mastering (issue 17)', () => {
  it('the limiter holds a ceiling without touching what stays under it', () => {
    const n = SR;
    const l = new Float32Array(n);
    const r = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      l[i] = 0.3 * Math.sin((2 * Math.PI * 220 * i) / SR);
      r[i] = l[i];
    }
    // A loud burst in the middle.
    for (let i = 20000; i < 21000; i++) l[i] = r[i] = 1.6 * Math.sin((2 * Math.PI * 220 * i) / SR);
    const before = l.slice();
    const least = limit(l, r, SR, 0.8);
    expect(least).toBeLessThan(0.6);
    let peak = 0;
    for (let i = 0; i < n; i++) peak = Math.max(peak, Math.abs(l[i]), Math.abs(r[i]));
    expect(peak).toBeLessThanOrEqual(0.8 + 1e-6);
    // Far from the burst the signal is untouched.
    for (let i = 0; i < 10000; i++) expect(l[i]).toBe(before[i]);
    expect(limit(l, r, SR, 0.99)).toBe(1);
  });

  it.each<Mood>(['focus', 'chill', 'jazz', 'sleep'])(
    'a %s render is at −16 LUFS ± 1 LU with true peak ≤ −1 dBTP, no clipping, no DC, a sane spectrum',
    async (mood) => {
      const { pcm, sections, integratedLufs, truePeakDbtp } = await renderTrackDetailed({
        seed: 77,
        mood,
        bpm: mood === 'sleep' ? 58 : 84,
        rootMidi: 57,
        durationSec: 30,
      });
      // What the renderer reports is what the meter measures on its output.
      const measured = measureLoudness([pcm.left, pcm.right], SR);
      expect(measured.integratedLufs).toBeCloseTo(integratedLufs, 1);
      expect(Math.abs(measured.integratedLufs - TARGET_LUFS)).toBeLessThanOrEqual(1);
      expect(measured.truePeakDbtp).toBeLessThanOrEqual(MAX_TRUE_PEAK_DBTP);
      expect(truePeakDbtp).toBeLessThanOrEqual(MAX_TRUE_PEAK_DBTP);
      const stats = analyseTrack(pcm, sections);
      expect(stats.peak).toBeLessThan(1);
      expect(Math.abs(stats.dcOffset)).toBeLessThan(1e-3);
      for (const s of stats.sections) {
        // Lo-fi: warm, filtered, never harsh or muffled to nothing.
        expect(s.centroidHz).toBeGreaterThan(200);
        expect(s.centroidHz).toBeLessThan(4000);
      }
    },
  );

  it('the form has an intro, contrasting sections and a quieter outro that fades to silence', async () => {
    const { pcm, sections } = await renderTrackDetailed({
      seed: 5,
      mood: 'focus',
      bpm: 90,
      rootMidi: 60,
      durationSec: 120,
    });
    const kinds = sections.map((s) => s.kind);
    expect(kinds[0]).toBe('intro');
    expect(kinds.at(-1)).toBe('outro');
    expect(kinds).toContain('A');
    expect(kinds).toContain('B');
    expect(kinds).toContain('break');
    const stats = analyseTrack(pcm, sections);
    const level = (k: string) => Math.max(...stats.sections.filter((s) => s.kind === k).map((s) => s.rmsDb));
    // The intro, breakdown and outro are clearly lighter than the grooves.
    for (const k of ['intro', 'break', 'outro']) expect(level(k)).toBeLessThan(Math.min(level('A'), level('B')) - 2);
    expect(Math.abs(pcm.left[pcm.left.length - 1])).toBeLessThan(1e-3);
  });

  it('the bell sits above the music without startling', () => {
    const bell = renderBell();
    const { integratedLufs, truePeakDbtp } = measureLoudness([bell.left, bell.right], SR);
    expect(integratedLufs).toBeGreaterThan(TARGET_LUFS);
    expect(integratedLufs).toBeLessThanOrEqual(BELL_LUFS + 0.1);
    expect(truePeakDbtp).toBeLessThanOrEqual(BELL_MAX_TRUE_PEAK_DBTP + 0.01);
  });
});
