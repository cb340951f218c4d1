import { BandPass, OnePole, Wander } from './filters.ts';
import { LAYER_IDS, type LayerId } from './ids.ts';
import { BrownNoise, PinkNoise, WhiteNoise } from './noise.ts';
import { logUniform, poissonWait, type Rng } from './random.ts';

/**
 * The soundscape's layers: every one synthesised from noise and randomised events (no recording, no loop). The
 * models follow Andy Farnell's "Designing Sound" (rain drops as damped resonators over a filtered-noise bed,
 * fire as hiss + crackle + lapping, wind as band-passed noise under a gust envelope, bubbles as rising damped
 * sines) and the Faust examples, simplified to run ten at once in one AudioWorklet.
 *
 * A layer writes `n` stereo samples (n ≤ BLOCK) at unity level; LAYER_NORM brings it to −30 LUFS.
 */
export { LAYER_IDS, type LayerId };

export interface Layer {
  render(left: Float32Array, right: Float32Array, n: number): void;
}

/** How often the generators recompute their slow controls (filter cut-offs, envelopes), in samples. */
const CONTROL = 32;

class NoiseLayer implements Layer {
  private readonly l: { next(): number };
  private readonly r: { next(): number };
  constructor(kind: 'white' | 'pink' | 'brown', rng: Rng, sampleRate: number) {
    const make = () =>
      kind === 'white' ? new WhiteNoise(rng) : kind === 'pink' ? new PinkNoise(rng) : new BrownNoise(rng, sampleRate);
    this.l = make();
    this.r = make();
  }
  render(left: Float32Array, right: Float32Array, n: number): void {
    for (let i = 0; i < n; i++) {
      left[i] = this.l.next();
      right[i] = this.r.next();
    }
  }
}

/** A pool of damped resonators (drops, crackles, bubbles): y[n] = 2r cos(w) y[n-1] − r² y[n-2] + impulse. */
class Resonators {
  readonly c1: Float64Array;
  readonly c2: Float64Array;
  readonly y1: Float64Array;
  readonly y2: Float64Array;
  readonly panL: Float64Array;
  readonly panR: Float64Array;
  readonly life: Int32Array;
  /** Chirp: per-sample multiplier of cos(w) (bubbles rise in pitch); 1 = fixed pitch. */
  readonly rise: Float64Array;
  count = 0;
  constructor(readonly size: number) {
    this.c1 = new Float64Array(size);
    this.c2 = new Float64Array(size);
    this.y1 = new Float64Array(size);
    this.y2 = new Float64Array(size);
    this.panL = new Float64Array(size);
    this.panR = new Float64Array(size);
    this.life = new Int32Array(size);
    this.rise = new Float64Array(size);
  }
  /** Starts a resonator at `freq` Hz decaying by 60 dB over `decayS`, struck with `amp`, panned 0 (left)–1. */
  strike(sampleRate: number, freq: number, decayS: number, amp: number, pan: number, rise = 1): void {
    if (this.count >= this.size) return;
    const k = this.count++;
    const w = (2 * Math.PI * freq) / sampleRate;
    const r = Math.exp(-6.9 / (decayS * sampleRate));
    this.c1[k] = 2 * r * Math.cos(w);
    this.c2[k] = r * r;
    // An impulse through the resonator: the first sample is amp·sin(w), phase-correct start from silence.
    this.y1[k] = amp * Math.sin(w);
    this.y2[k] = 0;
    this.panL[k] = Math.cos(pan * Math.PI * 0.5);
    this.panR[k] = Math.sin(pan * Math.PI * 0.5);
    this.life[k] = Math.ceil(decayS * sampleRate);
    this.rise[k] = rise;
  }
  /** Adds the pool's output to the two channels. */
  add(left: Float32Array, right: Float32Array, n: number): void {
    for (let k = 0; k < this.count; k++) {
      let y1 = this.y1[k];
      let y2 = this.y2[k];
      let c1 = this.c1[k];
      const c2 = this.c2[k];
      const rise = this.rise[k];
      const pl = this.panL[k];
      const pr = this.panR[k];
      const m = Math.min(n, this.life[k]);
      for (let i = 0; i < m; i++) {
        const y = c1 * y1 - c2 * y2;
        y2 = y1;
        y1 = y;
        left[i] += y * pl;
        right[i] += y * pr;
        if (rise !== 1) c1 = Math.max(c1 * rise, -2);
      }
      this.y1[k] = y1;
      this.y2[k] = y2;
      this.c1[k] = c1;
      this.life[k] -= n;
      if (this.life[k] <= 0) {
        // Swap the last one in.
        const last = --this.count;
        this.c1[k] = this.c1[last];
        this.c2[k] = this.c2[last];
        this.y1[k] = this.y1[last];
        this.y2[k] = this.y2[last];
        this.panL[k] = this.panL[last];
        this.panR[k] = this.panR[last];
        this.life[k] = this.life[last];
        this.rise[k] = this.rise[last];
        k--;
      }
    }
  }
}

