/**
 * Ticks the timer state machine against a real clock and reports changes. The dedicated worker
 * runs it with its own timers; the bridge runs the same engine on the page only if no worker can
 * be created. Clock and timers are injected, so it is tested with fake time.
 */
import type { TimerWorkerRequest, TimerWorkerUpdate } from './timer-messages.ts';
import {
  applyCommand,
  nextTransitionAt,
  displaySeconds,
  tick,
  TICK_INTERVAL_MS,
  type TimerEvent,
  type TimerState,
} from './timer.ts';

export interface TimerClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface TimerEngine {
  handle(message: TimerWorkerRequest): void;
  dispose(): void;
}

export function createTimerEngine(clock: TimerClock, post: (update: TimerWorkerUpdate) => void): TimerEngine {
  let state: TimerState | null = null;
  let lastSecond = -1;
  let interval: unknown = null;
  let wake: unknown = null;

  const publish = (now: number, events: TimerEvent[], force: boolean) => {
    if (!state) return;
    const second = displaySeconds(state, now);
    // The display only changes once a second: skip updates that would not change anything.
    if (!force && events.length === 0 && second === lastSecond) return;
    lastSecond = second;
    post({ type: 'update', state, now, events });
  };

  const advance = () => {
    if (!state) return;
    const now = clock.now();
    const next = tick(state, now);
    const changed = next.state !== state;
    state = next.state;
    publish(now, next.events, changed);
    if (changed) schedule();
  };

  const schedule = () => {
    if (!state) return;
    const active = state.status === 'running' || state.status === 'ended';
    if (active && interval === null) interval = clock.setInterval(advance, TICK_INTERVAL_MS);
    if (!active && interval !== null) {
      clock.clearInterval(interval);
      interval = null;
    }
    if (wake !== null) {
      clock.clearTimeout(wake);
      wake = null;
    }
    // Besides the 200 ms refresh, wake exactly at the deadline (and at the flip), so the end is
    // noticed within a few milliseconds rather than up to a tick late.
    const at = nextTransitionAt(state);
    if (at !== null) {
      wake = clock.setTimeout(
        () => {
          wake = null;
          advance();
          schedule();
        },
        Math.max(0, at - clock.now()),
      );
    }
  };

  return {
    handle(message) {
      const now = clock.now();
      if (message.type === 'init') {
        const next = tick(message.state, now);
        state = next.state;
        publish(now, next.events, true);
      } else {
        if (!state) return;
        const next = applyCommand(state, message.command, now);
        state = next.state;
        publish(now, next.events, true);
      }
      schedule();
    },
    dispose() {
      if (interval !== null) clock.clearInterval(interval);
      if (wake !== null) clock.clearTimeout(wake);
      interval = null;
      wake = null;
      state = null;
    },
  };
}
