import type { PlayerCategory, PlayerTrack } from './player.ts';

/** A source of numbers in [0, 1), like `Math.random`; injected so tests can be exact. */
export type Random = () => number;

/** Whether the track at an index can be played now (offline, only downloaded tracks can). */
export type IndexAvailable = (index: number) => boolean;

export interface StepOptions {
  shuffle: boolean;
  random?: Random;
  /** Tracks for which this is false are skipped; without it every track is playable. */
  isAvailable?: IndexAvailable;
}

const everyIndex: IndexAvailable = () => true;

function randomIndexBelow(count: number, random: Random): number {
  // Guards against a random source that returns 1 (Math.random never does; a test stub might).
  return Math.min(count - 1, Math.floor(random() * count));
}

/**
 * A uniformly random playable index of `count` other than `current`. When no other one is playable
 * the current one is picked again if it is playable; when nothing is playable, -1. When `current`
 * is not in the list any playable index will do.
 */
export function randomOtherIndex(
  count: number,
  current: number,
  random: Random = Math.random,
  isAvailable: IndexAvailable = everyIndex,
): number {
  if (count <= 0) return -1;
  const candidates: number[] = [];
  for (let index = 0; index < count; index++) {
    if (index !== current && isAvailable(index)) candidates.push(index);
  }
  if (candidates.length === 0) return current >= 0 && current < count && isAvailable(current) ? current : -1;
  return candidates[randomIndexBelow(candidates.length, random)];
}

/** The first playable index met walking from `from` by `direction` (wrapping), trying `count` indexes at most. */
function walk(count: number, from: number, direction: 1 | -1, isAvailable: IndexAvailable): number {
  for (let step = 0; step < count; step++) {
    const index = (((from + direction * step) % count) + count) % count;
    if (isAvailable(index)) return index;
  }
  return -1;
}

/**
 * The playable track `direction` of `current` in a list of `count` (1: after it, wrapping to the
 * first; -1: before it, wrapping to the last); with shuffle a random other playable one.
 * Unplayable tracks are skipped; -1 when none is playable.
 */
export function stepIndex(
  count: number,
  current: number,
  direction: 1 | -1,
  { shuffle, random = Math.random, isAvailable = everyIndex }: StepOptions,
): number {
  if (count <= 0) return -1;
  if (shuffle) return randomOtherIndex(count, current, random, isAvailable);
  if (current < 0 || current >= count) return walk(count, direction === 1 ? 0 : count - 1, direction, isAvailable);
  return walk(count, current + direction, direction, isAvailable);
}

/** The playable track after `current`, wrapping to the first (see `stepIndex`). */
export function nextIndex(count: number, current: number, options: StepOptions): number {
  return stepIndex(count, current, 1, options);
}

/** The playable track before `current`, wrapping to the last (see `stepIndex`). */
export function previousIndex(count: number, current: number, options: StepOptions): number {
  return stepIndex(count, current, -1, options);
}

/** Whether a track can be played now. */
export type TrackAvailable = (track: PlayerTrack) => boolean;

const everyTrack: TrackAvailable = () => true;

export interface Selection {
  categoryId: string;
  trackId: string;
}

/**
 * On first load: a random playable track of the first category that has one (null when none has).
 * Offline, "playable" means downloaded.
 */
export function initialSelection(
  categories: readonly PlayerCategory[],
  random: Random = Math.random,
  isAvailable: TrackAvailable = everyTrack,
): Selection | null {
  for (const category of categories) {
    const playable = category.tracks.filter(isAvailable);
    if (playable.length === 0) continue;
    const track = playable[randomIndexBelow(playable.length, random)];
    return { categoryId: category.id, trackId: track.id };
  }
  return null;
}

/**
 * The first playable track, looking in the category `preferredId` first and then in the others in
 * order; null when nothing can be played (offline with no downloads).
 */
export function firstAvailable(
  categories: readonly PlayerCategory[],
  isAvailable: TrackAvailable,
  preferredId: string | null = null,
): Selection | null {
  const preferred = categories.find((c) => c.id === preferredId);
  for (const category of preferred ? [preferred, ...categories.filter((c) => c !== preferred)] : categories) {
    const track = category.tracks.find(isAvailable);
    if (track) return { categoryId: category.id, trackId: track.id };
  }
  return null;
}

export interface Located {
  category: PlayerCategory;
  track: PlayerTrack;
  index: number;
}

/** Finds a track of a category by ids; null when either is gone (e.g. after the catalogue changed). */
export function locate(
  categories: readonly PlayerCategory[],
  categoryId: string | null,
  trackId: string | null,
): Located | null {
  if (categoryId === null || trackId === null) return null;
  const category = categories.find((c) => c.id === categoryId);
  if (!category) return null;
  const index = category.tracks.findIndex((t) => t.id === trackId);
  if (index < 0) return null;
  return { category, track: category.tracks[index], index };
}
