import { atom } from 'jotai';
import type { PlayerTrack } from '#shared/player.ts';
import type { TrackSources } from '#shared/track-sources.ts';
import { deleteDownload, listDownloads, saveDownload, type DownloadRecord } from '../../lib/db.ts';
import { store } from '../../lib/store.ts';
import {
  checkResponse,
  classifyFailure,
  coverToStore,
  DownloadError,
  hasRoomFor,
  isComplete,
  type DownloadFailureKind,
} from './download-rules.ts';
import { onlineAtom } from './network.ts';

/**
 * Favourite tracks, downloaded for offline listening. Favouriting a track streams its audio (with
 * progress, cancellable) and its cover, checks that everything arrived, and only then stores both
 * in one IndexedDB transaction (lib/db.ts). Unfavouriting removes them. The stored copies play from
 * blob URLs, online or offline.
 */

export interface DownloadJob {
  trackId: string;
  title: string;
  /** Audio bytes received so far. */
  received: number;
  /** Audio bytes expected (Content-Length); null while unknown. */
  total: number | null;
  /** 'saving': everything arrived and is being written. */
  stage: 'downloading' | 'saving';
}

export interface DownloadFailure {
  trackId: string;
  title: string;
  kind: DownloadFailureKind;
}

/** The category a favourite was made in (kept with the download, so it can be listed offline). */
export interface DownloadCategory {
  id: string;
  name: string;
}

const savedState = atom<ReadonlyMap<string, DownloadRecord>>(new Map());
const loadedState = atom(false);
const jobsState = atom<ReadonlyMap<string, DownloadJob>>(new Map());
const failuresState = atom<readonly DownloadFailure[]>([]);
/** Bumped after every change, so storage figures are read again. */
const revisionState = atom(0);

/** The stored downloads by track id. */
export const savedDownloadsAtom = atom((get) => get(savedState));
/** True once the stored downloads have been read (until then none are known). */
export const downloadsLoadedAtom = atom((get) => get(loadedState));
/** Downloads in progress by track id. */
export const downloadJobsAtom = atom((get) => get(jobsState));
/** Downloads that failed, most recent last (one per track). */
export const downloadFailuresAtom = atom((get) => get(failuresState));
/** Changes whenever something was stored or removed. */
export const downloadsRevisionAtom = atom((get) => get(revisionState));

/** Whether a track is a favourite: stored, or being downloaded. */
export const favouriteStateAtom = atom((get) => {
  const saved = get(savedState);
  const jobs = get(jobsState);
  return (trackId: string): 'saved' | 'downloading' | 'none' =>
    saved.has(trackId) ? 'saved' : jobs.has(trackId) ? 'downloading' : 'none';
});

// --- Blob URLs --------------------------------------------------------------------------------

const blobUrls = new WeakMap<Blob, string>();

/**
 * One object URL per stored blob, made when first needed. They are not revoked when a download is
 * removed: the audio element may still be playing from it, and a revoked URL would break seeking.
 * A removed blob is released with the page.
 */
function blobUrl(blob: Blob): string {
  let url = blobUrls.get(blob);
  if (!url) {
    url = URL.createObjectURL(blob);
    blobUrls.set(blob, url);
  }
  return url;
}

/**
 * Where the player takes audio and covers from: a downloaded copy when there is one (online or
 * offline); otherwise the network, or nothing at all while offline. The player's `TrackSources`
 * (`#shared/track-sources.ts`; the home route hands it over, features do not import each other).
 */
export const offlineSourcesAtom = atom((get): TrackSources => {
  const saved = get(savedState);
  const online = get(onlineAtom);
  // A copy of an older file (the catalogue changed the track's audio) is not played in its place.
  const copyOf = (track: PlayerTrack) => {
    const record = saved.get(track.id);
    return record && record.url === track.url ? record : undefined;
  };
  return {
    audioFor: (track: PlayerTrack): string | null => {
      const record = copyOf(track);
      if (record) return blobUrl(record.audio);
      return online ? track.url : null;
    },
    coverFor: (track: PlayerTrack): string => {
      const cover = saved.get(track.id)?.cover;
      return cover ? blobUrl(cover) : track.cover;
    },
  };
});

