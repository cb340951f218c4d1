/// <reference lib="webworker" />
// The dedicated timer worker: ticks the shared state machine every 200 ms (and exactly at each
// deadline) with its own timers, which a background tab does not throttle the way it throttles the
// page's. Only lib/timer-bridge.ts creates it.
import { createTimerEngine } from '#shared/timer-engine.ts';
import type { TimerWorkerRequest, TimerWorkerResponse } from '#shared/timer-messages.ts';

declare const self: DedicatedWorkerGlobalScope;

const engine = createTimerEngine(
  {
    now: () => Date.now(),
    setTimeout: (callback, ms) => self.setTimeout(callback, ms),
    clearTimeout: (handle) => self.clearTimeout(handle as number),
    setInterval: (callback, ms) => self.setInterval(callback, ms),
    clearInterval: (handle) => self.clearInterval(handle as number),
  },
  (update: TimerWorkerResponse) => self.postMessage(update),
);

self.addEventListener('message', (event: MessageEvent<TimerWorkerRequest>) => engine.handle(event.data));
