/** The drum patterns, one character a sixteenth: X accent, x normal, o soft, g ghost (played by a sampled kit). */
export const DRUMS = {
  kick: [
    'X.........X.....',
    'X......x..X.....',
    'X.....x...X..x..',
    'X..x......X.....',
    'X.......X.x.....',
    'X.x.......X.....',
  ],
  snare: ['....X.......X...', '....X.......X..g', '....X..g....X...', '....X.......X.g.', '....X....g..X...'],
  hat: ['x.o.x.o.x.o.x.o.', 'x.oox.o.x.oox.o.', 'xgogxgogxgogxgog', 'x.x.x.xxx.x.x.xo', 'o.x.o.x.o.x.o.x.'],
  ride: ['x...X.o.x...X.o.', 'x...X...x...X.o.', 'x...X.o.x.o.X.o.'],
  chick: '....x.......x...',
  brush: ['g...X...g...X...', 'g...X.g.g...X...', 'g...X...g.g.X...'],
  jazzKick: ['g.......g.......', 'g.........o.....', 'g...........g.o.'],
  sleepKick: ['o.......o.......', 'o.........o.....'],
  shaker: ['g.o.g.o.g.o.g.o.', 'googgooggooggoog'],
} as const;

export function velOf(ch: string): number {
  return ch === 'X' ? 1 : ch === 'x' ? 0.78 : ch === 'o' ? 0.55 : ch === 'g' ? 0.3 : 0;
}
