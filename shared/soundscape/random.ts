/** Seeded randomness for the soundscape generators: injected, so tests and benchmarks are repeatable. */
export type Rng = () => number;

/** mulberry32: a small, fast 32-bit generator; good enough for audio noise and event timing. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Waiting time until the next event of a Poisson process of `rate` events per second, in seconds. */
export function poissonWait(rng: Rng, rate: number): number {
  return -Math.log(1 - rng()) / rate;
}

/** A value between `lo` and `hi` on a log scale (frequencies, durations). */
export function logUniform(rng: Rng, lo: number, hi: number): number {
  return lo * (hi / lo) ** rng();
}