/** Schedules Poisson events within a block: calls `fire(offset)` for each, at a rate that may change per block. */
class Events {
  private wait: number;
  constructor(
    private readonly rng: Rng,
    private readonly sampleRate: number,
    rate: number,
  ) {
    this.wait = poissonWait(rng, rate) * sampleRate;
  }
  /** Number of events in the next `n` samples at `rate` per second. */
  count(n: number, rate: number): number {
    let k = 0;
    this.wait -= n;
    while (this.wait <= 0) {
      k++;
      this.wait += poissonWait(this.rng, Math.max(rate, 1e-3)) * this.sampleRate;
    }
    return k;
  }
}

/** Rain: a hiss bed (pink noise, high passed) and drops (damped resonators, 1.5–6 kHz, random pan and size). */
class RainLayer implements Layer {
  private readonly nl: PinkNoise;
  private readonly nr: PinkNoise;
  private readonly hpl: OnePole;
  private readonly hpr: OnePole;
  private readonly lpl: OnePole;
  private readonly lpr: OnePole;
  private readonly rumbleL: BrownNoise;
  private readonly rumbleR: BrownNoise;
  private readonly drops = new Resonators(64);
  private readonly events: Events;
  private readonly intensity: Wander;
  constructor(
    private readonly rng: Rng,
    private readonly sampleRate: number,
    private readonly heavy: boolean,
  ) {
    this.nl = new PinkNoise(rng);
    this.nr = new PinkNoise(rng);
    const hp = heavy ? 300 : 900;
    this.hpl = new OnePole(sampleRate, hp);
    this.hpr = new OnePole(sampleRate, hp);
    const lp = heavy ? 7000 : 9000;
    this.lpl = new OnePole(sampleRate, lp);
    this.lpr = new OnePole(sampleRate, lp);
    this.rumbleL = new BrownNoise(rng, sampleRate);
    this.rumbleR = new BrownNoise(rng, sampleRate);
    this.events = new Events(rng, sampleRate, heavy ? 350 : 45);
    this.intensity = new Wander(rng, 4, 12);
  }
  render(left: Float32Array, right: Float32Array, n: number): void {
    const swell = 0.75 + 0.5 * this.intensity.advance(n / this.sampleRate);
    const bed = (this.heavy ? 0.9 : 0.35) * swell;
    const rumble = this.heavy ? 0.25 * swell : 0;
    for (let i = 0; i < n; i++) {
      left[i] = this.lpl.low(this.hpl.high(this.nl.next())) * bed + this.rumbleL.next() * rumble;
      right[i] = this.lpr.low(this.hpr.high(this.nr.next())) * bed + this.rumbleR.next() * rumble;
    }
    const rate = (this.heavy ? 350 : 45) * swell;
    const k = this.events.count(n, rate);
    for (let e = 0; e < k; e++) {
      const rng = this.rng;
      // Many small drops, few big ones.
      const amp = (this.heavy ? 0.05 : 0.08) * rng() ** 3 + 0.005;
      this.drops.strike(this.sampleRate, logUniform(rng, 1500, 6000), 0.004 + 0.012 * rng(), amp, rng(), 0.99999);
    }
    this.drops.add(left, right, n);
  }
}

