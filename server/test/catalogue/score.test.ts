import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SILENT_RMS, checkRender, composeTrack, renderScore, scoreToMidi } from '../../src/catalogue/arrangement.ts';
import { CH, DRUM, PATCHES, renderNotes } from '../../src/catalogue/soundfont.ts';
import { STYLES } from '../../src/catalogue/styles.ts';
import type { Mood, TrackRecipe } from '../../src/catalogue/types.ts';

// Issue 29: the composer writes notes that sampled instruments play. These check the notes themselves (what the
// synthesiser is asked to play), and that a render that comes out silent or clipped is refused.
const recipe = (over: Partial<TrackRecipe> = {}): TrackRecipe => ({
  seed: 1201,
  mood: 'jazz',
  bpm: 90,
  rootMidi: 57,
  durationSec: 90,
  progressions: [1, 3],
  ...over,
});
const MOODS: Mood[] = ['focus', 'chill', 'jazz', 'sleep'];
const DRUM_NOTES = new Set<number>(Object.values(DRUM));

describe('the composer (issue 29)', () => {
  it.each(MOODS)('writes %s notes in each instrument’s range, with varied velocities, inside the track', (mood) => {
    const score = composeTrack(recipe({ mood, bpm: mood === 'sleep' ? 58 : 84, durationSec: 120 }));
    const dur = score.n / score.sampleRate;
    expect(score.notes.length).toBeGreaterThan(200);
    const range: Record<number, [number, number]> = {
      [CH.keys]: [45, 84],
      [CH.pad]: [36, 84],
      [CH.bass]: [28, 55],
      [CH.melody]: [48, 96],
    };
    for (const x of score.notes) {
      expect(x.t).toBeGreaterThanOrEqual(0);
      expect(x.t).toBeLessThan(dur);
      expect(x.dur).toBeGreaterThan(0);
      expect(Number.isInteger(x.vel) && x.vel >= 1 && x.vel <= 127).toBe(true);
      if (x.ch === CH.drums) expect(DRUM_NOTES.has(x.note)).toBe(true);
      else {
        const [lo, hi] = range[x.ch];
        expect(x.note, `channel ${x.ch}`).toBeGreaterThanOrEqual(lo);
        expect(x.note, `channel ${x.ch}`).toBeLessThanOrEqual(hi);
      }
    }
    // Humanised dynamics: each part plays at many velocities, not one.
    for (const ch of [CH.keys, CH.bass, CH.melody]) {
      const vels = new Set(score.notes.filter((x) => x.ch === ch).map((x) => x.vel));
      if (vels.size > 0) expect(vels.size, `channel ${ch}`).toBeGreaterThan(5);
    }
    // Bass and melody are there; drums everywhere but in Sleep & Calm.
    expect(score.notes.some((x) => x.ch === CH.bass)).toBe(true);
    expect(score.notes.some((x) => x.ch === CH.melody)).toBe(true);
    expect(score.notes.some((x) => x.ch === CH.drums)).toBe(mood !== 'sleep');
    // The sounds come from the mood's lo-fi palette; drums are a kit of bank 128.
    const style = STYLES[mood];
    const patch = (ch: number) => score.setup.find((s) => s.ch === ch)!.patch;
    expect(style.keys).toContain(patch(CH.keys));
    expect(style.basses).toContain(patch(CH.bass));
    expect(style.melodyVoices).toContain(patch(CH.melody));
    expect(patch(CH.drums).bank).toBe(128);
  });

  it('swings: the off-beats fall where the track’s swing puts them, not on the straight grid', () => {
    const score = composeTrack(recipe({ mood: 'jazz', durationSec: 120 }));
    const style = STYLES.jazz;
    expect(score.swing).toBeGreaterThanOrEqual(style.swing[0]);
    expect(score.swing).toBeLessThanOrEqual(style.swing[1]);
    const beat = 60 / score.bpm;
    // Ride-cymbal strokes between the beats: where in the beat they land.
    const phases = score.notes
      .filter((x) => x.ch === CH.drums && x.note === DRUM.ride)
      .map((x) => (x.t % beat) / beat)
      .filter((p) => p > 0.3 && p < 0.9)
      .sort((a, b) => a - b);
    expect(phases.length).toBeGreaterThan(20);
    const median = phases[Math.floor(phases.length / 2)];
    expect(Math.abs(median - score.swing)).toBeLessThan(0.04);
    expect(median).toBeGreaterThan(0.58);
  });

  it('plays ghost notes: soft snare strokes between the beats', () => {
    const score = composeTrack(recipe({ mood: 'chill', bpm: 72, durationSec: 150, seed: 1101 }));
    const ghosts = score.notes.filter((x) => x.ch === CH.drums && x.note === DRUM.snare && x.vel < 40);
    const backbeats = score.notes.filter((x) => x.ch === CH.drums && x.note === DRUM.snare && x.vel >= 60);
    expect(ghosts.length).toBeGreaterThan(3);
    expect(backbeats.length).toBeGreaterThan(ghosts.length);
  });

  it('moves its voicings: the same chord is not always voiced the same way', () => {
    const score = composeTrack(recipe({ mood: 'focus', bpm: 82, durationSec: 150, seed: 1003 }));
    const chords = new Map<number, number[]>();
    for (const x of score.notes.filter((n) => n.ch === CH.keys)) {
      const at = Math.round(x.t * 20);
      chords.set(at, [...(chords.get(at) ?? []), x.note]);
    }
    const shapes = new Set([...chords.values()].map((v) => v.sort((a, b) => a - b).join()));
    expect(shapes.size).toBeGreaterThan(8);
  });

  it('is deterministic: the same recipe gives the same MIDI bytes, another seed other bytes', () => {
    const a = scoreToMidi(composeTrack(recipe()));
    const b = scoreToMidi(composeTrack(recipe()));
    const c = scoreToMidi(composeTrack(recipe({ seed: 1202 })));
    expect(new TextDecoder().decode(a.subarray(0, 4))).toBe('MThd');
    expect(a.length).toBeGreaterThan(1000);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(Buffer.from(a).equals(Buffer.from(c))).toBe(false);
  });

  it('changes the melody’s instrument between its A and B sections', () => {
    const score = composeTrack(recipe({ durationSec: 200 }));
    expect(score.changes.length).toBeGreaterThan(0);
    expect(score.changes.every((c) => c.ch === CH.melody)).toBe(true);
    expect(new Set(score.changes.map((c) => c.patch.name)).size).toBe(2);
    expect(Object.values(PATCHES)).toContain(score.changes[0].patch);
  });
});

