import type { PlayerCategory, PlayerTrack } from '#shared/player.ts';

/** A source of numbers in [0, 1), like `Math.random`; injected so tests can be exact. */
export type Random = () => number;

export interface StepOptions {
  shuffle: boolean;
  random?: Random;
}

function randomIndexBelow(count: number, random: Random): number {
  // Guards against a random source that returns 1 (Math.random never does; a test stub might).
  return Math.min(count - 1, Math.floor(random() * count));
}

/**
 * A uniformly random index of `count` other than `current`. With a single track there is no other
 * one, so it is picked again; when `current` is not in the list any index will do.
 */
export function randomOtherIndex(count: number, current: number, random: Random = Math.random): number {
  if (count <= 0) return -1;
  if (count === 1) return 0;
  if (current < 0 || current >= count) return randomIndexBelow(count, random);
  const pick = randomIndexBelow(count - 1, random);
  return pick >= current ? pick + 1 : pick;
}

/** The track after `current` in a list of `count`, wrapping to the first; with shuffle a random other one. */
export function nextIndex(count: number, current: number, { shuffle, random = Math.random }: StepOptions): number {
  if (count <= 0) return -1;
  if (shuffle) return randomOtherIndex(count, current, random);
  if (current < 0 || current >= count) return 0;
  return (current + 1) % count;
}

/** The track before `current`, wrapping to the last; with shuffle a random other one. */
export function previousIndex(count: number, current: number, { shuffle, random = Math.random }: StepOptions): number {
  if (count <= 0) return -1;
  if (shuffle) return randomOtherIndex(count, current, random);
  if (current < 0 || current >= count) return count - 1;
  return (current - 1 + count) % count;
}

export interface Selection {
  categoryId: string;
  trackId: string;
}

/** On first load: a random track of the first category that has tracks (null when none has). */
export function initialSelection(categories: readonly PlayerCategory[], random: Random = Math.random): Selection | null {
  const category = categories.find((c) => c.tracks.length > 0);
  if (!category) return null;
  const track = category.tracks[randomIndexBelow(category.tracks.length, random)]!;
  return { categoryId: category.id, trackId: track.id };
}

export interface Located {
  category: PlayerCategory;
  track: PlayerTrack;
  index: number;
}

/** Finds a track of a category by ids; null when either is gone (e.g. after the catalogue changed). */
export function locate(categories: readonly PlayerCategory[], categoryId: string | null, trackId: string | null): Located | null {
  if (categoryId === null || trackId === null) return null;
  const category = categories.find((c) => c.id === categoryId);
  if (!category) return null;
  const index = category.tracks.findIndex((t) => t.id === trackId);
  if (index < 0) return null;
  return { category, track: category.tracks[index]!, index };
}
