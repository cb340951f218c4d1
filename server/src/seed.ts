import path from 'node:path';
import type { Sql } from './database.ts';
import { SHIPPED_CATEGORIES } from '#shared/catalogue.ts';
import { generateCatalogue, ensureBell, ensureDefaultCover } from './catalogue/catalogue.ts';
import { copyFileAtomic } from './media/files.ts';
import { mediaPaths, ensureMediaDirs, coverFileNames } from './media/storage.ts';
import { describeSweep, sweepMedia, type SweepResult } from './media/sweep.ts';
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
  await ensureMediaDirs(media);
  let seeded = 0;
  const wasEmpty = (await countTracks(sql)) === 0;
  if (wasEmpty) {
    log('The catalogue is empty: installing the generated catalogue');
    const started = Date.now();
    const { dir, manifest } = await generateCatalogue(opts.catalogueCacheDir, log);
    log(`  generated or found in cache in ${Date.now() - started} ms (${dir})`);
    for (const t of manifest.tracks) {
      await copyFileAtomic(path.join(dir, 'audio', t.audioFile), path.join(media.audio, t.audioFile));
      for (const f of coverFileNames(t.coverBase))
        await copyFileAtomic(path.join(dir, 'covers', f), path.join(media.covers, f));
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
  const sweep = await sweepMedia(media, await referencedMedia(sql), {
    now: opts.now,
    // An empty catalogue beside a media folder of files no row names: a new or restored database, not debris.
    refuse: wasEmpty ? 'the catalogue was empty before this start' : undefined,
  });
  for (const line of describeSweep(sweep, opts.dataDir)) log(line);
  return { seeded, removed: [...sweep.deletedPartial, ...sweep.quarantined], sweep };
}
