/**
 * The messages between lib/timer-bridge.ts (page) and workers/timer.worker.ts (dedicated worker).
 * The page sends the state to start from and then only commands; the worker owns the clock.
 */
import type { TimerCommand, TimerEvent, TimerState } from './timer.ts';

export type TimerWorkerRequest =
  /** Sent once: the state to resume (restored from storage by the page). */
  { type: 'init'; state: TimerState } | { type: 'command'; command: TimerCommand };

export interface TimerWorkerUpdate {
  type: 'update';
  state: TimerState;
  /** The worker's `Date.now()` for this update: the display shows `remainingSeconds(state, now)`. */
  now: number;
  /** What happened since the last update (a phase ended, the phase changed). */
  events: TimerEvent[];
}

export type TimerWorkerResponse = TimerWorkerUpdate;
