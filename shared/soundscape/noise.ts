import type { Rng } from './random.ts';

/**
 * Noise colours. White: uniform samples (flat density). Pink: Paul Kellet's "refined" filter, seven first-order
 * sections summing to −3 dB/octave within ±0.05 dB above 9 Hz. Brown: a leaky integrator (−6 dB/octave above
 * its ~5 Hz leak corner, no DC build-up). Each keeps its own state; the random source is injected.
 */
export class WhiteNoise {
  constructor(private readonly rng: Rng) {}
  next(): number {
    return this.rng() * 2 - 1;
  }
}

export class PinkNoise {
  private b0 = 0;
  private b1 = 0;
  private b2 = 0;
  private b3 = 0;
  private b4 = 0;
  private b5 = 0;
  private b6 = 0;
  constructor(private readonly rng: Rng) {}
  /** About ±1 peak, RMS ~0.12 (the sum's gain is ~ 0.11 of Kellet's published form). */
  next(): number {
    const white = this.rng() * 2 - 1;
    this.b0 = 0.99886 * this.b0 + white * 0.0555179;
    this.b1 = 0.99332 * this.b1 + white * 0.0750759;
    this.b2 = 0.969 * this.b2 + white * 0.153852;
    this.b3 = 0.8665 * this.b3 + white * 0.3104856;
    this.b4 = 0.55 * this.b4 + white * 0.5329522;
    this.b5 = -0.7616 * this.b5 - white * 0.016898;
    const out = this.b0 + this.b1 + this.b2 + this.b3 + this.b4 + this.b5 + this.b6 + white * 0.5362;
    this.b6 = white * 0.115926;
    return out * 0.11;
  }
}

export class BrownNoise {
  private y = 0;
  private readonly leak: number;
  constructor(
    private readonly rng: Rng,
    sampleRate: number,
  ) {
    // Leak corner at 5 Hz: below it the integrator flattens, so the level cannot wander off.
    this.leak = Math.exp((-2 * Math.PI * 5) / sampleRate);
  }
  /** RMS ~0.3 at 48 kHz. */
  next(): number {
    this.y = this.leak * this.y + (this.rng() * 2 - 1) * 0.02;
    return this.y * 1.0;
  }
}
