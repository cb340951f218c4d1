import { describe, expect, it } from 'vitest';
import { DEFAULT_DURATIONS } from '#shared/settings.ts';
import type { TimerWorkerRequest, TimerWorkerUpdate } from '#shared/timer-messages.ts';
import { applyCommand, createTimer, type TimerState } from '#shared/timer.ts';
import { createTabTimer, type TabChannel, type TabLocks, type TabMessage } from './timer-tabs.ts';

// Tabs in one test: a fake lock manager (exclusive, queued, ifAvailable, abortable) and a fake
// BroadcastChannel hub that, like the real one, delivers asynchronously and never to the sender.

class FakeLocks implements TabLocks {
  private held = false;
  private waiting: { callback: (lock: unknown) => Promise<void> | undefined; signal?: AbortSignal }[] = [];

  request(
    _name: string,
    options: { ifAvailable?: boolean; signal?: AbortSignal },
    callback: (lock: unknown) => Promise<void> | undefined,
  ): Promise<unknown> {
    return Promise.resolve().then(() => {
      if (!this.held) return this.grant(callback);
      if (options.ifAvailable) return callback(null);
      this.waiting.push({ callback, signal: options.signal });
      return undefined;
    });
  }

  private grant(callback: (lock: unknown) => Promise<void> | undefined): unknown {
    this.held = true;
    const done = Promise.resolve(callback({ name: 'lock' }));
    void done.then(() => {
      this.held = false;
      const next = this.waiting.find((w) => !w.signal?.aborted);
      this.waiting = this.waiting.filter((w) => w !== next && !w.signal?.aborted);
      if (next) this.grant(next.callback);
    });
    return done;
  }
}

class Hub {
  members = new Set<FakeChannel>();
  channel(): FakeChannel {
    const channel = new FakeChannel(this);
    this.members.add(channel);
    return channel;
  }
}

class FakeChannel implements TabChannel {
  private listeners: ((event: MessageEvent<TabMessage>) => void)[] = [];
  constructor(private hub: Hub) {}
  postMessage(message: TabMessage): void {
    const copy = structuredClone(message);
    for (const member of this.hub.members) {
      if (member !== this) queueMicrotask(() => member.deliver(copy));
    }
  }
  addEventListener(_type: 'message', listener: (event: MessageEvent<TabMessage>) => void): void {
    this.listeners.push(listener);
  }
  deliver(data: TabMessage): void {
    for (const listener of this.listeners) listener({ data } as MessageEvent<TabMessage>);
  }
  close(): void {
    this.hub.members.delete(this);
  }
}

const T0 = Date.UTC(2026, 10, 26, 9, 0, 0);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A tab: its own engine stand-in applies commands at T0 and publishes like the worker would. */
function openTab(locks: FakeLocks, hub: Hub, stored: TimerState) {
  const tab = {
    shown: stored,
    engineStarts: [] as TimerState[],
    engineCommands: [] as string[],
    mirrored: 0,
    timer: null as unknown as ReturnType<typeof createTabTimer>,
  };
  let engineState: TimerState | null = null;
  tab.timer = createTabTimer({
    locks,
    channel: hub.channel(),
    startEngine: () => ({
      post(message: TimerWorkerRequest) {
        if (message.type === 'init') {
          engineState = message.state;
          tab.engineStarts.push(message.state);
        } else {
          tab.engineCommands.push(message.command.type);
          engineState = applyCommand(engineState!, message.command, T0).state;
        }
        tab.shown = engineState;
        const update: TimerWorkerUpdate = { type: 'update', state: engineState, now: T0, events: [] };
        tab.timer.published(update);
      },
      close() {},
    }),
    currentState: () => tab.shown,
    lastUpdate: () => ({ type: 'update', state: tab.shown, now: T0, events: [] }),
    onMirrored: (update) => {
      tab.mirrored += 1;
      tab.shown = update.state;
    },
  });
  return tab;
}

describe('one timer across tabs', () => {
  it('the first tab leads; the second follows, sees the same state, and its Start acts on the one timer', async () => {
    const locks = new FakeLocks();
    const hub = new Hub();
    const stored = createTimer(DEFAULT_DURATIONS);
    const a = openTab(locks, hub, stored);
    await settle();
    const b = openTab(locks, hub, stored);
    await settle();
    expect(a.timer.role()).toBe('leader');
    expect(b.timer.role()).toBe('follower');
    expect(a.engineStarts).toHaveLength(1);
    expect(b.engineStarts).toHaveLength(0);

    b.timer.send({ type: 'start' });
    await settle();
    expect(a.engineCommands).toEqual(['start']);
    expect(b.engineCommands).toEqual([]);
    expect(b.shown).toMatchObject({ status: 'running', deadline: T0 + 25 * 60_000 });

    a.timer.send({ type: 'pause' });
    await settle();
    expect(b.shown.status).toBe('paused');
  });

  it('closing the leading tab hands the timer to a follower with the same deadline', async () => {
    const locks = new FakeLocks();
    const hub = new Hub();
    const stored = createTimer(DEFAULT_DURATIONS);
    const a = openTab(locks, hub, stored);
    await settle();
    const b = openTab(locks, hub, stored);
    const c = openTab(locks, hub, stored);
    await settle();
    a.timer.send({ type: 'start' });
    await settle();
    const deadline = a.shown.deadline;
    expect(b.shown.deadline).toBe(deadline);

    a.timer.close();
    await settle();
    await settle();
    const leaders = [b, c].filter((tab) => tab.timer.role() === 'leader');
    expect(leaders).toHaveLength(1);
    expect(leaders[0].engineStarts).toHaveLength(1);
    expect(leaders[0].engineStarts[0]).toMatchObject({ status: 'running', deadline });
    // The other follower now talks to the new leader.
    const follower = leaders[0] === b ? c : b;
    follower.timer.send({ type: 'pause' });
    await settle();
    expect(leaders[0].engineCommands).toEqual(['pause']);
    expect(follower.shown.status).toBe('paused');
  });

  it('a new tab asks the leader for the state at once', async () => {
    const locks = new FakeLocks();
    const hub = new Hub();
    const a = openTab(locks, hub, createTimer(DEFAULT_DURATIONS));
    await settle();
    a.timer.send({ type: 'start' });
    await settle();
    // The newcomer read an older saved state; the leader's answer replaces it.
    const b = openTab(locks, hub, createTimer(DEFAULT_DURATIONS));
    await settle();
    await settle();
    expect(b.mirrored).toBeGreaterThan(0);
    expect(b.shown).toMatchObject({ status: 'running', deadline: a.shown.deadline });
  });
});
