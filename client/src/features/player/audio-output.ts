import {
  crossfadeCurve,
  equalPowerIn,
  equalPowerOut,
  fadePlan,
  gainAt,
  planLength,
  type FadeKind,
} from '#shared/music-follow.ts';
import { pageAudio } from '../../lib/audio-context.ts';

/**
 * The player's output: how loud each of its `<audio>` elements is heard (issue 14, decision 0048).
 *
 * With Web Audio, every element is routed through its own gains into the shared ones:
 *
 *   element → MediaElementAudioSource → track (loudness, 10^(gainDb/20)) → mix (crossfade)
 *           → follow (the timer's fades) → volume (the visitor's volume and mute) → destination
 *
 * and fades are gain automation on the audio thread (`linearRampToValueAtTime`, `setValueCurveAtTime`),
 * so they run on time in a hidden tab whose page timers are throttled. The AudioContext (the page's one,
 * shared with the soundscape and the alarms, lib/audio-context.ts) is created on the visitor's first press (a user gesture: browsers start a context only then) and woken before every
 * play. Until then, and where Web Audio is missing, the same product of gains is applied to the
 * element's `volume` and fades step it every 50 ms.
 */
export interface AudioOutput {
  /** Starts routing `element` through the output (the player's elements, as they are created). */
  attach(element: HTMLAudioElement): void;
  /** Inside a user gesture: creates the Web Audio graph (once) and wakes it. */
  unlock(): void;
  /** Wakes a suspended context before playing (no-op without one). */
  wake(): void;
  setVolume(volume: number, muted: boolean): void;
  /** The loudness correction of the track `element` plays, in dB (0: none). */
  setTrackGain(element: HTMLAudioElement, gainDb: number): void;
  /** Moves the timer's gain (see `fadePlan`), from where it is now. */
  fade(kind: FadeKind, bell: boolean): void;
  /** `to` rises and `from` falls over `overMs` with equal-power curves. */
  crossfade(from: HTMLAudioElement, to: HTMLAudioElement, overMs: number): void;
  /** `element` at full in the mix at once (a crossfade cut short, or a fresh load). */
  solo(element: HTMLAudioElement): void;
  /** The timer's gain now, 0–1 (what a fade starts from). */
  followGain(): number;
}

export interface OutputDeps {
  /** Milliseconds, monotonic. */
  now(): number;
  /** The AudioContext to play on (the page's one, lib/audio-context.ts), or null where Web Audio is missing. */
  createContext(): AudioContext | null;
  /** Whether any of the player's elements is playing: the page's context runs while it is (or something else is). */
  holdContext?(playing: boolean): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** A gain that moves over time: `at(ms since start)`, for `length` ms, then holds. */
interface Envelope {
  start: number;
  length: number;
  at(elapsed: number): number;
}

const still = (value: number): Envelope => ({ start: 0, length: 0, at: () => value });

interface Channel {
  element: HTMLAudioElement;
  trackGain: number;
  mix: Envelope;
  nodes: { track: GainNode; mix: GainNode } | null;
}

/** How often the element-volume fallback steps a fade. */
const STEP_MS = 50;
/** The volume control's smoothing (s): a drag of the slider does not click. */
const VOLUME_SMOOTHING_S = 0.015;

export function dbToGain(gainDb: number): number {
  return Number.isFinite(gainDb) ? 10 ** (gainDb / 20) : 1;
}

export class PlayerOutput implements AudioOutput {
  private readonly channels: Channel[] = [];
  private volume = 1;
  private muted = false;
  private follow: Envelope = still(1);
  private graph: { context: AudioContext; follow: GainNode; volume: GainNode } | null = null;
  /** A context created but not running yet. */
  private pending: AudioContext | null = null;
  private stepper: unknown = null;

  constructor(private readonly deps: OutputDeps = browserOutputDeps()) {}

  attach(element: HTMLAudioElement): void {
    if (this.channels.some((c) => c.element === element)) return;
    const channel: Channel = { element, trackGain: 1, mix: still(1), nodes: null };
    this.channels.push(channel);
    if (typeof element.addEventListener === 'function') {
      for (const type of ['play', 'pause', 'ended', 'emptied']) element.addEventListener(type, this.onPlayState);
    }
    if (this.graph) this.connect(channel, this.graph.context);
    this.apply();
  }

  /** An element started or stopped: the page's context is held while any plays (a paused player costs no audio CPU). */
  private readonly onPlayState = (): void => {
    this.deps.holdContext?.(this.channels.some((c) => !c.element.paused));
  };

  unlock(): void {
    if (this.graph) {
      this.wake();
      return;
    }
    if (this.pending) {
      void this.pending.resume().catch(() => undefined);
      return;
    }
    let context: AudioContext | null = null;
    try {
      context = this.deps.createContext();
    } catch {
      context = null;
    }
    if (!context) return;
    if (context.state === 'running') {
      this.route(context);
      return;
    }
    // Not running yet (Safari starts it on resume(); a media key may not count as a gesture): the
    // elements go on playing as they are until it runs, so the music is never routed into a silent graph.
    const started = context;
    this.pending = started;
    started.addEventListener('statechange', () => {
      if (started.state === 'running' && this.pending === started) this.route(started);
    });
    void started.resume().catch(() => undefined);
  }

  /** Routes every element through a running context's gains. */
  private route(context: AudioContext): void {
    this.pending = null;
    try {
      const follow = context.createGain();
      const volume = context.createGain();
      follow.connect(volume);
      volume.connect(context.destination);
      this.graph = { context, follow, volume };
      for (const channel of this.channels) this.connect(channel, context);
    } catch (error) {
      // Something in the graph failed (an element already routed elsewhere): keep the element volume.
      // The context is the page's (the soundscape and alarms play on it too): it is left open.
      console.warn('Web Audio output unavailable; using the element volume', error);
      this.graph = null;
      return;
    }
    this.apply();
  }

