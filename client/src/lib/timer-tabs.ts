import type { TimerWorkerRequest, TimerWorkerUpdate } from '#shared/timer-messages.ts';
import type { TimerCommand, TimerState } from '#shared/timer.ts';

/**
 * One timer across tabs (issue 13). Every tab asks for the same Web Lock; the tab holding it leads:
 * it runs the timer engine (the worker), persists the state and rings the bell. The others follow:
 * they show the state the leader broadcasts and send their Start/Pause/… to it over a
 * BroadcastChannel. When the leading tab closes, its lock is released and a follower takes over
 * from the state it was showing, which carries the absolute deadline, so no time is lost.
 * Used only by lib/timer-bridge.ts; browsers without Web Locks or BroadcastChannel do not use it.
 */

export const TIMER_LOCK_NAME = 'pomolo-timer-leader';
export const TIMER_CHANNEL_NAME = 'pomolo-timer';

export type TabMessage =
  /** A new follower asks the leader for the current state. */
  | { type: 'hello' }
  /** The leader's every update (state, clock reading, events). */
  | { type: 'update'; update: TimerWorkerUpdate }
  /** A follower's command for the one timer. */
  | { type: 'command'; command: TimerCommand };

export interface TabChannel {
  postMessage(message: TabMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<TabMessage>) => void): void;
  close(): void;
}

/** The part of `navigator.locks` used here. */
export interface TabLocks {
  request(
    name: string,
    options: { ifAvailable?: boolean; signal?: AbortSignal },
    callback: (lock: unknown) => Promise<void> | undefined,
  ): Promise<unknown>;
}

export interface EngineLink {
  post(message: TimerWorkerRequest): void;
  close(): void;
}

export interface TabTimerDeps {
  locks: TabLocks;
  channel: TabChannel;
  /** Starts this tab's engine; the caller passes its updates to `published`. */
  startEngine(): EngineLink;
  /** The state this tab shows now (restored from storage, or the latest mirrored one). */
  currentState(): TimerState;
  /** The latest update this tab published as leader (answers a new follower's hello). */
  lastUpdate(): TimerWorkerUpdate | null;
  /** An update from the leading tab (this tab follows). */
  onMirrored(update: TimerWorkerUpdate): void;
}

export type TabRole = 'pending' | 'leader' | 'follower';

export interface TabTimer {
  role(): TabRole;
  /** A command from this tab, wherever the timer runs. */
  send(command: TimerCommand): void;
  /** The leader reports each of its engine's updates, which are mirrored to the other tabs. */
  published(update: TimerWorkerUpdate): void;
  /** Gives up the lead (if held) and stops listening. */
  close(): void;
}

export function createTabTimer(deps: TabTimerDeps): TabTimer {
  let role: TabRole = 'pending';
  let engine: EngineLink | null = null;
  let closed = false;
  // Commands given before this tab knows whether it leads.
  const queued: TimerCommand[] = [];
  const release = new AbortController();
  let releaseLead: (() => void) | null = null;

  const hold = () =>
    new Promise<void>((resolve) => {
      releaseLead = resolve;
    });

  const lead = () => {
    if (closed) return;
    role = 'leader';
    engine = deps.startEngine();
    engine.post({ type: 'init', state: deps.currentState() });
    for (const command of queued.splice(0)) engine.post({ type: 'command', command });
  };

  const follow = () => {
    if (closed) return;
    role = 'follower';
    deps.channel.postMessage({ type: 'hello' });
    for (const command of queued.splice(0)) deps.channel.postMessage({ type: 'command', command });
    // Waits in line for the lock: granted when the leading tab closes.
    deps.locks
      .request(TIMER_LOCK_NAME, { signal: release.signal }, () => {
        lead();
        return hold();
      })
      .catch(() => undefined);
  };

  deps.channel.addEventListener('message', ({ data }) => {
    if (closed) return;
    if (role === 'leader') {
      if (data.type === 'command') engine?.post({ type: 'command', command: data.command });
      else if (data.type === 'hello') {
        const last = deps.lastUpdate();
        if (last) deps.channel.postMessage({ type: 'update', update: { ...last, events: [] } });
      }
    } else if (data.type === 'update') {
      deps.onMirrored(data.update);
    }
  });

  deps.locks
    .request(TIMER_LOCK_NAME, { ifAvailable: true }, (lock) => {
      if (lock === null) {
        follow();
        return undefined;
      }
      lead();
      return hold();
    })
    .catch(() => undefined);

  return {
    role: () => role,
    send(command) {
      if (role === 'leader') engine?.post({ type: 'command', command });
      else if (role === 'follower') deps.channel.postMessage({ type: 'command', command });
      else queued.push(command);
    },
    published(update) {
      if (role === 'leader' && !closed) deps.channel.postMessage({ type: 'update', update });
    },
    close() {
      closed = true;
      release.abort();
      engine?.close();
      engine = null;
      releaseLead?.();
      deps.channel.close();
    },
  };
}

/** The browser's Web Locks and BroadcastChannel, or null where either is missing (then: one timer per tab). */
export function browserTabDeps(): { locks: TabLocks; channel: TabChannel } | null {
  if (typeof navigator === 'undefined' || !('locks' in navigator) || !navigator.locks) return null;
  if (typeof BroadcastChannel !== 'function') return null;
  return {
    locks: navigator.locks as unknown as TabLocks,
    channel: new BroadcastChannel(TIMER_CHANNEL_NAME) as unknown as TabChannel,
  };
}
