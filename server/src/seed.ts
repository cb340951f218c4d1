import path from 'node:path';
import type { Sql } from './database.ts';
import { DEFAULT_COVER_BASE, SHIPPED_CATEGORIES } from '#shared/catalogue.ts';
import { generateCatalogue, ensureBell, ensureDefaultCover } from './catalogue/catalogue.ts';
import { copyFileAtomic } from './media/files.ts';
import { mediaPaths, ensureMediaDirs, coverFileNames } from './media/storage.ts';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { describeSweep, sweepMedia, sweepStore, type SweepResult } from './media/sweep.ts';
import type { MediaStore } from './media/store/media-store.ts';
import {
  countTracks,
  insertCatalogueIfEmpty,
  referencedMedia,
  type NewTrack,
} from './repositories/catalogue-repository.ts';

type ManifestTrack = Awaited<ReturnType<typeof generateCatalogue>>['manifest']['tracks'][number];

/**
 * A generated track's row. The generator's descriptors carry their measured loudness, licence and how they were
 * made (issue 17); a descriptor without the loudness leaves the track to the loudness queue, which measures its MP3
 * like an upload's, and one without `howMade` is credited with its `source` (the generator's recipe).
 */
export function catalogueRow(t: ManifestTrack): NewTrack {
  const d = t as ManifestTrack & Partial<{ howMade: string; integratedLufs: number; truePeakDbtp: number }>;
  const measured = typeof d.integratedLufs === 'number';
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
    howMade: d.howMade ?? t.source,
    integratedLufs: measured ? (d.integratedLufs ?? null) : null,
    truePeakDbtp: measured && typeof d.truePeakDbtp === 'number' ? d.truePeakDbtp : null,
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

/** Copies a local file to the store unless an object of the same size is there (names carry a content hash). */
async function copyToStore(store: MediaStore, file: string, key: string): Promise<void> {
  const [local, stored] = await Promise.all([fs.stat(file), store.head(key)]);
  if (stored?.size === local.size) return;
  await store.put(key, createReadStream(file));
}

/**
 * Makes the media folder consistent and, when the catalogue has no track, installs the generated one.
 * Files are copied in (atomically) before the rows are inserted in one transaction; a run killed at any
 * point leaves either the old state or files that a later run's sweep quarantines (media/sweep.ts). Idempotent.
 */
export async function prepareCatalogue(
  sql: Sql,
  opts: SeedOptions,
): Promise<{ seeded: number; removed: string[]; sweep: SweepResult }> {
  const log = opts.log ?? (() => {});
  const media = mediaPaths(opts.dataDir);
  const store = opts.store?.kind === 's3' ? opts.store : undefined;
  await ensureMediaDirs(media);
  let seeded = 0;
  const wasEmpty = (await countTracks(sql)) === 0;
  if (wasEmpty) {
    log('The catalogue is empty: installing the generated catalogue');
    const started = Date.now();
    const { dir, manifest } = await generateCatalogue(opts.catalogueCacheDir, log);
    log(`  generated or found in cache in ${Date.now() - started} ms (${dir})`);
    for (const t of manifest.tracks) {
      const files: ['audio' | 'covers', string][] = [
        ['audio', t.audioFile],
        ...coverFileNames(t.coverBase).map((f): ['covers', string] => ['covers', f]),
      ];
      for (const [folder, f] of files) {
        if (store) await copyToStore(store, path.join(dir, folder, f), `${folder}/${f}`);
        else await copyFileAtomic(path.join(dir, folder, f), path.join(media[folder], f));
      }
    }
    seeded = await insertCatalogueIfEmpty(
      sql,
      SHIPPED_CATEGORIES.map((c, i) => ({ ...c, sortOrder: i })),
      manifest.tracks.map((t) => catalogueRow(t)),
    );
    log(
      seeded > 0
        ? `Installed ${seeded} tracks in ${SHIPPED_CATEGORIES.length} categories`
        : 'Another process installed the catalogue first',
    );
  }
  await ensureBell(path.dirname(media.bell));
  await ensureDefaultCover(media.covers);
  if (store)
    for (const f of coverFileNames(DEFAULT_COVER_BASE))
      await copyToStore(store, path.join(media.covers, f), `covers/${f}`);
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
  return {
    seeded,
    removed: store
      ? [...local.deletedPartial, ...sweep.deletedPartial, ...sweep.quarantined]
      : [...sweep.deletedPartial, ...sweep.quarantined],
    sweep,
  };
}
