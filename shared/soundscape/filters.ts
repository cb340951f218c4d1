/**
 * The filters the generators are made of: one-pole low/high pass and the RBJ biquad band pass. Plain objects
 * with numeric state and a per-sample `step`, so the hot loops stay monomorphic and allocation-free.
 */

/** One-pole low pass, y += a (x - y); `a` from the cut-off frequency. */
export class OnePole {
  a = 1;
  y = 0;
  constructor(sampleRate: number, cutoffHz: number) {
    this.set(sampleRate, cutoffHz);
  }
  set(sampleRate: number, cutoffHz: number): void {
    this.a = 1 - Math.exp((-2 * Math.PI * cutoffHz) / sampleRate);
  }
  low(x: number): number {
    this.y += this.a * (x - this.y);
    return this.y;
  }
  /** The high-pass complement (x minus the low pass). */
  high(x: number): number {
    this.y += this.a * (x - this.y);
    return x - this.y;
  }
}

/** RBJ cookbook band pass (constant 0 dB peak gain), direct form I. */
export class BandPass {
  private b0 = 0;
  private b2 = 0;
  private a1 = 0;
  private a2 = 0;
  private x1 = 0;
  private x2 = 0;
  private y1 = 0;
  private y2 = 0;
  constructor(sampleRate: number, centreHz: number, q: number) {
    this.set(sampleRate, centreHz, q);
  }
  set(sampleRate: number, centreHz: number, q: number): void {
    const w = (2 * Math.PI * Math.min(centreHz, sampleRate * 0.45)) / sampleRate;
    const alpha = Math.sin(w) / (2 * q);
    const a0 = 1 + alpha;
    this.b0 = alpha / a0;
    this.b2 = -alpha / a0;
    this.a1 = (-2 * Math.cos(w)) / a0;
    this.a2 = (1 - alpha) / a0;
  }
  step(x: number): number {
    const y = this.b0 * x + this.b2 * this.x2 - this.a1 * this.y1 - this.a2 * this.y2;
    this.x2 = this.x1;
    this.x1 = x;
    this.y2 = this.y1;
    this.y1 = y;
    return y;
  }
}

/**
 * A slowly wandering control value in [0, 1]: a new random target every `minS`–`maxS` seconds, approached with a
 * raised-cosine glide. Stepped once per block (control rate), so it costs nothing per sample.
 */
export class Wander {
  private from: number;
  private to: number;
  private t = 0;
  private length = 1;
  value: number;
  constructor(
    private readonly rng: () => number,
    private readonly minS: number,
    private readonly maxS: number,
  ) {
    this.from = rng();
    this.to = rng();
    this.value = this.from;
    this.length = minS + (maxS - minS) * rng();
  }
  /** Advances by `seconds` and returns the value. */
  advance(seconds: number): number {
    this.t += seconds;
    if (this.t >= this.length) {
      this.t -= this.length;
      if (this.t > this.length) this.t = 0;
      this.from = this.to;
      this.to = this.rng();
      this.length = this.minS + (this.maxS - this.minS) * this.rng();
    }
    const k = 0.5 - 0.5 * Math.cos((Math.PI * this.t) / this.length);
    this.value = this.from + (this.to - this.from) * k;
    return this.value;
  }
}
