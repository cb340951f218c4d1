/** Chord qualities, progressions per mood, voice leading. */
import type { Mood } from './types.ts';

// Harmony

export const QUALITIES = {
  maj7: [0, 4, 7, 11],
  maj9: [0, 4, 7, 11, 14],
  '6/9': [0, 4, 7, 9, 14],
  maj7s11: [0, 4, 7, 11, 18],
  m7: [0, 3, 7, 10],
  m9: [0, 3, 7, 10, 14],
  m11: [0, 3, 7, 10, 14, 17],
  m6: [0, 3, 7, 9],
  dom9: [0, 4, 7, 10, 14],
  dom13: [0, 4, 7, 10, 14, 21],
  dom7b9: [0, 4, 7, 10, 13],
  sus9: [0, 5, 7, 10, 14],
  m7b5: [0, 3, 6, 10],
} as const;

export type Quality = keyof typeof QUALITIES;
export type ChordDef = readonly [number, Quality];

export interface Progression {
  minor: boolean;
  chords: readonly ChordDef[];
}

export const PROGRESSIONS: Record<Mood, readonly Progression[]> = {
  focus: [
    {
      minor: false,
      chords: [
        [5, 'maj9'],
        [7, 'sus9'],
        [4, 'm7'],
        [9, 'm9'],
      ],
    },
    {
      minor: false,
      chords: [
        [0, 'maj9'],
        [9, 'm9'],
        [5, 'maj9'],
        [7, 'sus9'],
      ],
    },
    {
      minor: false,
      chords: [
        [0, 'maj9'],
        [4, 'm7'],
        [5, 'maj9'],
        [5, 'm6'],
      ],
    },
    {
      minor: false,
      chords: [
        [9, 'm9'],
        [5, 'maj9'],
        [0, 'maj9'],
        [7, 'sus9'],
      ],
    },
    {
      minor: false,
      chords: [
        [5, 'maj7'],
        [4, 'm7'],
        [2, 'm9'],
        [0, 'maj9'],
      ],
    },
    {
      minor: true,
      chords: [
        [0, 'm9'],
        [5, 'm9'],
        [8, 'maj9'],
        [7, 'sus9'],
      ],
    },
  ],
  chill: [
    {
      minor: true,
      chords: [
        [0, 'm9'],
        [8, 'maj7'],
        [3, 'maj9'],
        [10, 'dom9'],
      ],
    },
    {
      minor: true,
      chords: [
        [0, 'm9'],
        [5, 'm9'],
        [10, 'dom9'],
        [3, 'maj9'],
      ],
    },
    {
      minor: true,
      chords: [
        [0, 'm9'],
        [8, 'maj9'],
        [5, 'm9'],
        [7, 'dom7b9'],
      ],
    },
    {
      minor: true,
      chords: [
        [8, 'maj9'],
        [7, 'm7'],
        [5, 'm9'],
        [0, 'm11'],
      ],
    },
    {
      minor: true,
      chords: [
        [0, 'm11'],
        [10, 'sus9'],
        [8, 'maj7s11'],
        [7, 'm7'],
      ],
    },
    {
      minor: true,
      chords: [
        [5, 'm9'],
        [10, 'dom13'],
        [3, 'maj9'],
        [8, 'maj7'],
        [2, 'm7b5'],
        [7, 'dom7b9'],
        [0, 'm9'],
        [0, 'm11'],
      ],
    },
  ],
  jazz: [
    {
      minor: false,
      chords: [
        [2, 'm9'],
        [7, 'dom13'],
        [0, 'maj9'],
        [9, 'dom7b9'],
      ],
    },
    {
      minor: false,
      chords: [
        [4, 'm7'],
        [9, 'dom7b9'],
        [2, 'm9'],
        [7, 'dom13'],
      ],
    },
    {
      minor: false,
      chords: [
        [0, 'maj9'],
        [9, 'm9'],
        [2, 'm9'],
        [7, 'dom9'],
      ],
    },
    {
      minor: false,
      chords: [
        [2, 'm9'],
        [7, 'dom13'],
        [0, 'maj9'],
        [0, '6/9'],
      ],
    },
    {
      minor: false,
      chords: [
        [5, 'maj9'],
        [4, 'm7'],
        [2, 'm9'],
        [1, 'maj7s11'],
      ],
    },
    {
      minor: false,
      chords: [
        [2, 'm9'],
        [7, 'dom13'],
        [0, 'maj9'],
        [5, 'maj9'],
        [11, 'm7b5'],
        [4, 'dom7b9'],
        [9, 'm9'],
        [9, 'm11'],
      ],
    },
  ],
  sleep: [
    {
      minor: false,
      chords: [
        [0, 'maj9'],
        [5, 'maj7s11'],
        [0, 'maj9'],
        [5, 'maj7s11'],
      ],
    },
    {
      minor: false,
      chords: [
        [0, 'maj9'],
        [4, 'm7'],
        [5, 'maj9'],
        [5, 'm6'],
      ],
    },
    {
      minor: false,
      chords: [
        [9, 'm9'],
        [5, 'maj9'],
        [0, '6/9'],
        [7, 'sus9'],
      ],
    },
    {
      minor: true,
      chords: [
        [0, 'm9'],
        [8, 'maj9'],
        [0, 'm11'],
        [3, 'maj9'],
      ],
    },
    {
      minor: false,
      chords: [
        [5, 'maj9'],
        [0, 'maj9'],
        [2, 'm9'],
        [0, '6/9'],
      ],
    },
  ],
};

