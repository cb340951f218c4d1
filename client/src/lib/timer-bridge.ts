import { atom } from 'jotai';
import { DURATIONS_STORAGE_KEY, parseStoredDurations, type TimerDurations } from '#shared/settings.ts';
import { createTimerEngine } from '#shared/timer-engine.ts';
import type { TimerWorkerRequest, TimerWorkerUpdate } from '#shared/timer-messages.ts';
import {
  parseTimerState,
  restoreTimer,
  TIMER_STORAGE_KEY,
  type TimerCommand,
  type TimerEvent,
  type TimerState,
} from '#shared/timer.ts';
import { store } from './store.ts';

/**
 * The only module that talks to the timer worker. It restores the persisted timer, starts the
 * worker, forwards commands, persists every state change (so a reload resumes a running phase),
 * and pushes the worker's updates into the atoms below. Components never see the worker.
 */

export interface TimerSnapshot {
  state: TimerState;
  /** The clock reading the state was reported at; what is shown is computed from both. */
  now: number;
}

/** A timer event as the page received it (`receivedAt` is the page's clock). */
export interface ReceivedTimerEvent {
  event: TimerEvent;
  state: TimerState;
  receivedAt: number;
}

/** Dispatched on `window` for each event (used by the benchmark to time the end of a phase). */
export const TIMER_EVENT_NAME = 'pomolo:timer';

const timerSnapshotState = atom<TimerSnapshot>(initialSnapshot());

/** The current timer state and the time it was computed at. */
export const timerSnapshotAtom = atom((get) => get(timerSnapshotState));

type Port = { post(message: TimerWorkerRequest): void; close(): void };

let port: Port | null = null;
let lastPersisted = '';
const listeners = new Set<(received: ReceivedTimerEvent) => void>();

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked (private mode): the timer still runs, it just won't survive a reload.
  }
}

function readDurations(): TimerDurations {
  return parseStoredDurations(readStorage(DURATIONS_STORAGE_KEY));
}

function readPersisted(): unknown {
  const raw = readStorage(TIMER_STORAGE_KEY);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function initialSnapshot(): TimerSnapshot {
  const now = Date.now();
  // What the first paint shows; the worker reports the same thing (plus any events) moments later.
  return { state: restoreTimer(readPersisted(), readDurations(), now).state, now };
}

/**
 * What a prerendered page shows (nothing stored: a fresh timer with the default durations), and so
 * what the browser's first render must show too before the stored timer replaces it (decision 0007).
 */
export const SERVER_TIMER_SNAPSHOT: TimerSnapshot = {
  state: restoreTimer(null, parseStoredDurations(null), 0).state,
  now: 0,
};

function persist(state: TimerState): void {
  const json = JSON.stringify(state);
  if (json === lastPersisted) return;
  lastPersisted = json;
  writeStorage(TIMER_STORAGE_KEY, json);
}

function receive(update: TimerWorkerUpdate): void {
  store.set(timerSnapshotState, { state: update.state, now: update.now });
  persist(update.state);
  if (update.events.length === 0) return;
  const receivedAt = Date.now();
  for (const event of update.events) {
    const received: ReceivedTimerEvent = { event, state: update.state, receivedAt };
    for (const listener of listeners) {
      try {
        listener(received);
      } catch (error) {
        console.error('Timer event listener failed', error);
      }
    }
    window.dispatchEvent(new CustomEvent(TIMER_EVENT_NAME, { detail: received }));
  }
}

function createWorkerPort(): Port {
  const worker = new Worker(new URL('../workers/timer.worker.ts', import.meta.url), {
    type: 'module',
    name: 'pomolo-timer',
  });
  let answered = false;
  worker.addEventListener('message', (event: MessageEvent<TimerWorkerUpdate>) => {
    answered = true;
    receive(event.data);
  });
  // A worker script that cannot load (blocked, missing from an old cache) fails here, not in the
  // constructor: carry on with the page's own engine from the state shown.
  worker.addEventListener('error', (event) => {
    if (answered) return;
    event.preventDefault();
    console.error('Timer worker failed to start; running the timer on the page', event.message);
    worker.terminate();
    port = createLocalPort();
    port.post({ type: 'init', state: store.get(timerSnapshotState).state });
  });
  return {
    post: (message) => worker.postMessage(message),
    close: () => worker.terminate(),
  };
}

/** The same engine on the page, for browsers that cannot start the worker. */
function createLocalPort(): Port {
  const engine = createTimerEngine(
    {
      now: () => Date.now(),
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
      setInterval: (callback, ms) => window.setInterval(callback, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
    },
    // Asynchronous like a worker's messages, so callers see the same ordering either way.
    (update) => queueMicrotask(() => receive(update)),
  );
  return { post: (message) => engine.handle(message), close: () => engine.dispose() };
}

/**
 * Starts the timer (idempotent): restores the persisted state, brought up to now by the worker —
 * a running phase resumes, one that ended while the page was closed is reported as ended.
 */
export function connectTimer(): void {
  if (port) return;
  const durations = readDurations();
  const persisted = readPersisted();
  const state = parseTimerState(persisted, durations) ?? restoreTimer(persisted, durations, Date.now()).state;
  lastPersisted = JSON.stringify(state);
  try {
    port = typeof Worker === 'function' ? createWorkerPort() : createLocalPort();
  } catch (error) {
    console.error('Timer worker unavailable; running the timer on the page', error);
    port = createLocalPort();
  }
  port.post({ type: 'init', state });
}

/** Sends a command (Start, Pause, Reset, Skip, new durations) to the timer. */
export function sendTimerCommand(command: TimerCommand): void {
  if (command.type === 'set-durations') writeStorage(DURATIONS_STORAGE_KEY, JSON.stringify(command.durations));
  connectTimer();
  port!.post({ type: 'command', command });
}

/** Calls `listener` for every timer event (phase ended, phase changed); returns the unsubscribe. */
export function onTimerEvent(listener: (received: ReceivedTimerEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests and hot reload: stops the worker and forgets the connection. */
export function disconnectTimer(): void {
  port?.close();
  port = null;
}
