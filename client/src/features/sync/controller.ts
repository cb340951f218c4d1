import { fromBase64Url, toBase64Url } from '#shared/sync/encoding.ts';
import { generateSyncKey, type SyncKey } from '#shared/sync/code.ts';
import { SYNC_STORAGE_KEY } from '#shared/sync/storage-key.ts';
import { clearSync } from '../../lib/db.ts';
import { store } from '../../lib/store.ts';
import type { LocalAdapter, SyncEngine, SyncStatus } from './engine.ts';
import { syncKeyState, syncStatusState, unreadableState } from './atoms.ts';

/**
 * Turning sync on and off on this device, and the one engine that runs while it is on. The engine (and the crypto
 * and merge code it brings) loads only when sync is used. What syncs is read and written through the adapter the
 * app's wiring provides (features do not import each other).
 */

/** This browser's sync settings: the key (base64url) and a random device id. Nothing else. */
export { SYNC_STORAGE_KEY };

interface StoredSync {
  key: string;
  device: string;
}

function readStored(): StoredSync | null {
  try {
    const raw = localStorage.getItem(SYNC_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredSync>;
    return typeof value.key === 'string' && typeof value.device === 'string' && fromBase64Url(value.key)
      ? { key: value.key, device: value.device }
      : null;
  } catch {
    return null;
  }
}

function writeStored(value: StoredSync | null): void {
  try {
    if (value) localStorage.setItem(SYNC_STORAGE_KEY, JSON.stringify(value));
    else localStorage.removeItem(SYNC_STORAGE_KEY);
  } catch {
    // Storage blocked: sync holds for this visit only.
  }
}

let loadAdapter: (() => Promise<LocalAdapter>) | null = null;
let engine: SyncEngine | null = null;

const setStatus = (status: SyncStatus) => store.set(syncStatusState, status);

/** Whether this device is set to sync (without loading anything). */
export const isSyncConfigured = (): boolean => readStored() !== null;

async function makeEngine(key: SyncKey, device: string): Promise<SyncEngine> {
  if (!loadAdapter) throw new Error('sync: no adapter provided');
  const [{ SyncEngine }, adapter] = await Promise.all([import('./engine.ts'), loadAdapter()]);
  return new SyncEngine({
    key,
    device,
    adapter,
    onStatus: (status) => {
      if (engine) setStatus(status);
    },
    onUnreadable: () => store.set(unreadableState, (n) => n + 1),
    onErased: () => {
      engine = null;
      void clearSync().catch(() => {});
      writeStored(null);
      store.set(syncKeyState, null);
      setStatus({ kind: 'erased' });
    },
  });
}

/**
 * The app's wiring says how to load what reads and writes what syncs, then sync resumes if it was on. The adapter
 * loads with the engine, when sync is used: most visitors never turn it on, and the home page's start carries none of
 * it (issue 26).
 */
export function provideSyncAdapter(load: () => Promise<LocalAdapter>): void {
  loadAdapter = load;
  const stored = readStored();
  if (stored) void resume(stored);
}

async function resume(stored: StoredSync): Promise<void> {
  store.set(syncKeyState, stored.key);
  setStatus({ kind: 'syncing' });
  engine = await makeEngine(fromBase64Url(stored.key)!, stored.device);
  await engine.start();
}

const newDeviceId = () => toBase64Url(crypto.getRandomValues(new Uint8Array(9)));

/**
 * Starts this device on the space of `key`: `enter` creates or joins it; only once that succeeded is the key kept
 * and the engine running (a failure leaves sync off).
 */
async function connect(key: SyncKey, enter: (next: Awaited<ReturnType<typeof makeEngine>>) => Promise<void>) {
  const stored = { key: toBase64Url(key), device: newDeviceId() };
  setStatus({ kind: 'syncing' });
  const next = await makeEngine(key, stored.device);
  engine = next;
  try {
    await enter(next);
  } catch (error) {
    engine = null;
    setStatus({ kind: 'off' });
    throw error;
  }
  writeStored(stored);
  store.set(syncKeyState, stored.key);
  store.set(unreadableState, 0);
  await next.start();
}

/** "Turn on sync": a new key, a new space holding everything this device has. */
export async function turnOnSync(): Promise<void> {
  await connect(generateSyncKey(), (next) => next.create());
}

/** Joins the space of `key` (from a link or a typed code), merging this device's data into it. */
export async function joinSync(key: SyncKey): Promise<void> {
  await stopSyncing();
  await connect(key, (next) => next.join());
}

/** "Stop syncing on this device": the data here stays; the space and the other devices are untouched. */
export async function stopSyncing(): Promise<void> {
  const current = engine;
  engine = null;
  writeStored(null);
  store.set(syncKeyState, null);
  setStatus({ kind: 'off' });
  await current?.stop();
}

/** "Erase synced data from the server": the space is deleted for every device; the data here stays. */
export async function eraseSyncedData(): Promise<void> {
  if (!engine) return;
  await engine.erase();
  engine = null;
  writeStored(null);
  store.set(syncKeyState, null);
  setStatus({ kind: 'off' });
}

/** Whether an error thrown by the steps above is the server's "no such space" (a code for a space erased). */
export function errorCode(error: unknown): string {
  return error instanceof Error ? error.message : 'network';
}