export interface Chord {
  /** MIDI note of the bass root, 36..47. */
  bass: number;
  /** Pitch classes of all chord tones, extensions included. */
  pcs: number[];
  intervals: readonly number[];
  voicing: number[];
}

/** Close-position inversion nearest to the previous voicing and to the middle register. */
export function voice(pcsOrdered: number[], prev: number[] | null): number[] {
  let best: number[] = [];
  let bestCost = Infinity;
  for (let inv = 0; inv < pcsOrdered.length; inv++) {
    for (let oct = 0; oct < 2; oct++) {
      const notes: number[] = [];
      let last = 50 + oct * 6 - 1;
      for (let i = 0; i < pcsOrdered.length; i++) {
        const pc = pcsOrdered[(inv + i) % pcsOrdered.length];
        const m = last + 1 + ((((pc - (last + 1)) % 12) + 12) % 12);
        notes.push(m);
        last = m;
      }
      const mean = notes.reduce((a, b) => a + b, 0) / notes.length;
      let cost = Math.abs(mean - 63) * 0.6 + (notes[notes.length - 1] > 78 ? 20 : 0);
      if (prev) {
        for (let i = 0; i < notes.length; i++) {
          let d = Infinity;
          for (const p of prev) d = Math.min(d, Math.abs(p - notes[i]));
          cost += d;
        }
      }
      if (cost < bestCost) {
        bestCost = cost;
        best = notes;
      }
    }
  }
  return best;
}

export function buildChords(prog: Progression, keyPc: number): Chord[] {
  const out: Chord[] = [];
  let prev: number[] | null = null;
  for (const [deg, q] of prog.chords) {
    const intervals = QUALITIES[q];
    const rootPc = (keyPc + deg) % 12;
    // Rootless voicings once extensions are there: the bass carries the root.
    let iv: number[] = [...intervals];
    if (iv.length >= 5) iv = iv.slice(1);
    if (iv.length >= 5) iv = iv.filter((x) => x !== 7);
    const pcsOrdered = iv.map((x) => (rootPc + x) % 12);
    const voicing = voice(pcsOrdered, prev);
    prev = voicing;
    out.push({
      bass: 36 + rootPc,
      pcs: intervals.map((x) => (rootPc + x) % 12),
      intervals,
      voicing,
    });
  }
  return out;
}