/** Distant thunder: sparse rolls (every ~10–35 s) of low-passed brown noise under a multi-burst envelope. */
class ThunderLayer implements Layer {
  private readonly nl: BrownNoise;
  private readonly nr: BrownNoise;
  private readonly lpl: OnePole;
  private readonly lpr: OnePole;
  private readonly lp2l: OnePole;
  private readonly lp2r: OnePole;
  private readonly hpl: OnePole;
  private readonly hpr: OnePole;
  /** Samples until the next roll starts. */
  private wait: number;
  /** The current roll's bursts: start (samples from roll start), level, decay per sample. */
  private bursts: { at: number; level: number; decay: number }[] = [];
  private t = 0;
  private length = 0;
  private env = 0;
  private pan = 0.5;
  constructor(
    private readonly rng: Rng,
    private readonly sampleRate: number,
  ) {
    this.nl = new BrownNoise(rng, sampleRate);
    this.nr = new BrownNoise(rng, sampleRate);
    this.lpl = new OnePole(sampleRate, 500);
    this.lpr = new OnePole(sampleRate, 500);
    this.lp2l = new OnePole(sampleRate, 700);
    this.lp2r = new OnePole(sampleRate, 700);
    // Below ~40 Hz laptop and phone speakers play nothing: the energy there would only eat headroom.
    this.hpl = new OnePole(sampleRate, 40);
    this.hpr = new OnePole(sampleRate, 40);
    // The first roll comes soon after the layer is turned on, so a visitor hears what it is.
    this.wait = (1 + 4 * rng()) * sampleRate;
  }
  private startRoll(): void {
    const rng = this.rng;
    this.t = 0;
    this.length = Math.round((5 + 6 * rng()) * this.sampleRate);
    this.pan = 0.2 + 0.6 * rng();
    const n = 2 + Math.floor(rng() * 4);
    this.bursts = [];
    for (let b = 0; b < n; b++) {
      const at = b === 0 ? 0 : rng() * 0.5 * this.length;
      const decayS = 0.8 + 2.5 * rng();
      this.bursts.push({
        at: Math.round(at),
        level: b === 0 ? 1 : 0.4 + 0.6 * rng(),
        decay: Math.exp(-6.9 / (decayS * this.sampleRate * 1.5)),
      });
    }
  }
  /** The roll's envelope at `t` samples: bursts with a 150 ms rise, each decaying exponentially. */
  private envelopeAt(t: number): number {
    let e = 0;
    const rise = 0.15 * this.sampleRate;
    for (const b of this.bursts) {
      const d = t - b.at;
      if (d < 0) continue;
      const attack = d < rise ? d / rise : 1;
      e += b.level * attack * b.decay ** d;
    }
    // Fades to zero by the roll's end so the roll never stops abruptly.
    const tail = 1 - t / this.length;
    return Math.min(e, 1.2) * (tail > 0 ? Math.min(1, tail * 8) : 0);
  }
  render(left: Float32Array, right: Float32Array, n: number): void {
    for (let start = 0; start < n; start += CONTROL) {
      const m = Math.min(CONTROL, n - start);
      let target = 0;
      if (this.length > 0) {
        target = this.envelopeAt(this.t);
        this.t += m;
        if (this.t >= this.length) {
          this.length = 0;
          this.wait = (5 + 12 * this.rng()) * this.sampleRate;
        }
      } else {
        this.wait -= m;
        if (this.wait <= 0) this.startRoll();
      }
      // A faint rumble bed between rolls, so the layer is never dead silent.
      const e0 = this.env;
      const e1 = 0.04 + target;
      const pl = Math.cos(this.pan * Math.PI * 0.5);
      const pr = Math.sin(this.pan * Math.PI * 0.5);
      for (let i = 0; i < m; i++) {
        const e = e0 + ((e1 - e0) * (i + 1)) / m;
        left[start + i] = this.hpl.high(this.lp2l.low(this.lpl.low(this.nl.next()))) * e * 4 * (0.5 + pl * 0.7);
        right[start + i] = this.hpr.high(this.lp2r.low(this.lpr.low(this.nr.next()))) * e * 4 * (0.5 + pr * 0.7);
      }
      this.env = e1;
    }
  }
}

