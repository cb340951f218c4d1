import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * The app's one IndexedDB database. This module owns its schema and version; features call the
 * typed functions below and never open IndexedDB themselves (ARCHITECTURE.md, principle 6).
 */

const DB_NAME = 'pomolo';
const DB_VERSION = 1;

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
}

let opening: Promise<IDBPDatabase<PomoloSchema>> | null = null;

function db(): Promise<IDBPDatabase<PomoloSchema>> {
  opening ??= openDB<PomoloSchema>(DB_NAME, DB_VERSION, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        const downloads = database.createObjectStore('downloads', { keyPath: 'trackId' });
        downloads.createIndex('by-date', 'downloadedAt');
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
  }).catch((error: unknown) => {
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
