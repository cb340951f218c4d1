import { Wander } from './filters.ts';
import { DEFAULT_VOLUME, LAYER_IDS, type LayerId } from './ids.ts';
import { createLayer, LAYER_NORM, type Layer } from './layers.ts';

export { DEFAULT_VOLUME };
import { Limiter } from './limiter.ts';
import { mulberry32, type Rng } from './random.ts';

/**
 * The soundscape mixer: every layer, its volume, meander, the master volume, the bus fades (timer, sleep timer)
 * and the limiter, rendered block by block. The AudioWorklet runs one per page; tests and the benchmark run it in
 * Node. Every gain change is a linear ramp of at least RAMP_S (no click), layers that are off and silent cost
 * nothing, and a layer keeps its state while it is off, so turning it back on fades the sound in.
 */
export const BLOCK = 128;
/** The shortest ramp of any gain (volume, toggle, preset switch, master). */
export const RAMP_S = 0.03;
/** Meander moves each layer's level within ±30 % of its set value. */
export const MEANDER_DEPTH = 0.3;

/** A layer's gain at slider position `volume` (0–1): a squared taper, 1 at DEFAULT_VOLUME (+12 dB at full). */
export function layerGain(volume: number): number {
  const v = Math.min(1, Math.max(0, volume)) / DEFAULT_VOLUME;
  return v * v;
}

/** The master volume's taper (0–1 → 0–1). */
export function masterGain(volume: number): number {
  const v = Math.min(1, Math.max(0, volume));
  return v * v;
}

/** A gain moving linearly to its target; `next()` per sample. */
class Ramp {
  value: number;
  target: number;
  private step = 0;
  private left = 0;
  constructor(value: number) {
    this.value = value;
    this.target = value;
  }
  set(target: number, samples: number): void {
    if (target === this.target && this.left === 0 && this.value === target) return;
    this.target = target;
    this.left = Math.max(1, Math.round(samples));
    this.step = (target - this.value) / this.left;
  }
  get moving(): boolean {
    return this.left > 0;
  }
  next(): number {
    if (this.left > 0) {
      this.left--;
      this.value = this.left === 0 ? this.target : this.value + this.step;
    }
    return this.value;
  }
}

interface Channel {
  id: LayerId;
  layer: Layer | null;
  gain: Ramp;
  meander: Wander;
  meanderNow: number;
  seed: number;
}

export interface MixerState {
  /** Layers' volumes, 0–1; a layer that is absent or 0 is off. */
  layers: Partial<Record<LayerId, number>>;
  master: number;
  meander: boolean;
}

export class SoundscapeMixer {
  private readonly channels: Channel[];
  private readonly master: Ramp;
  private readonly bus: Ramp;
  private readonly limiter: Limiter;
  private readonly left = new Float32Array(BLOCK);
  private readonly right = new Float32Array(BLOCK);
  private readonly rampSamples: number;
  private meander = false;
  /** Blocks rendered since the last layer fell silent (the limiter's delay line empties within one). */
  private quietBlocks = 0;

  constructor(
    readonly sampleRate: number,
    seed: number,
  ) {
    const rng: Rng = mulberry32(seed);
    this.rampSamples = RAMP_S * sampleRate;
    this.channels = LAYER_IDS.map((id) => ({
      id,
      layer: null,
      gain: new Ramp(0),
      meander: new Wander(rng, 8, 25),
      meanderNow: 1,
      seed: Math.floor(rng() * 2 ** 32),
    }));
    this.master = new Ramp(1);
    this.bus = new Ramp(1);
    this.limiter = new Limiter(sampleRate);
  }

  /** Sets every layer's volume and the master volume at once (a preset, a shared link), with ramps. */
  setState(state: MixerState): void {
    for (const c of this.channels) this.setLayer(c.id, state.layers[c.id] ?? 0);
    this.setMaster(state.master);
    this.meander = state.meander;
  }

  setLayer(id: LayerId, volume: number): void {
    const c = this.channels.find((ch) => ch.id === id);
    if (!c) return;
    const target = volume > 0 ? layerGain(volume) * LAYER_NORM[id] : 0;
    if (target > 0 && !c.layer) c.layer = createLayer(id, mulberry32(c.seed), this.sampleRate);
    c.gain.set(target, this.rampSamples);
  }

  setMaster(volume: number): void {
    this.master.set(masterGain(volume), this.rampSamples);
  }

  setMeander(on: boolean): void {
    this.meander = on;
  }

  /** Fades the whole soundscape to `gain` (0–1) over `seconds` (the timer's fades, the sleep timer). */
  fadeBus(gain: number, seconds: number): void {
    this.bus.set(gain, Math.max(this.rampSamples, seconds * this.sampleRate));
  }

  /** True while any layer sounds or is fading (the worklet may sleep otherwise). */
  get active(): boolean {
    return this.channels.some((c) => c.gain.value > 0 || c.gain.target > 0);
  }

  /** Renders `n` samples (any length) into the two channels. */
  render(left: Float32Array, right: Float32Array, n: number): void {
    for (let start = 0; start < n; start += BLOCK) {
      const m = Math.min(BLOCK, n - start);
      this.renderBlock(left, right, start, m);
    }
  }

  private renderBlock(outL: Float32Array, outR: Float32Array, offset: number, n: number): void {
    outL.fill(0, offset, offset + n);
    outR.fill(0, offset, offset + n);
    // Faded out by the timer (a break) or the sleep timer: the layers wait, costing nothing, until it fades back.
    if (this.bus.value === 0 && !this.bus.moving && this.quietBlocks > 2) return;
    if (this.bus.value === 0 && !this.bus.moving) {
      this.quietBlocks++;
      this.limiter.process(offset === 0 ? outL : outL.subarray(offset), offset === 0 ? outR : outR.subarray(offset), n);
      return;
    }
    const seconds = n / this.sampleRate;
    const { left, right } = this;
    let sounding = false;
    for (const c of this.channels) {
      const silent = c.gain.value === 0 && c.gain.target === 0;
      // Meander glides at control rate; between blocks it is interpolated per sample below.
      const m0 = c.meanderNow;
      const m1 = this.meander ? 1 + MEANDER_DEPTH * (2 * c.meander.advance(seconds) - 1) : 1;
      c.meanderNow = m1;
      if (silent || !c.layer) continue;
      sounding = true;
      c.layer.render(left, right, n);
      const dm = (m1 - m0) / n;
      for (let i = 0; i < n; i++) {
        const g = c.gain.next() * (m0 + dm * (i + 1));
        outL[offset + i] += left[i] * g;
        outR[offset + i] += right[i] * g;
      }
    }
    // Nothing playing: silence costs nothing once the limiter has let its last samples out.
    this.quietBlocks = sounding ? 0 : this.quietBlocks + 1;
    if (this.quietBlocks > 2) return;
    for (let i = 0; i < n; i++) {
      const g = this.master.next() * this.bus.next();
      outL[offset + i] *= g;
      outR[offset + i] *= g;
    }
    this.limiter.process(offset === 0 ? outL : outL.subarray(offset), offset === 0 ? outR : outR.subarray(offset), n);
  }
}
