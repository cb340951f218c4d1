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
}