  wake(): void {
    const context = this.graph?.context;
    if (context && context.state !== 'running') void context.resume().catch(() => undefined);
  }

  setVolume(volume: number, muted: boolean): void {
    this.volume = volume;
    this.muted = muted;
    if (this.graph) {
      const { context, volume: node } = this.graph;
      node.gain.setTargetAtTime(muted ? 0 : volume, context.currentTime, VOLUME_SMOOTHING_S);
    } else {
      this.apply();
    }
  }

  setTrackGain(element: HTMLAudioElement, gainDb: number): void {
    const channel = this.channels.find((c) => c.element === element);
    if (!channel) return;
    channel.trackGain = dbToGain(gainDb);
    if (channel.nodes && this.graph) {
      channel.nodes.track.gain.setValueAtTime(channel.trackGain, this.graph.context.currentTime);
    } else {
      this.apply();
    }
  }

  followGain(): number {
    return this.valueOf(this.follow);
  }

  fade(kind: FadeKind, bell: boolean): void {
    const points = fadePlan(kind, this.followGain(), bell);
    this.follow = { start: this.deps.now(), length: planLength(points), at: (t) => gainAt(points, t) };
    if (this.graph) {
      const param = this.graph.follow.gain;
      const t0 = this.graph.context.currentTime;
      param.cancelScheduledValues(t0);
      param.setValueAtTime(points[0].gain, t0);
      for (const point of points.slice(1)) param.linearRampToValueAtTime(point.gain, t0 + point.atMs / 1000);
      return;
    }
    this.run();
  }

  crossfade(from: HTMLAudioElement, to: HTMLAudioElement, overMs: number): void {
    const outgoing = this.channels.find((c) => c.element === from);
    const incoming = this.channels.find((c) => c.element === to);
    if (!incoming) return;
    if (!outgoing || overMs <= 0) {
      this.solo(to);
      if (outgoing) this.silence(outgoing);
      return;
    }
    const start = this.deps.now();
    incoming.mix = { start, length: overMs, at: (t) => equalPowerIn(t / overMs) };
    outgoing.mix = { start, length: overMs, at: (t) => equalPowerOut(t / overMs) };
    if (this.graph && incoming.nodes && outgoing.nodes) {
      const t0 = this.graph.context.currentTime;
      for (const [channel, direction] of [
        [incoming, 'in'],
        [outgoing, 'out'],
      ] as const) {
        const param = channel.nodes!.mix.gain;
        param.cancelScheduledValues(t0);
        param.setValueCurveAtTime(crossfadeCurve(direction), t0, overMs / 1000);
      }
      return;
    }
    this.run();
  }

  solo(element: HTMLAudioElement): void {
    const channel = this.channels.find((c) => c.element === element);
    if (!channel) return;
    channel.mix = still(1);
    if (channel.nodes && this.graph) {
      const param = channel.nodes.mix.gain;
      param.cancelScheduledValues(this.graph.context.currentTime);
      param.setValueAtTime(1, this.graph.context.currentTime);
    } else {
      this.apply();
    }
  }

  // -------------------------------------------------------------------------------------------

  private silence(channel: Channel): void {
    channel.mix = still(0);
    if (channel.nodes && this.graph) {
      const param = channel.nodes.mix.gain;
      param.cancelScheduledValues(this.graph.context.currentTime);
      param.setValueAtTime(0, this.graph.context.currentTime);
    } else {
      this.apply();
    }
  }

  private connect(channel: Channel, context: AudioContext): void {
    const source = context.createMediaElementSource(channel.element);
    const track = context.createGain();
    const mix = context.createGain();
    track.gain.value = channel.trackGain;
    mix.gain.value = this.valueOf(channel.mix);
    source.connect(track);
    track.connect(mix);
    mix.connect(this.graph!.follow);
    channel.nodes = { track, mix };
    // The graph carries the volume from now on; the element plays at full into it.
    channel.element.volume = 1;
    channel.element.muted = false;
  }

  private valueOf(envelope: Envelope): number {
    const elapsed = this.deps.now() - envelope.start;
    return envelope.at(Math.min(elapsed, envelope.length));
  }

  /** Web Audio: the nodes' values now (after unlock); without: each element's volume. */
  private apply(): void {
    if (this.graph) {
      const { context, follow, volume } = this.graph;
      // A moving fade is automation already scheduled; only a settled gain is set here.
      if (this.deps.now() - this.follow.start >= this.follow.length) {
        follow.gain.setValueAtTime(this.followGain(), context.currentTime);
      }
      volume.gain.setValueAtTime(this.muted ? 0 : this.volume, context.currentTime);
      return;
    }
    const follow = this.followGain();
    for (const channel of this.channels) {
      const gain = this.volume * follow * this.valueOf(channel.mix) * channel.trackGain;
      channel.element.volume = Math.min(1, Math.max(0, gain));
      channel.element.muted = this.muted;
    }
  }

  /** Without Web Audio: steps the element volumes while an envelope moves. */
  private run(): void {
    this.apply();
    if (this.stepper !== null) return;
    this.stepper = this.deps.setInterval(() => {
      this.apply();
      const now = this.deps.now();
      const moving = [this.follow, ...this.channels.map((c) => c.mix)].some((e) => now - e.start < e.length);
      if (!moving && this.stepper !== null) {
        this.deps.clearInterval(this.stepper);
        this.stepper = null;
      }
    }, STEP_MS);
  }
}

function browserOutputDeps(): OutputDeps {
  return {
    now: () => performance.now(),
    createContext: () => pageAudio.get(),
    holdContext: (playing) => pageAudio.hold('music', playing),
    setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
    clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
  };
}
