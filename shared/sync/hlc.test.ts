import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareHlc,
  HLC_MAX_DRIFT_MS,
  HLC_ZERO,
  hlcFromString,
  hlcReceive,
  hlcTick,
  hlcToString,
  type Hlc,
} from './hlc.ts';

const hlc = fc.record({
  wall: fc.integer({ min: 0, max: 4_000_000_000_000 }),
  counter: fc.integer({ min: 0, max: 100_000 }),
  node: fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/),
});

describe('hybrid logical clock', () => {
  it('moves forward on every local event, even when the wall clock stands still or goes back', () => {
    let h: Hlc = HLC_ZERO;
    const seen: string[] = [];
    for (const now of [1000, 1000, 1000, 999, 500, 1001]) {
      h = hlcTick(h, now, 'a');
      seen.push(hlcToString(h));
    }
    expect([...seen].sort()).toEqual(seen);
    expect(new Set(seen).size).toBe(seen.length);
    expect(h).toEqual({ wall: 1001, counter: 0, node: 'a' });
  });

  it('orders after any clock it receives', () => {
    fc.assert(
      fc.property(hlc, hlc, fc.integer({ min: 0, max: 4_000_000_000_000 }), (local, remote, now) => {
        const next = hlcReceive(local, remote, now, 'me');
        expect(compareHlc(next, local)).toBeGreaterThan(0);
        if (remote.wall <= now + HLC_MAX_DRIFT_MS)
          expect(compareHlc(next, { ...remote, node: 'me' })).toBeGreaterThan(0);
        expect(next.wall).toBeGreaterThanOrEqual(now);
      }),
    );
  });

  it('is not dragged into the future by a device with a wrong date', () => {
    const next = hlcReceive(HLC_ZERO, { wall: 10 ** 13, counter: 0, node: 'x' }, 1000, 'me');
    expect(next.wall).toBe(1000);
  });

  it('sorts as text exactly as it compares, and reads back', () => {
    fc.assert(
      fc.property(hlc, hlc, (a, b) => {
        const [x, y] = [hlcToString(a), hlcToString(b)];
        expect(Math.sign(compareHlc(a, b))).toBe(x < y ? -1 : x > y ? 1 : 0);
        expect(hlcFromString(x)).toEqual(a);
      }),
    );
    expect(hlcFromString('nonsense')).toBeNull();
  });
});
