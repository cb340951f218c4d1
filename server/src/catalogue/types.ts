/**
 * Procedural, deterministic lo-fi music for the seeded catalogue.
 *
 * Everything derives from the recipe's seed through a seeded PRNG, so the same recipe always yields
 * bit-identical samples (no Math.random, no clock). Hot loops avoid allocations and closures: oscillators
 * read precomputed wavetables, envelopes are multiplicative recurrences, drums are one-shots rendered once and
 * mixed in, and the chord loop is rendered once per progression and tiled.
 */

export type Mood = 'focus' | 'chill' | 'jazz' | 'sleep';

export interface TrackRecipe {
  seed: number;
  mood: Mood;
  bpm: number;
  rootMidi: number;
  durationSec: number;
  /**
   * The progressions (indices into the mood's list) of the A and B sections. The catalogue plan gives each track
   * its own; without them the seed picks two different ones.
   */
  progressions?: readonly [number, number];
}

/** The parts of a track's form, in 4-bar phrases. */
export type SectionKind = 'intro' | 'A' | 'B' | 'break' | 'outro';

export interface SectionSpan {
  kind: SectionKind;
  startSec: number;
  endSec: number;
}
