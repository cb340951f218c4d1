import path from 'node:path';
import { createReadStream, existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import type { Sql } from './database.ts';
import { DEFAULT_COVER_BASE, SHIPPED_CATEGORIES } from '#shared/catalogue.ts';
import {
  catalogueKey,
  cataloguePlan,
  ensureBell,
  ensureDefaultCover,
  generateCatalogue,
  type CatalogueEntry,
  type TrackPlan,
} from './catalogue/catalogue.ts';
import { copyFileAtomic } from './media/files.ts';
import { mediaPaths, ensureMediaDirs, coverFileNames, type MediaPaths } from './media/storage.ts';
import { describeSweep, sweepMedia, sweepStore, type SweepResult } from './media/sweep.ts';
import type { MediaStore } from './media/store/media-store.ts';
import {
  beginCatalogueInstall,
  countTracks,
  finishCatalogueInstall,
  insertGeneratedTrack,
  referencedMedia,
  type NewTrack,
} from './repositories/catalogue-repository.ts';

/** A generated track's row: its measured loudness, licence and how it was made come with it (issue 17). */
export function catalogueRow(t: CatalogueEntry): NewTrack {
  return {
    categorySlug: t.category,
    title: t.title,
    artist: t.artist,
    audioFile: t.audioFile,
    audioMime: 'audio/mpeg',
    audioBytes: t.audioBytes,
    coverFile: t.coverBase,
    durationSeconds: t.durationSeconds,
    licence: t.licence,
    source: t.source,
    howMade: t.howMade,
    integratedLufs: Number.isFinite(t.integratedLufs) ? t.integratedLufs : null,
    truePeakDbtp: Number.isFinite(t.truePeakDbtp) ? t.truePeakDbtp : null,
  };
}

/** How many tracks between two progress lines while the library is made. */
export const PROGRESS_EVERY = 10;

/**
 * A progress line every PROGRESS_EVERY tracks and at the last one, never one per track (issue 25: a fresh start
 * printed two lines for each of the library's tracks).
 */
export function progressReporter(log: (msg: string) => void, total: number, startedAt: number) {
  return (done: number) => {
    if (done !== total && done % PROGRESS_EVERY !== 0) return;
    log(`Generating the music library: ${done} of ${total} tracks (${Math.round((Date.now() - startedAt) / 1000)} s)`);
  };
}

/**
 * The generator's log without its line per rendered track ("  [n/total] title (ms)"). Filtered here rather than
 * changed in catalogue/: every byte of that folder is part of the catalogue's cache key (catalogueKey), so editing
 * it would make every installation generate its whole library again (decision 0069).
 */
export function withoutTrackLines(log: (msg: string) => void): (msg: string) => void {
  return (msg) => {
    if (!/^\s*\[\d+\/\d+\] /.test(msg)) log(msg);
  };
}

export interface SeedOptions {
  dataDir: string;
  catalogueCacheDir: string;
  log?: (msg: string) => void;
  /** The sweep's clock (tests age files this way: a file's ctime cannot be set). */
  now?: number;
  /** Where media are stored when not in DATA_DIR/media (the S3 bucket). */
  store?: MediaStore;
}

export interface CatalogueInstall {
  /** How many of the generated tracks are in the catalogue so far. */
  progress(): { done: number; total: number };
  /** Resolves with the number of tracks this run added once the whole library is in. */
  finished: Promise<number>;
}

export interface CatalogueStart {
  sweep: SweepResult;
  removed: string[];
  /** The generated catalogue being installed, or null when there is nothing to install. */
  install: CatalogueInstall | null;
}

/** Copies a local file to the store unless an object of the same size is there (names carry a content hash). */
async function copyToStore(store: MediaStore, file: string, key: string): Promise<void> {
  const [local, stored] = await Promise.all([fs.stat(file), store.head(key)]);
  if (stored?.size === local.size) return;
  await store.put(key, createReadStream(file));
}

/**
 * Copies one generated track's files into the media folder (atomically) or the bucket, then adds its row (with
 * its loudness, licence and how it was made).
 */
async function installTrack(
  sql: Sql,
  media: MediaPaths,
  store: MediaStore | undefined,
  dir: string,
  t: CatalogueEntry,
): Promise<boolean> {
  const files: ['audio' | 'covers', string][] = [
    ['audio', t.audioFile],
    ...coverFileNames(t.coverBase).map((f): ['covers', string] => ['covers', f]),
  ];
  for (const [folder, f] of files) {
    if (store) await copyToStore(store, path.join(dir, folder, f), `${folder}/${f}`);
    else await copyFileAtomic(path.join(dir, folder, f), path.join(media[folder], f));
  }
  return insertGeneratedTrack(sql, catalogueRow(t));
}

/**
 * Makes the media folder consistent and, when the catalogue has no track (or an install was cut short), installs the
 * generated library track by track: each track's files are copied in atomically, then its row is added (skipped if
 * already there), so a run killed at any point resumes without duplicates; files no row names are swept
 * (media/sweep.ts). When every track is already in the generator's cache the install is finished before this
 * returns; otherwise the missing tracks are made in the background, the first of each category first, and
 * `onTrackAdded` is called after each one reaches the catalogue.
 */
export async function startCatalogue(
  sql: Sql,
  opts: SeedOptions & { onTrackAdded?: () => void; niceness?: number; lanes?: number; plan?: TrackPlan[] },
): Promise<CatalogueStart> {
  const log = opts.log ?? (() => {});
  const media = mediaPaths(opts.dataDir);
  const store = opts.store?.kind === 's3' ? opts.store : undefined;
  await ensureMediaDirs(media);
  const wasEmpty = (await countTracks(sql)) === 0;
  const plan = opts.plan ?? cataloguePlan();
  const key = catalogueKey(plan);
  const total = plan.length;
  const pending = await beginCatalogueInstall(
    sql,
    SHIPPED_CATEGORIES.map((c, i) => ({ ...c, sortOrder: i })),
    key,
    total,
  );
  await ensureBell(path.dirname(media.bell));
  await ensureDefaultCover(media.covers);
  if (store)
    for (const f of coverFileNames(DEFAULT_COVER_BASE))
      await copyToStore(store, path.join(media.covers, f), `covers/${f}`);
  // Before the install copies anything: the sweep must not take a track's files for debris while its row is on its way.
  const referenced = await referencedMedia(sql);
  const sweepOptions = {
    now: opts.now,
    // An empty catalogue beside a media folder of files no row names: a new or restored database, not debris.
    refuse: wasEmpty ? 'the catalogue was empty before this start' : undefined,
  };
  // With a bucket, the local folder holds only the bell, the default cover and interrupted uploads' temporary files.
  const local = await sweepMedia(media, referenced, sweepOptions);
  for (const line of describeSweep(local, opts.dataDir)) log(line);
  const sweep = store ? await sweepStore(store, referenced, sweepOptions) : local;
  if (store) for (const line of describeSweep(sweep, store.description)) log(line);
  const removed = store
    ? [...local.deletedPartial, ...sweep.deletedPartial, ...sweep.quarantined]
    : [...sweep.deletedPartial, ...sweep.quarantined];
  if (!pending) return { sweep, removed, install: null };

  const cached = existsSync(path.join(opts.catalogueCacheDir, key, 'manifest.json'));
  log(
    cached
      ? 'Installing the generated music library from its cache'
      : `Generating the music library (${total} tracks) in the background; the first track of each category comes first`,
  );
  const started = Date.now();
  let done = 0;
  let added = 0;
  const report = progressReporter(log, total, started);
  const finished = (async () => {
    await generateCatalogue(opts.catalogueCacheDir, {
      log: withoutTrackLines(log),
      niceness: opts.niceness,
      lanes: opts.lanes,
      plan,
      onTrack: async (entry, p) => {
        if (await installTrack(sql, media, store, path.join(opts.catalogueCacheDir, key), entry)) added++;
        done = p.done;
        opts.onTrackAdded?.();
        if (!cached) report(p.done);
      },
    });
    await finishCatalogueInstall(sql);
    log(`The music library is complete: ${total} tracks, ${added} added by this start, in ${Date.now() - started} ms`);
    return added;
  })();
  const install: CatalogueInstall = { progress: () => ({ done, total }), finished };
  if (cached) await finished;
  return { sweep, removed, install };
}

/** startCatalogue, waiting for the whole library (the seed script and tests). */
export async function prepareCatalogue(
  sql: Sql,
  opts: SeedOptions,
): Promise<{ seeded: number; removed: string[]; sweep: SweepResult }> {
  const { sweep, removed, install } = await startCatalogue(sql, opts);
  return { seeded: install ? await install.finished : 0, removed, sweep };
}
