/** Each mood's arrangement style: swing, instruments, densities, drum kit and effects. */
import { PATCHES, type Patch } from './soundfont.ts';
import type { Mood } from './types.ts';

// Styles

export type Pattern = readonly (readonly [number, number])[]; // [step, length in steps]
export type BassStep = readonly [number, 'r' | '5' | '8' | 'a' | 'w1' | 'w2', number];
export type Kit = 'lofi' | 'jazz' | 'sleep';

export interface Style {
  swing: readonly [number, number];
  swingGrid: 8 | 16;
  cutoff: readonly [number, number];
  comp: readonly Pattern[];
  bass: readonly (readonly BassStep[])[];
  kit: Kit;
  melodyDensity: number;
  /** The sampled instruments a track of this mood draws from (two melody voices: one for A, one for B). */
  keys: readonly Patch[];
  melodyVoices: readonly Patch[];
  pads: readonly Patch[];
  basses: readonly Patch[];
  kits: readonly Patch[];
  padChance: number;
  duck: number;
  tremolo: number;
  wow: number;
  crackle: readonly [number, number];
  hiss: number;
  reverb: number;
}

const P = PATCHES;

export const STYLES: Record<Mood, Style> = {
  focus: {
    swing: [0.5, 0.56],
    swingGrid: 16,
    cutoff: [4200, 6000],
    comp: [
      [[0, 16]],
      [
        [0, 8],
        [8, 8],
      ],
      [
        [0, 6],
        [6, 4],
        [10, 6],
      ],
      [
        [0, 10],
        [10, 6],
      ],
    ],
    bass: [
      [
        [0, 'r', 7],
        [10, 'r', 5],
      ],
      [
        [0, 'r', 8],
        [8, '5', 4],
        [12, '8', 3],
      ],
      [
        [0, 'r', 10],
        [11, 'r', 2],
        [14, 'a', 2],
      ],
    ],
    kit: 'lofi',
    melodyDensity: 0.26,
    keys: [P.tineEp, P.mellowGrand, P.fmEp],
    melodyVoices: [P.vibraphone, P.nylonGuitar, P.fmEp],
    pads: [P.warmPad],
    basses: [P.fretlessBass, P.acousticBass],
    kits: [P.jazzKit],
    padChance: 0.5,
    duck: 0.22,
    tremolo: 0.1,
    wow: 0.0012,
    crackle: [2, 5],
    hiss: 0.004,
    reverb: 0.22,
  },
  chill: {
    swing: [0.57, 0.63],
    swingGrid: 16,
    cutoff: [2800, 4000],
    comp: [
      [
        [0, 6],
        [10, 6],
      ],
      [
        [0, 3],
        [3, 7],
        [10, 6],
      ],
      [[0, 16]],
      [
        [0, 7],
        [7, 3],
        [10, 6],
      ],
    ],
    bass: [
      [
        [0, 'r', 7],
        [10, 'r', 5],
      ],
      [
        [0, 'r', 3],
        [3, 'r', 3],
        [8, '5', 4],
        [14, 'a', 2],
      ],
      [
        [0, 'r', 6],
        [7, 'r', 2],
        [10, '5', 4],
        [14, 'a', 2],
      ],
      [
        [0, 'r', 10],
        [11, 'r', 2],
        [14, 'a', 2],
      ],
    ],
    kit: 'lofi',
    melodyDensity: 0.3,
    keys: [P.mellowGrand, P.tineEp, P.fmEp],
    melodyVoices: [P.jazzGuitar, P.vibraphone, P.tineEp],
    pads: [P.warmPad, P.haloPad],
    basses: [P.fretlessBass, P.acousticBass],
    kits: [P.jazzKit, P.brushKit],
    padChance: 0.4,
    duck: 0.35,
    tremolo: 0.2,
    wow: 0.0026,
    crackle: [4, 9],
    hiss: 0.006,
    reverb: 0.28,
  },
  jazz: {
    swing: [0.62, 0.67],
    swingGrid: 8,
    cutoff: [3500, 5000],
    comp: [
      [
        [0, 3],
        [6, 10],
      ],
      [
        [0, 2],
        [6, 2],
        [10, 6],
      ],
      [
        [2, 4],
        [10, 4],
      ],
      [
        [0, 8],
        [10, 6],
      ],
    ],
    bass: [
      [
        [0, 'r', 4],
        [4, 'w1', 4],
        [8, 'w2', 4],
        [12, 'a', 4],
      ],
      [
        [0, 'r', 4],
        [4, 'w2', 4],
        [8, 'w1', 4],
        [12, 'a', 4],
      ],
      [
        [0, 'r', 6],
        [6, 'r', 2],
        [8, 'w2', 4],
        [12, 'a', 4],
      ],
    ],
    kit: 'jazz',
    melodyDensity: 0.36,
    keys: [P.grand, P.tineEp, P.mellowGrand],
    melodyVoices: [P.vibraphone, P.jazzGuitar, P.tineEp],
    pads: [P.warmPad],
    basses: [P.acousticBass],
    kits: [P.brushKit],
    padChance: 0,
    duck: 0.1,
    tremolo: 0.16,
    wow: 0.0018,
    crackle: [3, 7],
    hiss: 0.005,
    reverb: 0.3,
  },
  sleep: {
    swing: [0.5, 0.52],
    swingGrid: 16,
    cutoff: [1800, 2600],
    comp: [[[0, 16]]],
    bass: [
      [[0, 'r', 15]],
      [
        [0, 'r', 8],
        [8, '5', 7],
      ],
    ],
    kit: 'sleep',
    melodyDensity: 0.13,
    keys: [P.mellowGrand, P.fmEp],
    melodyVoices: [P.vibraphone, P.nylonGuitar, P.celesta],
    pads: [P.slowStrings, P.warmPad],
    basses: [P.fretlessBass],
    kits: [P.brushKit],
    padChance: 1,
    duck: 0,
    tremolo: 0.05,
    wow: 0.002,
    crackle: [1, 3],
    hiss: 0.004,
    reverb: 0.45,
  },
};
