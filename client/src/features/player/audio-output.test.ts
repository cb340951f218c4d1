import { describe, expect, it } from 'vitest';
import { BELL_DUCK_GAIN, DUCK_ATTACK_MS, FOLLOW_FADE_MS } from '#shared/music-follow.ts';
import { dbToGain, PlayerOutput } from './audio-output.ts';

// The output's Web Audio path against a recording fake of the few AudioContext parts it uses.

type Call = [string, ...unknown[]];

class FakeParam {
  value = 1;
  calls: Call[] = [];
  cancelScheduledValues(t: number) {
    this.calls.push(['cancel', t]);
  }
  setValueAtTime(v: number, t: number) {
    this.value = v;
    this.calls.push(['set', v, t]);
  }
  linearRampToValueAtTime(v: number, t: number) {
    this.calls.push(['ramp', v, t]);
  }
  setTargetAtTime(v: number, t: number, c: number) {
    this.calls.push(['target', v, t, c]);
  }
  setValueCurveAtTime(curve: Float32Array, t: number, d: number) {
    this.calls.push(['curve', Array.from(curve), t, d]);
  }
}

class FakeNode {
  outputs: unknown[] = [];
  gain = new FakeParam();
  constructor(readonly kind: string) {}
  connect(target: unknown) {
    this.outputs.push(target);
  }
}

class FakeContext extends EventTarget {
  state: AudioContextState = 'running';
  currentTime = 10;
  destination = new FakeNode('destination');
  sources = new Map<unknown, FakeNode>();
  resumed = 0;
  createGain() {
    return new FakeNode('gain');
  }
  createMediaElementSource(element: unknown) {
    const node = new FakeNode('source');
    this.sources.set(element, node);
    return node;
  }
  resume() {
    this.resumed++;
    return Promise.resolve();
  }
  close() {
    return Promise.resolve();
  }
}

const element = () => ({ volume: 1, muted: false }) as unknown as HTMLAudioElement;

function setup(state: AudioContextState = 'running') {
  const context = new FakeContext();
  context.state = state;
  let now = 0;
  const output = new PlayerOutput({
    now: () => now,
    createContext: () => context as unknown as AudioContext,
    setInterval: () => 0,
    clearInterval: () => undefined,
  });
  return { context, output, advance: (ms: number) => (now += ms) };
}

/** The gains on the path from `el`'s source to the destination, in order. */
function path(context: FakeContext, el: unknown): FakeNode[] {
  const nodes: FakeNode[] = [];
  let node = context.sources.get(el)!;
  while (node.outputs.length > 0) {
    node = node.outputs[0] as FakeNode;
    nodes.push(node);
  }
  return nodes;
}

