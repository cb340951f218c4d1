import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BELL_DUCK_GAIN,
  BELL_RING_MS,
  crossfadeCurve,
  crossfadeOverlapMs,
  crossfadeStartAt,
  DUCK_ATTACK_MS,
  equalPowerIn,
  equalPowerOut,
  fadePlan,
  focusStarted,
  FOLLOW_FADE_MS,
  gainAt,
  planLength,
  PRELOAD_LEAD_SECONDS,
  shouldPreload,
  type FadeKind,
} from './music-follow.ts';

const unit = fc.double({ min: 0, max: 1, noNaN: true });

describe('fade plans', () => {
  it('focus ended: fades from the current gain to silence over 3 s', () => {
    const plan = fadePlan('out', 0.8);
    expect(gainAt(plan, 0)).toBe(0.8);
    expect(planLength(plan)).toBe(FOLLOW_FADE_MS);
    expect(gainAt(plan, FOLLOW_FADE_MS)).toBe(0);
    expect(gainAt(plan, 1500)).toBeCloseTo(0.4, 6);
  });

  it('under the bell the music is at most 20 % from the attack until the bell has rung, then silent at 3 s', () => {
    fc.assert(
      fc.property(unit, fc.integer({ min: DUCK_ATTACK_MS, max: BELL_RING_MS }), (from, t) => {
        const plan = fadePlan('out', from, true);
        expect(gainAt(plan, t)).toBeLessThanOrEqual(BELL_DUCK_GAIN + 1e-9);
        expect(gainAt(plan, FOLLOW_FADE_MS)).toBe(0);
        expect(gainAt(plan, 0)).toBe(from);
      }),
    );
  });

  it('a duck (music during breaks) stays at most 20 % while the bell rings and comes back to full', () => {
    fc.assert(
      fc.property(unit, fc.integer({ min: DUCK_ATTACK_MS, max: BELL_RING_MS }), (from, t) => {
        const plan = fadePlan('duck', from);
        expect(gainAt(plan, t)).toBeLessThanOrEqual(BELL_DUCK_GAIN + 1e-9);
        expect(gainAt(plan, planLength(plan))).toBe(1);
      }),
    );
  });

  it('focus started: from silence back to full over 3 s; Play restores at once', () => {
    expect(fadePlan('in', 0)).toEqual([
      { atMs: 0, gain: 0 },
      { atMs: FOLLOW_FADE_MS, gain: 1 },
    ]);
    expect(gainAt(fadePlan('in', 0), 750)).toBeCloseTo(0.25, 6);
    const full = fadePlan('full', 0.1);
    expect(planLength(full)).toBeLessThan(100);
    expect(gainAt(full, planLength(full))).toBe(1);
  });

  it('every plan starts at 0 ms, moves forward in time and stays within 0–1', () => {
    const kinds: FadeKind[] = ['out', 'duck', 'in', 'full'];
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        fc.double({ min: -2, max: 3, noNaN: true }),
        fc.boolean(),
        (k, from, bell) => {
          const plan = fadePlan(k, from, bell);
          expect(plan[0].atMs).toBe(0);
          for (let i = 1; i < plan.length; i++) expect(plan[i].atMs).toBeGreaterThan(plan[i - 1].atMs);
          for (const p of plan) {
            expect(p.gain).toBeGreaterThanOrEqual(0);
            expect(p.gain).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });

  it('gainAt is linear between points and holds after the last', () => {
    const plan = [
      { atMs: 0, gain: 1 },
      { atMs: 100, gain: 0.5 },
      { atMs: 300, gain: 0 },
    ];
    expect(gainAt(plan, -5)).toBe(1);
    expect(gainAt(plan, 50)).toBeCloseTo(0.75, 9);
    expect(gainAt(plan, 200)).toBeCloseTo(0.25, 9);
    expect(gainAt(plan, 10_000)).toBe(0);
    expect(gainAt([], 10)).toBe(1);
  });
});

describe('equal-power crossfade', () => {
  it('the two gains squared sum to 1 at every point', () => {
    fc.assert(
      fc.property(unit, (x) => {
        expect(equalPowerIn(x) ** 2 + equalPowerOut(x) ** 2).toBeCloseTo(1, 9);
      }),
    );
  });

  it('the incoming gain rises and the outgoing falls monotonically, from 0 to 1 and 1 to 0', () => {
    fc.assert(
      fc.property(unit, unit, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(equalPowerIn(lo)).toBeLessThanOrEqual(equalPowerIn(hi));
        expect(equalPowerOut(lo)).toBeGreaterThanOrEqual(equalPowerOut(hi));
      }),
    );
    expect(equalPowerIn(0)).toBe(0);
    expect(equalPowerIn(1)).toBe(1);
    expect(equalPowerOut(0)).toBe(1);
    expect(equalPowerOut(1)).toBeCloseTo(0, 12);
  });

  it('at the midpoint both tracks are at 1/√2 (−3 dB), not 0.5 as a linear fade would be', () => {
    expect(equalPowerIn(0.5)).toBeCloseTo(Math.SQRT1_2, 12);
    expect(equalPowerOut(0.5)).toBeCloseTo(Math.SQRT1_2, 12);
  });

  it('sampled curves keep the power sum at their samples and end exactly at 0 and 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 256 }), (n) => {
        const up = crossfadeCurve('in', n);
        const down = crossfadeCurve('out', n);
        expect(up).toHaveLength(n);
        expect([up[0], up[n - 1], down[0], down[n - 1]]).toEqual([0, 1, 1, 0]);
        for (let i = 0; i < n; i++) expect(up[i] ** 2 + down[i] ** 2).toBeCloseTo(1, 5);
      }),
    );
  });

  it('the overlap is the setting, at most half of either track, and 0 without a setting or a length', () => {
    expect(crossfadeOverlapMs(4, 75, 75)).toBe(4000);
    expect(crossfadeOverlapMs(10, 12, 75)).toBe(6000);
    expect(crossfadeOverlapMs(10, 75, 8)).toBe(4000);
    expect(crossfadeOverlapMs(0, 75, 75)).toBe(0);
    expect(crossfadeOverlapMs(4, 0, 75)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.double({ min: 0.1, max: 600, noNaN: true }), (s, d) => {
        const overlap = crossfadeOverlapMs(s, d, d);
        expect(overlap).toBeLessThanOrEqual(s * 1000);
        expect(overlap).toBeLessThanOrEqual(Math.round((d / 2) * 1000));
      }),
    );
    expect(crossfadeStartAt(4000, 75)).toBe(71);
    expect(crossfadeStartAt(0, 75)).toBeNull();
  });

  it('preloads the lead time before the crossfade starts', () => {
    expect(shouldPreload(4, 75 - 4 - PRELOAD_LEAD_SECONDS - 0.1, 75)).toBe(false);
    expect(shouldPreload(4, 75 - 4 - PRELOAD_LEAD_SECONDS, 75)).toBe(true);
    expect(shouldPreload(0, 74, 75)).toBe(false);
    expect(shouldPreload(4, 10, 0)).toBe(false);
  });
});

describe('focus starting', () => {
  it('is a focus phase beginning to run: Start from idle, or auto-start after a break', () => {
    expect(focusStarted({ phase: 'focus', status: 'idle' }, { phase: 'focus', status: 'running' })).toBe(true);
    expect(focusStarted({ phase: 'break', status: 'ended' }, { phase: 'focus', status: 'running' })).toBe(true);
    expect(focusStarted({ phase: 'focus', status: 'paused' }, { phase: 'focus', status: 'running' })).toBe(false);
    expect(focusStarted({ phase: 'focus', status: 'running' }, { phase: 'focus', status: 'running' })).toBe(false);
    expect(focusStarted({ phase: 'break', status: 'idle' }, { phase: 'break', status: 'running' })).toBe(false);
    expect(focusStarted({ phase: 'break', status: 'ended' }, { phase: 'focus', status: 'idle' })).toBe(false);
  });
});
