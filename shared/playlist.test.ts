import { describe, expect, it } from 'vitest';
import type { PlayerCategory, PlayerTrack } from './player.ts';
import { firstAvailable, initialSelection, locate, nextIndex, previousIndex, randomOtherIndex } from './playlist.ts';

/** A random source that returns the given values in turn. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length];
};

const tracks = (ids: string[]): PlayerTrack[] =>
  ids.map((id) => ({ id, title: id, artist: 'a', cover: '/c.webp', url: `/${id}.mp3`, duration: 75 }));

const category = (id: string, ids: string[]): PlayerCategory => ({
  id,
  name: id,
  description: '',
  icon: '',
  folder: id,
  tracks: tracks(ids),
});

describe('nextIndex / previousIndex in order', () => {
  it('steps forward and wraps from the last to the first', () => {
    expect(nextIndex(3, 0, { shuffle: false })).toBe(1);
    expect(nextIndex(3, 1, { shuffle: false })).toBe(2);
    expect(nextIndex(3, 2, { shuffle: false })).toBe(0);
  });

  it('steps back and wraps from the first to the last', () => {
    expect(previousIndex(3, 2, { shuffle: false })).toBe(1);
    expect(previousIndex(3, 0, { shuffle: false })).toBe(2);
  });

  it('repeats the only track of a category', () => {
    expect(nextIndex(1, 0, { shuffle: false })).toBe(0);
    expect(previousIndex(1, 0, { shuffle: false })).toBe(0);
  });

  it('starts at the ends when the current track is not in the list', () => {
    expect(nextIndex(4, -1, { shuffle: false })).toBe(0);
    expect(previousIndex(4, -1, { shuffle: false })).toBe(3);
    expect(nextIndex(4, 9, { shuffle: false })).toBe(0);
  });

  it('has nothing to pick in an empty list', () => {
    expect(nextIndex(0, 0, { shuffle: false })).toBe(-1);
    expect(previousIndex(0, 0, { shuffle: true })).toBe(-1);
  });
});

describe('shuffle', () => {
  it('never picks the current track when there is another', () => {
    for (let current = 0; current < 5; current++) {
      for (const r of [0, 0.2, 0.5, 0.74, 0.75, 0.99, 1]) {
        const next = nextIndex(5, current, { shuffle: true, random: () => r });
        expect(next).not.toBe(current);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(5);
        expect(previousIndex(5, current, { shuffle: true, random: () => r })).not.toBe(current);
      }
    }
  });

  it('reaches every other track, uniformly', () => {
    const counts = new Map<number, number>();
    const steps = 400;
    for (let i = 0; i < steps; i++) {
      const pick = randomOtherIndex(5, 2, () => i / steps);
      counts.set(pick, (counts.get(pick) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([0, 1, 3, 4]);
    for (const n of counts.values()) expect(n).toBe(100);
  });

  it('maps the random value around the current index', () => {
    expect(randomOtherIndex(3, 1, () => 0)).toBe(0);
    expect(randomOtherIndex(3, 1, () => 0.6)).toBe(2);
    expect(randomOtherIndex(3, 0, () => 0)).toBe(1);
  });

  it('repeats the only track, and picks anything when the current one is unknown', () => {
    expect(randomOtherIndex(1, 0, () => 0.9)).toBe(0);
    expect(randomOtherIndex(4, -1, () => 0.99)).toBe(3);
  });
});

describe('initialSelection', () => {
  it('picks a random track of the first non-empty category', () => {
    const categories = [category('empty', []), category('study', ['a', 'b', 'c']), category('chill', ['d'])];
    expect(initialSelection(categories, () => 0)).toEqual({ categoryId: 'study', trackId: 'a' });
    expect(initialSelection(categories, () => 0.5)).toEqual({ categoryId: 'study', trackId: 'b' });
    expect(initialSelection(categories, () => 0.999)).toEqual({ categoryId: 'study', trackId: 'c' });
  });

  it('uses the random source once per call', () => {
    const random = sequence(0.1, 0.9);
    const categories = [category('study', ['a', 'b'])];
    expect(initialSelection(categories, random)?.trackId).toBe('a');
    expect(initialSelection(categories, random)?.trackId).toBe('b');
  });

  it('is null without any track', () => {
    expect(initialSelection([category('x', [])])).toBeNull();
    expect(initialSelection([])).toBeNull();
  });
});

describe('locate', () => {
  const categories = [category('study', ['a', 'b']), category('chill', ['c'])];

  it('finds a track in its category with its index', () => {
    const found = locate(categories, 'study', 'b');
    expect(found?.category.id).toBe('study');
    expect(found?.track.id).toBe('b');
    expect(found?.index).toBe(1);
  });

  it('is null when the category, the track or a selection is missing', () => {
    expect(locate(categories, 'chill', 'a')).toBeNull();
    expect(locate(categories, 'gone', 'a')).toBeNull();
    expect(locate(categories, null, null)).toBeNull();
  });
});

describe('availability (offline: only downloaded tracks play)', () => {
  const only =
    (...indexes: number[]) =>
    (index: number) =>
      indexes.includes(index);

  it('next and previous skip unavailable tracks, wrapping around', () => {
    expect(nextIndex(5, 0, { shuffle: false, isAvailable: only(0, 3) })).toBe(3);
    expect(nextIndex(5, 3, { shuffle: false, isAvailable: only(0, 3) })).toBe(0);
    expect(previousIndex(5, 3, { shuffle: false, isAvailable: only(0, 3) })).toBe(0);
    expect(previousIndex(5, 0, { shuffle: false, isAvailable: only(0, 3) })).toBe(3);
  });

  it('steps off an unavailable current track to the nearest available one', () => {
    expect(nextIndex(5, 1, { shuffle: false, isAvailable: only(0, 3) })).toBe(3);
    expect(previousIndex(5, 2, { shuffle: false, isAvailable: only(0, 3) })).toBe(0);
    expect(nextIndex(5, -1, { shuffle: false, isAvailable: only(2) })).toBe(2);
    expect(previousIndex(5, -1, { shuffle: false, isAvailable: only(2) })).toBe(2);
  });

  it('repeats the current track when it is the only available one', () => {
    expect(nextIndex(4, 2, { shuffle: false, isAvailable: only(2) })).toBe(2);
    expect(previousIndex(4, 2, { shuffle: false, isAvailable: only(2) })).toBe(2);
    expect(nextIndex(4, 2, { shuffle: true, random: () => 0.5, isAvailable: only(2) })).toBe(2);
  });

  it('has nothing to pick when no track is available', () => {
    const none = () => false;
    expect(nextIndex(3, 0, { shuffle: false, isAvailable: none })).toBe(-1);
    expect(previousIndex(3, 0, { shuffle: false, isAvailable: none })).toBe(-1);
    expect(nextIndex(3, 0, { shuffle: true, isAvailable: none })).toBe(-1);
    expect(randomOtherIndex(3, -1, Math.random, none)).toBe(-1);
  });

  it('shuffle picks uniformly among the other available tracks only', () => {
    const counts = new Map<number, number>();
    const steps = 300;
    for (let i = 0; i < steps; i++) {
      const pick = nextIndex(6, 1, { shuffle: true, random: () => i / steps, isAvailable: only(1, 2, 4, 5) });
      counts.set(pick, (counts.get(pick) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([2, 4, 5]);
    for (const n of counts.values()) expect(n).toBe(100);
  });

  it('the first selection avoids unavailable tracks and categories without one', () => {
    const categories = [category('study', ['a', 'b']), category('chill', ['c', 'd', 'e'])];
    const downloaded = (ids: string[]) => (track: { id: string }) => ids.includes(track.id);
    expect(initialSelection(categories, () => 0.99, downloaded(['d', 'e']))).toEqual({
      categoryId: 'chill',
      trackId: 'e',
    });
    expect(initialSelection(categories, () => 0, downloaded(['b', 'e']))).toEqual({
      categoryId: 'study',
      trackId: 'b',
    });
    expect(initialSelection(categories, () => 0, downloaded([]))).toBeNull();
  });

  it('firstAvailable looks in the preferred category first, then in order', () => {
    const categories = [category('study', ['a', 'b']), category('chill', ['c', 'd'])];
    const downloaded = (ids: string[]) => (track: { id: string }) => ids.includes(track.id);
    expect(firstAvailable(categories, downloaded(['b', 'd']), 'chill')).toEqual({ categoryId: 'chill', trackId: 'd' });
    expect(firstAvailable(categories, downloaded(['b', 'd']), 'gone')).toEqual({ categoryId: 'study', trackId: 'b' });
    expect(firstAvailable(categories, downloaded(['c']), 'study')).toEqual({ categoryId: 'chill', trackId: 'c' });
    expect(firstAvailable(categories, downloaded([]))).toBeNull();
  });
});
