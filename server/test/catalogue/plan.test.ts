import { describe, expect, it } from 'vitest';
import { cataloguePlan, generationOrder, howMade } from '../../src/catalogue/catalogue.ts';
import { PROGRESSIONS } from '../../src/catalogue/harmony.ts';
import { GENERATED_LICENCE, SHIPPED_CATEGORIES } from '#shared/catalogue.ts';

describe('the catalogue plan (issue 17)', () => {
  const plan = cataloguePlan();

  it('has at least 16 tracks, at least 4 in every spec category, an hour of music, each 2:30–5:00', () => {
    expect(plan.length).toBeGreaterThanOrEqual(16);
    for (const c of SHIPPED_CATEGORIES)
      expect(plan.filter((p) => p.category === c.slug).length).toBeGreaterThanOrEqual(4);
    expect(plan.every((p) => SHIPPED_CATEGORIES.some((c) => c.slug === p.category))).toBe(true);
    const seconds = plan.map((p) => p.recipe.durationSec);
    for (const s of seconds) {
      expect(s).toBeGreaterThanOrEqual(150);
      expect(s).toBeLessThanOrEqual(300);
    }
    expect(seconds.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(60 * 60);
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
    expect(unique(plan.map((p) => p.palette.join()))).toBe(true);
    // Within a mood, no two tracks open on the same progression, and each track's B section differs from its A.
    for (const c of SHIPPED_CATEGORIES) {
      const tracks = plan.filter((p) => p.category === c.slug);
      expect(unique(tracks.map((p) => String(p.recipe.progressions![0])))).toBe(true);
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

  it('records the licence and how each track was made', () => {
    expect(GENERATED_LICENCE).toBe('CC0-1.0');
    for (const p of plan) expect(howMade(p.recipe)).toMatch(new RegExp(`seed ${p.recipe.seed}\\b.*${p.recipe.mood}`));
  });
});