/** Wind: pink noise through a band pass whose centre and level follow a gust envelope (slow + fast wander). */
class WindLayer implements Layer {
  private readonly nl: PinkNoise;
  private readonly nr: PinkNoise;
  private readonly bpl: BandPass;
  private readonly bpr: BandPass;
  private readonly lpl: OnePole;
  private readonly lpr: OnePole;
  private readonly gust: Wander;
  private readonly flutter: Wander;
  private readonly sway: Wander;
  private level = 0;
  constructor(
    rng: Rng,
    private readonly sampleRate: number,
  ) {
    this.nl = new PinkNoise(rng);
    this.nr = new PinkNoise(rng);
    this.bpl = new BandPass(sampleRate, 400, 1.2);
    this.bpr = new BandPass(sampleRate, 400, 1.2);
    this.lpl = new OnePole(sampleRate, 250);
    this.lpr = new OnePole(sampleRate, 250);
    this.gust = new Wander(rng, 2, 7);
    this.flutter = new Wander(rng, 0.15, 0.6);
    this.sway = new Wander(rng, 3, 9);
  }
  render(left: Float32Array, right: Float32Array, n: number): void {
    for (let start = 0; start < n; start += CONTROL) {
      const m = Math.min(CONTROL, n - start);
      const s = m / this.sampleRate;
      const g = this.gust.advance(s) * 0.8 + this.flutter.advance(s) * 0.2;
      const sway = this.sway.advance(s);
      this.bpl.set(this.sampleRate, 250 + 900 * g * g, 1.5);
      this.bpr.set(this.sampleRate, 270 + 950 * g * g, 1.5);
      const l0 = this.level;
      const l1 = 0.15 + g * g * 1.2;
      for (let i = 0; i < m; i++) {
        const lv = l0 + ((l1 - l0) * (i + 1)) / m;
        const a = this.nl.next();
        const b = this.nr.next();
        left[start + i] = (this.bpl.step(a) * (0.6 + 0.4 * sway) + this.lpl.low(a) * 0.6) * lv * 3;
        right[start + i] = (this.bpr.step(b) * (1 - 0.4 * sway) + this.lpr.low(b) * 0.6) * lv * 3;
      }
      this.level = l1;
    }
  }
}

/** Ocean waves: swells of 7–14 s; each rises, breaks (brighter, louder) and draws back as a fading hiss. */
class WavesLayer implements Layer {
  private readonly nl: PinkNoise;
  private readonly nr: PinkNoise;
  private readonly lpl: OnePole;
  private readonly lpr: OnePole;
  private readonly bl: BrownNoise;
  private readonly br: BrownNoise;
  private t = 0;
  private length = 1;
  private peak = 1;
  private env = 0;
  private pan = 0.5;
  constructor(
    private readonly rng: Rng,
    private readonly sampleRate: number,
  ) {
    this.nl = new PinkNoise(rng);
    this.nr = new PinkNoise(rng);
    this.lpl = new OnePole(sampleRate, 500);
    this.lpr = new OnePole(sampleRate, 500);
    this.bl = new BrownNoise(rng, sampleRate);
    this.br = new BrownNoise(rng, sampleRate);
    this.next();
    this.t = rng() * this.length * 0.5;
  }
  private next(): void {
    this.t = 0;
    this.length = (7 + 7 * this.rng()) * this.sampleRate;
    this.peak = 0.8 + 0.2 * this.rng();
    this.pan = 0.3 + 0.4 * this.rng();
  }
  private shape(p: number): number {
    // Rise to the break at 40 %, then an exponential draw-back that meets the next swell's start.
    if (p < 0.4) {
      const x = p / 0.4;
      return 0.12 + 0.88 * x * x * (3 - 2 * x);
    }
    return 0.12 + 0.88 * Math.exp(-((p - 0.4) / 0.6) * 3.2) * (1 - (p - 0.4) / 0.6) ** 0.5;
  }
  render(left: Float32Array, right: Float32Array, n: number): void {
    for (let start = 0; start < n; start += CONTROL) {
      const m = Math.min(CONTROL, n - start);
      this.t += m;
      if (this.t >= this.length) this.next();
      const e1 = this.shape(this.t / this.length) * this.peak;
      const cutoff = 250 + 3500 * e1 * e1;
      this.lpl.set(this.sampleRate, cutoff);
      this.lpr.set(this.sampleRate, cutoff * 1.1);
      const e0 = this.env;
      const pl = 0.7 + 0.6 * (1 - this.pan);
      const pr = 0.7 + 0.6 * this.pan;
      for (let i = 0; i < m; i++) {
        const e = e0 + ((e1 - e0) * (i + 1)) / m;
        left[start + i] = (this.lpl.low(this.nl.next()) * 2.2 + this.bl.next() * 0.25) * e * pl;
        right[start + i] = (this.lpr.low(this.nr.next()) * 2.2 + this.br.next() * 0.25) * e * pr;
      }
      this.env = e1;
    }
  }
}

