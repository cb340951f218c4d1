import { describe, expect, it } from 'vitest';
import { scrollTopToReveal, viewportHeightFor, virtualWindow } from './virtual-window.ts';

describe('viewportHeightFor', () => {
  it('is at most 4 rows of 56 px', () => {
    expect(viewportHeightFor(0)).toBe(0);
    expect(viewportHeightFor(1)).toBe(56);
    expect(viewportHeightFor(3)).toBe(168);
    expect(viewportHeightFor(4)).toBe(224);
    expect(viewportHeightFor(10_000)).toBe(224);
  });
});

describe('virtualWindow', () => {
  it('renders the visible rows plus 2 below at the top', () => {
    expect(virtualWindow({ count: 100, scrollTop: 0 })).toEqual({
      start: 0,
      end: 6,
      totalHeight: 5600,
      viewportHeight: 224,
    });
  });

  it('adds 2 rows of overscan on both sides when scrolled', () => {
    // Rows 10–13 are visible at 560 px.
    expect(virtualWindow({ count: 100, scrollTop: 560 })).toMatchObject({ start: 8, end: 16 });
    // Half-way into row 10: rows 10–14 are partly visible.
    expect(virtualWindow({ count: 100, scrollTop: 588 })).toMatchObject({ start: 8, end: 17 });
  });

  it('stops at the end of the list', () => {
    expect(virtualWindow({ count: 100, scrollTop: 5600 - 224 })).toMatchObject({ start: 94, end: 100 });
    // Overscroll (elastic scrolling) is clamped.
    expect(virtualWindow({ count: 100, scrollTop: 99_999 })).toMatchObject({ start: 94, end: 100 });
    expect(virtualWindow({ count: 100, scrollTop: -80 })).toMatchObject({ start: 0, end: 6 });
  });

  it('renders every row of a short list', () => {
    expect(virtualWindow({ count: 3, scrollTop: 0 })).toEqual({
      start: 0,
      end: 3,
      totalHeight: 168,
      viewportHeight: 168,
    });
    expect(virtualWindow({ count: 0, scrollTop: 0 })).toEqual({ start: 0, end: 0, totalHeight: 0, viewportHeight: 0 });
  });

  it('keeps 10,000 tracks to a handful of rows wherever the list is scrolled', () => {
    const count = 10_000;
    const totalHeight = count * 56;
    for (const scrollTop of [0, 1, 55, 56, 123_456, 280_000, totalHeight - 224 - 1, totalHeight - 224]) {
      const w = virtualWindow({ count, scrollTop });
      expect(w.totalHeight).toBe(560_000);
      expect(w.end - w.start).toBeLessThanOrEqual(4 + 1 + 2 * 2);
      expect(w.start).toBeGreaterThanOrEqual(0);
      expect(w.end).toBeLessThanOrEqual(count);
      // Every row that is at least partly visible is rendered.
      const firstVisible = Math.floor(scrollTop / 56);
      const lastVisible = Math.ceil((scrollTop + 224) / 56) - 1;
      expect(w.start).toBeLessThanOrEqual(firstVisible);
      expect(w.end).toBeGreaterThan(Math.min(lastVisible, count - 1));
    }
    expect(virtualWindow({ count, scrollTop: totalHeight })).toMatchObject({ start: 9994, end: 10_000 });
  });

  it('computes in constant time (200,000 windows of a 10,000 list well under a second)', () => {
    const started = performance.now();
    let sum = 0;
    for (let i = 0; i < 200_000; i++) sum += virtualWindow({ count: 10_000, scrollTop: (i * 37) % 560_000 }).start;
    expect(sum).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('scrollTopToReveal', () => {
  it('leaves a visible row where it is', () => {
    expect(scrollTopToReveal(2, 0, 224)).toBe(0);
    expect(scrollTopToReveal(12, 560, 224)).toBe(560);
  });

  it('scrolls up to a row above the window, aligned to its top', () => {
    expect(scrollTopToReveal(3, 560, 224)).toBe(168);
    expect(scrollTopToReveal(0, 9000, 224)).toBe(0);
  });

  it('scrolls down to a row below the window, aligned to its bottom', () => {
    expect(scrollTopToReveal(4, 0, 224)).toBe(56);
    expect(scrollTopToReveal(9999, 0, 224)).toBe(10_000 * 56 - 224);
  });

  it('ignores a row that is not in the list', () => {
    expect(scrollTopToReveal(-1, 300, 224)).toBe(300);
  });
});