// --- Loading and other tabs --------------------------------------------------------------------

let loading: Promise<void> | null = null;

/** Reads the stored downloads (once; `{ force: true }` again, e.g. after another tab changed them). */
export function loadDownloads(options?: { force?: boolean }): Promise<void> {
  if (loading && !options?.force) return loading;
  loading = (async () => {
    try {
      const records = await listDownloads();
      store.set(savedState, new Map(records.map((record) => [record.trackId, record])));
    } catch (error) {
      // No IndexedDB (some private modes): there are no downloads, and favouriting will say why.
      console.error('Could not read the downloads', error);
    } finally {
      store.set(loadedState, true);
    }
  })();
  return loading;
}

// Other tabs of this app say when they changed the downloads; opened by startDownloads().
let channel: BroadcastChannel | null = null;
let started = false;

function announceChange(): void {
  bump();
  channel?.postMessage('changed');
}

function bump(): void {
  store.set(revisionState, store.get(revisionState) + 1);
}

/** Reads the stored downloads and listens for other tabs' changes. Called once by the app at start. */
export function startDownloads(): void {
  if (started || typeof indexedDB === 'undefined') return;
  started = true;
  if (typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel('pomolo-downloads');
    channel.addEventListener('message', () => void loadDownloads({ force: true }).then(bump));
  }
  void loadDownloads();
}

// --- Favourite, unfavourite, cancel --------------------------------------------------------------

const controllers = new Map<string, AbortController>();

function setJob(job: DownloadJob): void {
  const jobs = new Map(store.get(jobsState));
  jobs.set(job.trackId, job);
  store.set(jobsState, jobs);
}

function endJob(trackId: string): void {
  const jobs = new Map(store.get(jobsState));
  jobs.delete(trackId);
  store.set(jobsState, jobs);
  controllers.delete(trackId);
}

function setFailure(failure: DownloadFailure | null, trackId: string): void {
  const rest = store.get(failuresState).filter((f) => f.trackId !== trackId);
  store.set(failuresState, failure ? [...rest, failure] : rest);
}

/** Forgets a failure message (the visitor closed it). */
export function dismissFailure(trackId: string): void {
  setFailure(null, trackId);
}

/**
 * Reads a response body to the end, reporting progress, and checks it arrived whole. Throws a
 * DownloadError (or the fetch's own error) otherwise; nothing is kept from a failed read.
 */
async function readWhole(
  url: string,
  want: 'audio' | 'image',
  signal: AbortSignal,
  onProgress?: (received: number, total: number | null) => void,
  beforeBody?: (expected: number | null) => Promise<void>,
): Promise<Blob> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  const check = checkResponse(response, want);
  if (!check.ok) throw new DownloadError(check.kind, `${url}: ${check.reason}`);
  await beforeBody?.(check.expected);
  if (!response.body) throw new DownloadError('server', `${url}: no body`);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  let reported = 0;
  onProgress?.(0, check.expected);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    // At most every 64 KB: enough for a smooth bar without a render per network packet.
    if (received - reported >= 65_536) {
      reported = received;
      onProgress?.(received, check.expected);
    }
  }
  if (!isComplete(check.expected, received)) {
    throw new DownloadError('incomplete', `${url}: received ${received} of ${check.expected ?? '?'} bytes`);
  }
  onProgress?.(received, check.expected ?? received);
  const type =
    response.headers.get('content-type')?.split(';', 1)[0]?.trim() || (want === 'audio' ? 'audio/mpeg' : 'image/webp');
  return new Blob(chunks as BlobPart[], { type });
}

async function estimate(): Promise<StorageEstimate | null> {
  try {
    return (await navigator.storage?.estimate?.()) ?? null;
  } catch {
    return null;
  }
}

/**
 * Makes a track a favourite: downloads its audio and cover and stores them. Resolves when done,
 * failed (see `downloadFailuresAtom`) or cancelled; never rejects.
 */