/** A crackling fire: crackles (clustered, short bright resonances), a soft hiss and a low lapping roar. */
class FireLayer implements Layer {
  private readonly crackles = new Resonators(48);
  private readonly events: Events;
  private readonly activity: Wander;
  private readonly lap: Wander;
  private readonly hissL: WhiteNoise;
  private readonly hissR: WhiteNoise;
  private readonly hpl: OnePole;
  private readonly hpr: OnePole;
  private readonly roarL: BrownNoise;
  private readonly roarR: BrownNoise;
  private readonly bpl: BandPass;
  private readonly bpr: BandPass;
  private level = 0;
  constructor(
    private readonly rng: Rng,
    private readonly sampleRate: number,
  ) {
    this.events = new Events(rng, sampleRate, 8);
    this.activity = new Wander(rng, 0.5, 3);
    this.lap = new Wander(rng, 0.1, 0.5);
    this.hissL = new WhiteNoise(rng);
    this.hissR = new WhiteNoise(rng);
    this.hpl = new OnePole(sampleRate, 3000);
    this.hpr = new OnePole(sampleRate, 3000);
    this.roarL = new BrownNoise(rng, sampleRate);
    this.roarR = new BrownNoise(rng, sampleRate);
    this.bpl = new BandPass(sampleRate, 180, 0.8);
    this.bpr = new BandPass(sampleRate, 200, 0.8);
  }
  render(left: Float32Array, right: Float32Array, n: number): void {
    const s = n / this.sampleRate;
    const a = this.activity.advance(s);
    const lap = this.lap.advance(s);
    const l0 = this.level;
    const l1 = 0.5 + 0.8 * lap;
    for (let i = 0; i < n; i++) {
      const lv = l0 + ((l1 - l0) * (i + 1)) / n;
      left[i] = this.hpl.high(this.hissL.next()) * 0.008 * lv + this.bpl.step(this.roarL.next()) * 0.9 * lv;
      right[i] = this.hpr.high(this.hissR.next()) * 0.008 * lv + this.bpr.step(this.roarR.next()) * 0.9 * lv;
    }
    this.level = l1;
    const k = this.events.count(n, 2 + 25 * a * a * a);
    const rng = this.rng;
    for (let e = 0; e < k; e++) {
      // Pops: a few very short resonances, sometimes a bigger one lower down.
      const big = rng() < 0.12;
      this.crackles.strike(
        this.sampleRate,
        big ? logUniform(rng, 600, 1800) : logUniform(rng, 1800, 7000),
        big ? 0.01 + 0.02 * rng() : 0.002 + 0.005 * rng(),
        (big ? 0.35 : 0.2) * (0.2 + 0.8 * rng() ** 2),
        0.25 + 0.5 * rng(),
      );
    }
    this.crackles.add(left, right, n);
  }
}

/** A stream: many small bubbles (damped sines rising in pitch, 300–1400 Hz) over a gurgling band of noise. */
class StreamLayer implements Layer {
  private readonly bubbles = new Resonators(64);
  private readonly events: Events;
  private readonly nl: PinkNoise;
  private readonly nr: PinkNoise;
  private readonly bpl: BandPass;
  private readonly bpr: BandPass;
  private readonly flow: Wander;
  constructor(
    private readonly rng: Rng,
    private readonly sampleRate: number,
  ) {
    this.events = new Events(rng, sampleRate, 70);
    this.nl = new PinkNoise(rng);
    this.nr = new PinkNoise(rng);
    this.bpl = new BandPass(sampleRate, 900, 0.7);
    this.bpr = new BandPass(sampleRate, 1000, 0.7);
    this.flow = new Wander(rng, 0.3, 2);
  }
  render(left: Float32Array, right: Float32Array, n: number): void {
    const f = this.flow.advance(n / this.sampleRate);
    for (let i = 0; i < n; i++) {
      left[i] = this.bpl.step(this.nl.next()) * 0.5;
      right[i] = this.bpr.step(this.nr.next()) * 0.5;
    }
    const k = this.events.count(n, 40 + 80 * f);
    const rng = this.rng;
    const sr = this.sampleRate;
    for (let e = 0; e < k; e++) {
      const freq = logUniform(rng, 300, 1400);
      const decay = 0.01 + 0.03 * rng();
      // The pitch rises ~ 30–80 % over the bubble's life (van den Doel's bubble model).
      const riseTotal = 1 + 0.3 + 0.5 * rng();
      const w0 = (2 * Math.PI * freq) / sr;
      const w1 = Math.min(w0 * riseTotal, Math.PI * 0.9);
      const samples = decay * sr;
      const rise = (Math.cos(w1) / Math.cos(w0)) ** (1 / samples);
      this.bubbles.strike(sr, freq, decay, 0.06 * (0.3 + 0.7 * rng()), rng(), Number.isFinite(rise) ? rise : 1);
    }
    this.bubbles.add(left, right, n);
  }
}

