import { atom } from 'jotai';
import { CYCLE_SETTINGS_STORAGE_KEY, DURATIONS_STORAGE_KEY, parseStoredDurations } from '#shared/settings.ts';
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
import { readPersistedTimer, readStoredDurations, readStoredSettings, restoreStoredTimer } from './stored-timer.ts';
import { browserTabDeps, createTabTimer, type TabTimer } from './timer-tabs.ts';

/**
 * The only module that talks to the timer worker. It restores the persisted timer, starts the
 * worker, forwards commands, persists every state change (so a reload resumes a running phase),
 * and pushes the worker's updates into the atoms below. Components never see the worker.
 *
 * With several tabs open, only one of them runs the worker (lib/timer-tabs.ts): the others mirror
 * its updates and send it their commands. Without Web Locks every tab runs its own, as before.
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
  /**
   * True in a tab that only mirrors the timer another tab runs (one timer across tabs): such a tab
   * announces the event but does not ring, notify or count (the running tab does, once).
   */
  mirrored: boolean;
}

/** Dispatched on `window` for each event (used by the benchmark to time the end of a phase). */
export const TIMER_EVENT_NAME = 'pomolo:timer';

const timerSnapshotState = atom<TimerSnapshot>(initialSnapshot());

/** The current timer state and the time it was computed at. */
export const timerSnapshotAtom = atom((get) => get(timerSnapshotState));

/**
 * The cycle settings in force (long breaks, auto-start, `dailyGoal`: number | null). Any feature
 * may read them here; they change only through `sendTimerCommand({ type: 'set-settings' })`.
 */
export const cycleSettingsAtom = atom((get) => get(timerSnapshotState).state.settings);

type Port = { post(message: TimerWorkerRequest): void; close(): void };

let port: Port | null = null;
let tabs: TabTimer | null = null;
/** Whether this tab has shown another tab's timer (then it takes over from that state). */
let mirroring = false;
let lastPersisted = '';
const listeners = new Set<(received: ReceivedTimerEvent) => void>();

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked (private mode): the timer still runs, it just won't survive a reload.
  }
}

function initialSnapshot(): TimerSnapshot {
  const now = Date.now();
  // What the first paint shows; the worker reports the same thing (plus any events) moments later.
  return { state: restoreStoredTimer(now), now };
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
  tabs?.published(update);
  deliver(update, false);
}

/** An update of the timer another tab runs: shown and announced here, never persisted or counted. */
function receiveMirrored(update: TimerWorkerUpdate): void {
  mirroring = true;
  store.set(timerSnapshotState, { state: update.state, now: update.now });
  deliver(update, true);
}

function deliver(update: TimerWorkerUpdate, mirrored: boolean): void {
  if (update.events.length === 0) return;
  const receivedAt = Date.now();
  for (const event of update.events) {
    const received: ReceivedTimerEvent = { event, state: update.state, receivedAt, mirrored };
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
  // Messages go to whichever engine runs: the worker, or the page's own after a failed start.
  let fallback: Port | null = null;
  worker.addEventListener('error', (event) => {
    if (answered) return;
    event.preventDefault();
    console.error('Timer worker failed to start; running the timer on the page', event.message);
    worker.terminate();
    fallback = createLocalPort();
    fallback.post({ type: 'init', state: store.get(timerSnapshotState).state });
  });
  return {
    post: (message) => (fallback ? fallback.post(message) : worker.postMessage(message)),
    close: () => (fallback ? fallback.close() : worker.terminate()),
  };
}

function createEnginePort(): Port {
  try {
    return typeof Worker === 'function' ? createWorkerPort() : createLocalPort();
  } catch (error) {
    console.error('Timer worker unavailable; running the timer on the page', error);
    return createLocalPort();
  }
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
  const durations = readStoredDurations();
  const settings = readStoredSettings();
  const persisted = readPersistedTimer();
  const state =
    parseTimerState(persisted, durations, settings) ?? restoreTimer(persisted, durations, Date.now(), settings).state;
  lastPersisted = JSON.stringify(state);
  const shared = browserTabDeps();
  if (shared) {
    // One timer across tabs: this tab leads (runs the engine) or follows (mirrors the leader).
    port = { post: () => undefined, close: () => tabs?.close() };
    tabs = createTabTimer({
      ...shared,
      startEngine: createEnginePort,
      // Leading from the start: the stored state as it was saved, so the engine reports a phase that
      // ended while no tab was open (and it is counted). Taking over: the state the leader last sent.
      currentState: () => (mirroring ? store.get(timerSnapshotState).state : state),
      lastUpdate: () => ({ type: 'update', state: store.get(timerSnapshotState).state, now: Date.now(), events: [] }),
      onMirrored: receiveMirrored,
    });
    return;
  }
  port = createEnginePort();
  port.post({ type: 'init', state });
}

/** Sends a command (Start, Pause, Reset, Skip, new durations) to the timer. */
export function sendTimerCommand(command: TimerCommand): void {
  if (command.type === 'set-durations') writeStorage(DURATIONS_STORAGE_KEY, JSON.stringify(command.durations));
  if (command.type === 'set-settings') writeStorage(CYCLE_SETTINGS_STORAGE_KEY, JSON.stringify(command.settings));
  connectTimer();
  if (tabs) tabs.send(command);
  else port!.post({ type: 'command', command });
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
  tabs = null;
  mirroring = false;
}