describe('a render that is silent or clipped fails (issue 29)', () => {
  const pcm = (fill: (i: number) => number, n = 44100) => {
    const left = new Float32Array(n).map((_, i) => fill(i));
    return { sampleRate: 44100, left, right: left.slice() };
  };

  it('refuses silence, near-silence and clipping, and takes a sound track', () => {
    expect(() =>
      checkRender(
        pcm(() => 0),
        -16,
      ),
    ).toThrow(/silent/);
    expect(() =>
      checkRender(
        pcm((i) => SILENT_RMS * 0.5 * Math.sin(i / 7)),
        -16,
      ),
    ).toThrow(/silent/);
    expect(() =>
      checkRender(
        pcm((i) => (i === 500 ? 1 : 0.1 * Math.sin(i / 7))),
        -16,
      ),
    ).toThrow(/clipped/);
    expect(() =>
      checkRender(
        pcm((i) => 0.1 * Math.sin(i / 7)),
        -30,
      ),
    ).toThrow(/LUFS/);
    expect(() =>
      checkRender(
        pcm((i) => 0.1 * Math.sin(i / 7)),
        -16,
      ),
    ).not.toThrow();
  });

  it('a score whose instruments play nothing is refused before the effects could master hiss up to −16 LUFS', async () => {
    const score = composeTrack(recipe({ durationSec: 4 }));
    await expect(renderScore({ ...score, notes: [] })).rejects.toThrow(/silent/);
  });

  it('the sampled instruments sound: keys, bass, melody and drums each come out of the synthesiser', async () => {
    const { stems, integratedLufs } = await renderScore(
      composeTrack(recipe({ mood: 'focus', bpm: 84, durationSec: 40 })),
    );
    expect(Math.abs(integratedLufs + 16)).toBeLessThanOrEqual(1);
    // Each part at least −60 dBFS RMS over the whole render (parts that play only in some sections included).
    for (const part of ['keys', 'bass', 'melody', 'drums'] as const)
      expect(20 * Math.log10(stems[part]), part).toBeGreaterThan(-60);
  });
});

describe('the renderer’s bank (decision 0088: memory per render process)', () => {
  it('keeps in the bank only the samples the score plays, and sounds exactly as with the whole bank', async () => {
    // A jazz score long enough for the melody to change instrument (a program change, a second preset selected).
    const score = composeTrack(recipe({ durationSec: 40 }));
    expect(score.changes.some((c) => c.t * score.sampleRate < score.n)).toBe(true);
    const take = async (wholeBank: boolean) => {
      const hash = crypto.createHash('sha256');
      let energy = 0;
      const kept = await renderNotes(
        score.sampleRate,
        score.n,
        score.setup,
        score.changes,
        score.notes,
        (_start, len, stems) => {
          for (const [l, r] of stems) {
            hash.update(new Uint8Array(l.buffer, 0, len * 4));
            hash.update(new Uint8Array(r.buffer, 0, len * 4));
            for (let j = 0; j < len; j++) energy += l[j] * l[j] + r[j] * r[j];
          }
        },
        { wholeBank },
      );
      return { ...kept, digest: hash.digest('hex'), energy };
    };
    const trimmed = await take(false);
    const whole = await take(true);
    // The memory it saves: the bank holds ~1,300 samples, a track plays a few dozen of them.
    expect(whole.keptSamples).toBe(whole.bankSamples);
    expect(trimmed.keptSamples).toBeGreaterThan(0);
    expect(trimmed.keptSamples).toBeLessThan(trimmed.bankSamples / 10);
    // Not silence in both, and the same samples bit for bit.
    expect(Math.sqrt(trimmed.energy / (score.n * 10))).toBeGreaterThan(SILENT_RMS);
    expect(trimmed.digest).toBe(whole.digest);
  });
});