export async function favouriteTrack(track: PlayerTrack, category: DownloadCategory): Promise<void> {
  if (controllers.has(track.id) || store.get(savedState).has(track.id)) return;
  setFailure(null, track.id);
  if (!store.get(onlineAtom)) {
    setFailure({ trackId: track.id, title: track.title, kind: 'offline' }, track.id);
    return;
  }
  const controller = new AbortController();
  controllers.set(track.id, controller);
  setJob({ trackId: track.id, title: track.title, received: 0, total: null, stage: 'downloading' });
  void requestPersistentStorage();
  try {
    const audio = await readWhole(
      track.url,
      'audio',
      controller.signal,
      (received, total) => setJob({ trackId: track.id, title: track.title, received, total, stage: 'downloading' }),
      // Refuses at once, before the body, a file that cannot fit.
      async (expected) => {
        if (expected !== null && !hasRoomFor(await estimate(), expected)) {
          throw new DownloadError('quota', `${track.url}: ${expected} bytes do not fit`);
        }
      },
    );
    let cover: Blob | null = null;
    try {
      cover = await readWhole(coverToStore(track.cover), 'image', controller.signal);
    } catch (error) {
      // A cover is nice to have: the track is stored without one, unless the download was cancelled.
      if (classifyFailure(error) === 'aborted') throw error;
      console.warn(`No cover stored for ${track.id}`, error);
    }
    setJob({ trackId: track.id, title: track.title, received: audio.size, total: audio.size, stage: 'saving' });
    controller.signal.throwIfAborted();
    const record: DownloadRecord = {
      trackId: track.id,
      categoryId: category.id,
      categoryName: category.name,
      title: track.title,
      artist: track.artist,
      duration: track.duration,
      url: track.url,
      coverUrl: track.cover,
      audio,
      cover,
      bytes: audio.size + (cover?.size ?? 0),
      downloadedAt: Date.now(),
    };
    await saveDownload(record);
    const saved = new Map(store.get(savedState));
    saved.set(track.id, record);
    store.set(savedState, saved);
    announceChange();
  } catch (error) {
    const kind = classifyFailure(error);
    if (kind !== 'aborted') {
      console.error(`Download of ${track.url} failed (${kind})`, error);
      setFailure({ trackId: track.id, title: track.title, kind }, track.id);
    }
  } finally {
    endJob(track.id);
  }
}

/** Stops a download in progress; nothing of it is stored. */
export function cancelDownload(trackId: string): void {
  controllers.get(trackId)?.abort();
}

/** Removes a favourite: cancels its download, or deletes its stored audio and cover. */
export async function unfavouriteTrack(trackId: string): Promise<void> {
  setFailure(null, trackId);
  if (controllers.has(trackId)) {
    cancelDownload(trackId);
    return;
  }
  try {
    await deleteDownload(trackId);
  } catch (error) {
    console.error(`Could not remove the download of ${trackId}`, error);
    return;
  }
  const saved = new Map(store.get(savedState));
  saved.delete(trackId);
  store.set(savedState, saved);
  announceChange();
}

// --- Storage ---------------------------------------------------------------------------------------

export interface StorageInfo {
  /** Bytes this site uses (all storage: caches, IndexedDB…); null when the browser does not say. */
  usage: number | null;
  /** Bytes this site may use in all; null when unknown. */
  quota: number | null;
  /** true: the browser will not clear our storage under pressure; null when it cannot tell. */
  persisted: boolean | null;
}

/** Storage used and available, and whether it is persistent. */
export async function readStorageInfo(): Promise<StorageInfo> {
  const figures = await estimate();
  let persisted: boolean | null = null;
  try {
    persisted = (await navigator.storage?.persisted?.()) ?? null;
  } catch {
    persisted = null;
  }
  return { usage: figures?.usage ?? null, quota: figures?.quota ?? null, persisted };
}

/**
 * Asks the browser to keep our storage when space runs low (`navigator.storage.persist`), so the
 * downloads are not cleared behind the visitor's back. Resolves to whether it is persistent.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false;
    if (await navigator.storage.persisted()) return true;
    const granted = await navigator.storage.persist();
    bump();
    return granted;
  } catch {
    return false;
  }
}
