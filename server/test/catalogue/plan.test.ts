import { describe, expect, it } from 'vitest';
import NodeID3 from 'node-id3';
import { cataloguePlan, generationOrder, howMade, id3Tag, instrumentsOf } from '../../src/catalogue/catalogue.ts';
import { BANK_CREDIT, PATCHES } from '../../src/catalogue/soundfont.ts';
import { PROGRESSIONS } from '../../src/catalogue/harmony.ts';
import { GENERATED_LICENCE, SHIPPED_CATEGORIES } from '#shared/catalogue.ts';
import { SOUNDFONT_NAME, SOUNDFONT_NOTICE } from '#shared/soundfont-credit.ts';

describe('the catalogue plan (issues 17 and 29)', () => {
  const plan = cataloguePlan();

  it('has at least 32 tracks, at least 8 in every spec category, two hours of music, each 2:30–5:00', () => {
    expect(plan.length).toBeGreaterThanOrEqual(32);
    for (const c of SHIPPED_CATEGORIES)
      expect(plan.filter((p) => p.category === c.slug).length).toBeGreaterThanOrEqual(8);
    expect(plan.every((p) => SHIPPED_CATEGORIES.some((c) => c.slug === p.category))).toBe(true);
    const seconds = plan.map((p) => p.recipe.durationSec);
    for (const s of seconds) {
      expect(s).toBeGreaterThanOrEqual(150);
      expect(s).toBeLessThanOrEqual(300);
    }
    expect(seconds.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(120 * 60);
  });

  it('gives every category its own tempo range, Sleep & Calm the slowest', () => {
    const bpm = (slug: string) => plan.filter((p) => p.category === slug).map((p) => p.recipe.bpm);
    expect(Math.max(...bpm('sleep-calm'))).toBeLessThan(Math.min(...bpm('chill-relax')));
    expect(Math.max(...bpm('chill-relax'))).toBeLessThan(Math.min(...bpm('study-focus')));
    expect(Math.max(...bpm('study-focus'))).toBeLessThan(Math.min(...bpm('coffee-jazz')));
  });

  it('is distinct: no two tracks share a seed, a title, a cover palette, or a progression and melody seed', () => {
    const unique = (xs: string[]) => new Set(xs).size === xs.length;
    expect(unique(plan.map((p) => String(p.recipe.seed)))).toBe(true);
    expect(unique(plan.map((p) => p.title))).toBe(true);
    // Titles show whole on a 360 px phone (e2e/corners.spec.ts).
    for (const p of plan) expect(p.title.length, p.title).toBeLessThanOrEqual(16);
    expect(unique(plan.map((p) => p.palette.join()))).toBe(true);
    // Within a mood, no two tracks share their pair of progressions (nor, with their own seeds, a melody), and each
    // track's B section differs from its A.
    for (const c of SHIPPED_CATEGORIES) {
      const tracks = plan.filter((p) => p.category === c.slug);
      expect(unique(tracks.map((p) => p.recipe.progressions!.join()))).toBe(true);
      for (const p of tracks) {
        const [a, b] = p.recipe.progressions!;
        expect(a).not.toBe(b);
        expect(PROGRESSIONS[p.recipe.mood][a]).toBeDefined();
        expect(PROGRESSIONS[p.recipe.mood][b]).toBeDefined();
      }
    }
  });

  it('makes the first track of every category first', () => {
    const order = generationOrder(plan);
    expect([...order].sort((a, b) => a - b)).toEqual(plan.map((_, i) => i));
    expect(new Set(order.slice(0, SHIPPED_CATEGORIES.length).map((i) => plan[i].category)).size).toBe(
      SHIPPED_CATEGORIES.length,
    );
  });

  it('records the licence, how each track was made and the sampled instruments with their licence', () => {
    expect(GENERATED_LICENCE).toBe('CC0-1.0');
    const lofi = new Set<string>(Object.values(PATCHES).map((x) => x.name));
    for (const p of plan) {
      const made = howMade(p.recipe);
      expect(made).toMatch(new RegExp(`seed ${p.recipe.seed}\\b.*${p.recipe.mood}`));
      expect(made).toContain('MuseScore General Lite SoundFont (MIT)');
      const instruments = instrumentsOf(p.recipe);
      expect(instruments.length).toBeGreaterThanOrEqual(3);
      for (const name of instruments) {
        expect(lofi.has(name), name).toBe(true);
        expect(made).toContain(name);
      }
    }
    // Sleep & Calm has strings or a pad and no drums; Coffee & Jazz has brushes.
    const sleep = plan.filter((p) => p.category === 'sleep-calm').map((p) => instrumentsOf(p.recipe));
    expect(sleep.every((i) => !i.some((n) => n.endsWith('Kit')) && i.some((n) => /Strings|Pad/.test(n)))).toBe(true);
    const jazz = plan.filter((p) => p.category === 'coffee-jazz').map((p) => instrumentsOf(p.recipe));
    expect(jazz.every((i) => i.includes('Brush Kit'))).toBe(true);
  });

  it("tags each MP3 with its title, artist, licence and the bank's MIT notice", async () => {
    const p = plan[0];
    const tag = await id3Tag(p, howMade(p.recipe));
    expect(tag.subarray(0, 3).toString()).toBe('ID3');
    const read = NodeID3.read(tag);
    expect(read.title).toBe(p.title);
    expect(read.artist).toBe(p.artist);
    expect(read.copyright).toContain(GENERATED_LICENCE);
    expect(read.comment?.text).toContain(BANK_CREDIT.notice);
    expect(read.comment?.text).toContain('S. Christian Collins');
  });

  it('credits the same bank and holders on the Music credits page as in the files', () => {
    expect(BANK_CREDIT.name).toBe(SOUNDFONT_NAME);
    for (const holder of ['S. Christian Collins', 'Frank Wen', 'Michael Cowgill'])
      expect(SOUNDFONT_NOTICE).toContain(holder);
    expect(SOUNDFONT_NOTICE).toContain('Permission is hereby granted, free of charge');
  });
});
