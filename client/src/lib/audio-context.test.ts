import { describe, expect, it } from 'vitest';
import { SharedAudioContext, SUSPEND_GRACE_MS } from './audio-context.ts';

// The page's one AudioContext: created once, woken by a hold, suspended a grace after the last user lets go.

class FakeContext {
  state: AudioContextState = 'suspended';
  resumes = 0;
  suspends = 0;
  resume() {
    this.resumes++;
    this.state = 'running';
    return Promise.resolve();
  }
  suspend() {
    this.suspends++;
    this.state = 'suspended';
    return Promise.resolve();
  }
}

function setup() {
  const context = new FakeContext();
  let created = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  let now = 0;
  let next = 1;
  const shared = new SharedAudioContext({
    create: () => {
      created++;
      return context as unknown as AudioContext;
    },
    setTimeout: (callback, ms) => {
      timers.set(next, { at: now + ms, callback });
      return next++;
    },
    clearTimeout: (handle) => timers.delete(handle as number),
  });
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...timers]) {
      if (timer.at <= now) {
        timers.delete(id);
        timer.callback();
      }
    }
  };
  return { shared, context, created: () => created, advance };
}

describe('the page’s AudioContext', () => {
  it('is created once, whoever asks first', () => {
    const { shared, created } = setup();
    expect(shared.get()).toBe(shared.get());
    shared.hold('music', true);
    shared.hold('soundscape', true);
    expect(created()).toBe(1);
  });

  it('is woken by a hold and suspended only a grace after the last user lets go', () => {
    const { shared, context, advance } = setup();
    shared.hold('music', true);
    expect(context.state).toBe('running');
    shared.hold('soundscape', true);
    shared.hold('music', false);
    advance(SUSPEND_GRACE_MS * 2);
    expect(context.state).toBe('running');
    shared.hold('soundscape', false);
    advance(SUSPEND_GRACE_MS - 1);
    expect(context.state).toBe('running');
    advance(1);
    expect(context.state).toBe('suspended');
    expect(context.suspends).toBe(1);
  });

  it('keeps running when a user comes back within the grace (a track change does not restart the stream)', () => {
    const { shared, context, advance } = setup();
    shared.hold('music', true);
    shared.hold('music', false);
    advance(SUSPEND_GRACE_MS / 2);
    shared.hold('music', true);
    advance(SUSPEND_GRACE_MS * 2);
    expect(context.state).toBe('running');
    expect(context.suspends).toBe(0);
    expect(shared.holders()).toEqual(['music']);
  });

  it('a user letting go twice, or one that never held, does not suspend what another holds', () => {
    const { shared, context, advance } = setup();
    shared.hold('ticking', true);
    shared.hold('alarm', false);
    shared.hold('music', false);
    advance(SUSPEND_GRACE_MS * 2);
    expect(context.state).toBe('running');
  });

  it('is null where Web Audio is missing, and holds then do nothing', () => {
    const shared = new SharedAudioContext({
      create: () => null,
      setTimeout: () => 0,
      clearTimeout: () => undefined,
    });
    expect(shared.get()).toBeNull();
    expect(() => shared.hold('music', true)).not.toThrow();
  });
});