/** Night crickets: three insects chirping (pulse trains of a 4–5 kHz tone), each at its own jittered pace. */
class CricketsLayer implements Layer {
  private readonly crickets: {
    w: number;
    phase: number;
    pan: number;
    level: number;
    period: number;
    /** Samples into the current chirp. */
    t: number;
    pulses: number;
    pulseLen: number;
    gapLen: number;
    resting: number;
  }[] = [];
  private readonly bed: BrownNoise;
  private readonly bedR: BrownNoise;
  constructor(
    private readonly rng: Rng,
    private readonly sampleRate: number,
  ) {
    for (let c = 0; c < 3; c++) {
      this.crickets.push({
        w: (2 * Math.PI * (3900 + 1100 * rng())) / sampleRate,
        phase: rng() * 2 * Math.PI,
        pan: 0.15 + 0.7 * rng(),
        level: 0.75 + 0.25 * rng(),
        period: (0.45 + 0.5 * rng()) * sampleRate,
        t: Math.floor(rng() * sampleRate),
        pulses: 3,
        pulseLen: Math.round(0.018 * sampleRate),
        gapLen: Math.round(0.012 * sampleRate),
        resting: 0,
      });
    }
    this.bed = new BrownNoise(rng, sampleRate);
    this.bedR = new BrownNoise(rng, sampleRate);
  }
  render(left: Float32Array, right: Float32Array, n: number): void {
    for (let i = 0; i < n; i++) {
      left[i] = this.bed.next() * 0.05;
      right[i] = this.bedR.next() * 0.05;
    }
    const rng = this.rng;
    for (const c of this.crickets) {
      const pl = Math.cos(c.pan * Math.PI * 0.5);
      const pr = Math.sin(c.pan * Math.PI * 0.5);
      const unit = c.pulseLen + c.gapLen;
      for (let i = 0; i < n; i++) {
        if (c.t >= c.period) {
          // Next chirp: its own pace, pulse count and pitch wobble; now and then a rest of a few seconds.
          c.t = 0;
          c.period = (0.45 + 0.5 * rng()) * this.sampleRate;
          c.pulses = 2 + Math.floor(rng() * 3);
          c.w *= 0.995 + 0.01 * rng();
          c.resting = rng() < 0.04 ? Math.floor((2 + 4 * rng()) * this.sampleRate) : 0;
          if (c.w > 0.75) c.w = 0.6;
          if (c.w < 0.45) c.w = 0.55;
        }
        if (c.resting > 0) {
          c.resting--;
          continue;
        }
        const k = Math.floor(c.t / unit);
        const inUnit = c.t - k * unit;
        c.t++;
        c.phase += c.w;
        if (k >= c.pulses || inUnit >= c.pulseLen) continue;
        // A raised-sine pulse envelope: no click at either end.
        const env = Math.sin((Math.PI * inUnit) / c.pulseLen);
        const y = Math.sin(c.phase) * env * c.level * 0.3;
        left[i] += y * pl;
        right[i] += y * pr;
      }
      if (c.phase > 1e6) c.phase %= 2 * Math.PI;
    }
  }
}

/** Gains that bring each layer to −30 LUFS (integrated, 60 s, 48 kHz) at the default volume; see mixer.test.ts. */
export const LAYER_NORM: Record<LayerId, number> = {
  white: 0.027,
  pink: 0.1206,
  brown: 0.2894,
  'light-rain': 0.5082,
  'heavy-rain': 0.1912,
  // Sparse rolls: a minute's loudness depends on how many fall in it. Set for the mean over seeds 1–8 (−28.8 LUFS at
  // 0.296, seed to seed −30.3 to −28.1), so every seed sits inside ±2 LU (loudness.test.ts checks four).
  thunder: 0.258,
  wind: 0.1982,
  waves: 0.1457,
  fire: 0.59,
  stream: 0.5146,
  crickets: 0.3596,
};

export function createLayer(id: LayerId, rng: Rng, sampleRate: number): Layer {
  switch (id) {
    case 'white':
    case 'pink':
    case 'brown':
      return new NoiseLayer(id, rng, sampleRate);
    case 'light-rain':
      return new RainLayer(rng, sampleRate, false);
    case 'heavy-rain':
      return new RainLayer(rng, sampleRate, true);
    case 'thunder':
      return new ThunderLayer(rng, sampleRate);
    case 'wind':
      return new WindLayer(rng, sampleRate);
    case 'waves':
      return new WavesLayer(rng, sampleRate);
    case 'fire':
      return new FireLayer(rng, sampleRate);
    case 'stream':
      return new StreamLayer(rng, sampleRate);
    case 'crickets':
      return new CricketsLayer(rng, sampleRate);
  }
}