describe('the Web Audio output', () => {
  it('routes an element through track, mix, follow and volume gains to the speakers; the element plays at 1', () => {
    const { context, output } = setup();
    const el = element();
    output.attach(el);
    output.setVolume(0.6, false);
    expect(el.volume).toBeCloseTo(0.6);
    output.unlock();
    const nodes = path(context, el);
    expect(nodes.map((n) => n.kind)).toEqual(['gain', 'gain', 'gain', 'gain', 'destination']);
    expect(nodes.at(-1)).toBe(context.destination);
    expect(el.volume).toBe(1);
    expect(nodes[3].gain.value).toBeCloseTo(0.6);
  });

  it('applies a track’s loudness correction as 10^(dB/20)', () => {
    const { context, output } = setup();
    const el = element();
    output.attach(el);
    output.unlock();
    output.setTrackGain(el, -6);
    expect(path(context, el)[0].gain.value).toBeCloseTo(0.501, 3);
    expect(dbToGain(0)).toBe(1);
    expect(dbToGain(20)).toBeCloseTo(10);
    expect(dbToGain(Number.NaN)).toBe(1);
  });

  it('a fade is scheduled as ramps on the follow gain at the plan’s times', () => {
    const { context, output } = setup();
    const el = element();
    output.attach(el);
    output.unlock();
    const follow = path(context, el)[2].gain;
    follow.calls = [];
    output.fade('out', true);
    expect(follow.calls).toEqual([
      ['cancel', 10],
      ['set', 1, 10],
      ['ramp', BELL_DUCK_GAIN, 10 + DUCK_ATTACK_MS / 1000],
      ['ramp', 0, 10 + FOLLOW_FADE_MS / 1000],
    ]);
  });

  it('a fade in starts from where the last fade left the gain', () => {
    const { context, output, advance } = setup();
    const el = element();
    output.attach(el);
    output.unlock();
    output.fade('out', false);
    advance(FOLLOW_FADE_MS / 2);
    expect(output.followGain()).toBeCloseTo(0.5);
    const follow = path(context, el)[2].gain;
    follow.calls = [];
    output.fade('in', false);
    expect(follow.calls[1]).toEqual(['set', 0.5, 10]);
    expect(follow.calls.at(-1)).toEqual(['ramp', 1, 10 + FOLLOW_FADE_MS / 1000]);
  });

  it('a crossfade runs equal-power curves on the two mix gains', () => {
    const { context, output } = setup();
    const a = element();
    const b = element();
    output.attach(a);
    output.attach(b);
    output.unlock();
    output.crossfade(a, b, 4000);
    const [, outCall] = path(context, a)[1].gain.calls;
    const [, inCall] = path(context, b)[1].gain.calls;
    expect(outCall[0]).toBe('curve');
    expect(inCall[0]).toBe('curve');
    expect(outCall.slice(2)).toEqual([10, 4]);
    const up = inCall[1] as number[];
    const down = outCall[1] as number[];
    for (let i = 0; i < up.length; i++) expect(up[i] ** 2 + down[i] ** 2).toBeCloseTo(1, 5);
  });

  it('a context that is not running yet leaves the elements as they are until it runs', () => {
    const { context, output } = setup('suspended');
    const el = element();
    output.attach(el);
    output.setVolume(0.5, false);
    output.unlock();
    expect(context.sources.size).toBe(0);
    expect(el.volume).toBeCloseTo(0.5);
    expect(context.resumed).toBe(1);
    context.state = 'running';
    context.dispatchEvent(new Event('statechange'));
    expect(context.sources.size).toBe(1);
    expect(el.volume).toBe(1);
  });

  it('without Web Audio the product of the gains goes to the element volume', () => {
    let now = 0;
    const output = new PlayerOutput({
      now: () => now,
      createContext: () => null,
      setInterval: () => 0,
      clearInterval: () => undefined,
    });
    const el = element();
    output.attach(el);
    output.unlock();
    output.setVolume(0.8, false);
    output.setTrackGain(el, -6);
    expect(el.volume).toBeCloseTo(0.8 * 0.501, 3);
    output.fade('out', false);
    now = FOLLOW_FADE_MS;
    output.setVolume(0.8, false);
    expect(el.volume).toBe(0);
  });

  it('holds the page’s context while any of its elements plays, and lets go when all are paused', () => {
    const holds: boolean[] = [];
    const output = new PlayerOutput({
      now: () => 0,
      createContext: () => new FakeContext() as unknown as AudioContext,
      holdContext: (playing) => holds.push(playing),
      setInterval: () => 0,
      clearInterval: () => undefined,
    });
    const playable = () => Object.assign(new EventTarget(), { volume: 1, muted: false, paused: true });
    const a = playable();
    const b = playable();
    output.attach(a as unknown as HTMLAudioElement);
    output.attach(b as unknown as HTMLAudioElement);
    const set = (el: typeof a, paused: boolean, type: string) => {
      el.paused = paused;
      el.dispatchEvent(new Event(type));
    };
    set(a, false, 'play');
    expect(holds.at(-1)).toBe(true);
    // A crossfade: b starts, a ends; one of them plays throughout.
    set(b, false, 'play');
    set(a, true, 'ended');
    expect(holds.at(-1)).toBe(true);
    set(b, true, 'pause');
    expect(holds.at(-1)).toBe(false);
  });
});
