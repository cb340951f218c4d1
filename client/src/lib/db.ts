import { openDB, type DBSchema, type IDBPDatabase, type IDBPObjectStore, type StoreNames } from 'idb';
import { LEGACY_HISTORY_STORAGE_KEY, sessionsFromLegacyHistory, type FocusSession } from '#shared/focus-session.ts';

/**
 * The app's one IndexedDB database. This module owns its schema and version; features call the
 * typed functions below and never open IndexedDB themselves (ARCHITECTURE.md, principle 6).
 */

const DB_NAME = 'pomolo';
/** 1: downloads. 2: the focus history (moved from localStorage). 3: sync's outbox and state (issue 31). */
const DB_VERSION = 3;

/** A favourite track kept for offline listening: its details, its audio and its cover, stored together. */
export interface DownloadRecord {
  trackId: string;
  categoryId: string;
  categoryName: string;
  title: string;
  artist: string;
  /** Seconds; 0 when unknown. */
  duration: number;
  /** Where the audio was downloaded from (the track's URL in the catalogue). */
  url: string;
  /** The catalogue's cover URL (what the cover blob replaces). */
  coverUrl: string;
  audio: Blob;
  /** Null when the track has no cover we could store. */
  cover: Blob | null;
  /** Bytes stored: audio plus cover. */
  bytes: number;
  /** Epoch ms. */
  downloadedAt: number;
}

interface PomoloSchema extends DBSchema {
  downloads: {
    key: string;
    value: DownloadRecord;
    indexes: { 'by-date': number };
  };
  /** One record per completed focus phase, keyed by when it ended: a phase reported twice is kept once. */
  history: {
    key: number;
    value: FocusSession;
  };
  /** Encrypted sync operations made on this device and not yet acknowledged by the server, oldest first. */
  syncOutbox: {
    key: number;
    value: SyncOutboxEntry;
  };
  /** Sync's own records (the merged state, the last sequence number pulled, the clock), by name. */
  syncMeta: {
    key: string;
    value: unknown;
  };
}

/** One sealed op waiting to be pushed; `n` orders the outbox. */
export interface SyncOutboxEntry {
  n?: number;
  id: string;
  body: string;
}

type HistoryStore = IDBPObjectStore<PomoloSchema, ArrayLike<StoreNames<PomoloSchema>>, 'history', 'readwrite'>;

function readLegacyHistory(): FocusSession[] {
  try {
    return sessionsFromLegacyHistory(localStorage.getItem(LEGACY_HISTORY_STORAGE_KEY));
  } catch {
    return [];
  }
}

/** Puts each session the store does not have yet; resolves with how many were added. */
async function putNewSessions(store: HistoryStore, sessions: readonly FocusSession[]): Promise<number> {
  if (sessions.length === 0) return 0;
  const known = new Set(await store.getAllKeys());
  let added = 0;
  for (const session of sessions) {
    if (known.has(session.completedAt)) continue;
    known.add(session.completedAt);
    void store.put(session);
    added += 1;
  }
  return added;
}

/**
 * Moves what the localStorage history holds into IndexedDB, then removes it: right after the upgrade
 * to version 2 (the migration), and at every later start for sessions an older tab still wrote there.
 * The key is removed only once the sessions are committed. A failure (quota) is not the database's:
 * the key stays for the next start, and downloads and the new history keep working.
 */
async function moveLegacyHistory(database: IDBPDatabase<PomoloSchema>): Promise<void> {
  const legacy = readLegacyHistory();
  try {
    if (legacy.length > 0) {
      const tx = database.transaction('history', 'readwrite');
      await Promise.all([putNewSessions(tx.store, legacy), tx.done]);
    }
    localStorage.removeItem(LEGACY_HISTORY_STORAGE_KEY);
  } catch {
    // Not moved (or storage unavailable): tried again at the next start.
  }
}

let opening: Promise<IDBPDatabase<PomoloSchema>> | null = null;

function db(): Promise<IDBPDatabase<PomoloSchema>> {
  opening ??= openDB<PomoloSchema>(DB_NAME, DB_VERSION, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        const downloads = database.createObjectStore('downloads', { keyPath: 'trackId' });
        downloads.createIndex('by-date', 'downloadedAt');
      }
      // Version 2's data migration (localStorage → this store) runs once the database is open: see moveLegacyHistory.
      if (oldVersion < 2) database.createObjectStore('history', { keyPath: 'completedAt' });
      if (oldVersion < 3) {
        database.createObjectStore('syncOutbox', { keyPath: 'n', autoIncrement: true });
        database.createObjectStore('syncMeta');
      }
    },
    // Another tab opened a newer version: close ours so its upgrade is not blocked; the next call reopens.
    blocking() {
      void opening?.then((open) => open.close());
      opening = null;
    },
    terminated() {
      opening = null;
    },
  })
    .then(async (database) => {
      await moveLegacyHistory(database);
      return database;
    })
    .catch((error: unknown) => {
      opening = null;
      throw error;
    });
  return opening;
}

/** Every stored download, oldest first. */
export async function listDownloads(): Promise<DownloadRecord[]> {
  return (await db()).getAllFromIndex('downloads', 'by-date');
}

/** One stored download, or undefined. */
export async function getDownload(trackId: string): Promise<DownloadRecord | undefined> {
  return (await db()).get('downloads', trackId);
}

/**
 * Stores a complete download (audio and cover) in one transaction: it is either all there or not
 * at all. Rejects (e.g. QuotaExceededError) when the transaction does not commit.
 */
export async function saveDownload(record: DownloadRecord): Promise<void> {
  const tx = (await db()).transaction('downloads', 'readwrite');
  await Promise.all([tx.store.put(record), tx.done]);
}

/** Removes a download; nothing happens when there is none. */
export async function deleteDownload(trackId: string): Promise<void> {
  const tx = (await db()).transaction('downloads', 'readwrite');
  await Promise.all([tx.store.delete(trackId), tx.done]);
}

/** Every recorded focus session, oldest first. */
export async function listSessions(): Promise<FocusSession[]> {
  return (await db()).getAll('history');
}

/** The sessions completed at `from` (epoch ms) or later, oldest first. */
export async function listSessionsSince(from: number): Promise<FocusSession[]> {
  return (await db()).getAll('history', IDBKeyRange.lowerBound(from));
}

// --- Who wants to know the history changed (the stats page, sync): told after each committed write. ---------

const historyListeners = new Set<() => void>();

/** Calls `listener` after every committed change to the history in this page; returns the unsubscribe. */
export function onHistoryChange(listener: () => void): () => void {
  historyListeners.add(listener);
  return () => historyListeners.delete(listener);
}

function historyChanged(): void {
  for (const listener of [...historyListeners]) listener();
}

/** Records a completed focus phase; a phase already recorded (same `completedAt`) stays as it is. */
export async function addSession(session: FocusSession): Promise<void> {
  const tx = (await db()).transaction('history', 'readwrite');
  const [added] = await Promise.all([putNewSessions(tx.store, [session]), tx.done]);
  if (added > 0) historyChanged();
}

/**
 * Adds the sessions not recorded yet, in one transaction (all of them or, if it fails, none);
 * resolves with how many were added.
 */
export async function importSessions(sessions: readonly FocusSession[]): Promise<number> {
  const tx = (await db()).transaction('history', 'readwrite');
  const [added] = await Promise.all([putNewSessions(tx.store, sessions), tx.done]);
  if (added > 0) historyChanged();
  return added;
}

/** Which sessions were deleted: the `completedAt` of each, or all of them. */
export type RemovedSessions = readonly number[] | 'all';

const removedListeners = new Set<(removed: RemovedSessions) => void>();

/** Calls `listener` after sessions are deleted (before the change listeners); returns the unsubscribe. */
export function onSessionsRemoved(listener: (removed: RemovedSessions) => void): () => void {
  removedListeners.add(listener);
  return () => removedListeners.delete(listener);
}

function sessionsRemoved(removed: RemovedSessions): void {
  for (const listener of [...removedListeners]) listener(removed);
  historyChanged();
}

/** Deletes the whole focus history. */
export async function clearSessions(): Promise<void> {
  const tx = (await db()).transaction('history', 'readwrite');
  await Promise.all([tx.store.clear(), tx.done]);
  sessionsRemoved('all');
}

/** Deletes the sessions completed at these times (cleared on another device, issue 31), in one transaction. */
export async function deleteSessions(completedAt: readonly number[]): Promise<void> {
  if (completedAt.length === 0) return;
  const tx = (await db()).transaction('history', 'readwrite');
  await Promise.all([...completedAt.map((key) => tx.store.delete(key)), tx.done]);
  sessionsRemoved(completedAt);
}

// --- Sync (issue 31): the outbox of sealed ops and sync's own records --------------------------------------------

/** Adds sealed ops to the outbox and records sync's new state, in one transaction: both or neither. */
export async function queueSyncOps(ops: readonly SyncOutboxEntry[], meta: Record<string, unknown>): Promise<void> {
  const tx = (await db()).transaction(['syncOutbox', 'syncMeta'], 'readwrite');
  const outbox = tx.objectStore('syncOutbox');
  const records = tx.objectStore('syncMeta');
  await Promise.all([
    ...ops.map((op) => outbox.add({ id: op.id, body: op.body })),
    ...Object.entries(meta).map(([key, value]) => records.put(value, key)),
    tx.done,
  ]);
}

/** The outbox, oldest first, at most `limit` entries. */
export async function listSyncOutbox(limit: number): Promise<SyncOutboxEntry[]> {
  return (await db()).getAll('syncOutbox', undefined, limit);
}

/** Removes pushed entries (by their outbox number). */
export async function removeSyncOutbox(ns: readonly number[]): Promise<void> {
  const tx = (await db()).transaction('syncOutbox', 'readwrite');
  await Promise.all([...ns.map((n) => tx.store.delete(n)), tx.done]);
}

export async function countSyncOutbox(): Promise<number> {
  return (await db()).count('syncOutbox');
}

export async function getSyncMeta<T>(key: string): Promise<T | undefined> {
  return (await db()).get('syncMeta', key) as Promise<T | undefined>;
}

export async function putSyncMeta(meta: Record<string, unknown>): Promise<void> {
  const tx = (await db()).transaction('syncMeta', 'readwrite');
  await Promise.all([...Object.entries(meta).map(([key, value]) => tx.store.put(value, key)), tx.done]);
}

/** Forgets everything sync kept on this device (its outbox and state); the synced data itself stays. */
export async function clearSync(): Promise<void> {
  const tx = (await db()).transaction(['syncOutbox', 'syncMeta'], 'readwrite');
  await Promise.all([tx.objectStore('syncOutbox').clear(), tx.objectStore('syncMeta').clear(), tx.done]);
}
