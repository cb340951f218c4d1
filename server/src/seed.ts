import path from 'node:path';
import type { Sql } from './database.ts';
import { SHIPPED_CATEGORIES } from '#shared/catalogue.ts';
import { generateCatalogue, ensureBell, ensureDefaultCover } from './catalogue/catalogue.ts';
import { copyFileAtomic } from './media/files.ts';
import { mediaPaths, ensureMediaDirs, sweepMedia, coverFileNames } from './media/storage.ts';
import { countTracks, insertCatalogueIfEmpty, referencedMedia } from './repositories/catalogue-repository.ts';

export interface SeedOptions {
  dataDir: string;
  catalogueCacheDir: string;
  log?: (msg: string) => void;
}

/**
 * Makes the media folder consistent and, when the catalogue has no track, installs the generated one.
 * Files are copied in (atomically) before the rows are inserted in one transaction; a run killed at any
 * point leaves either the old state or files that the next run's sweep removes. Idempotent.
 */
export async function prepareCatalogue(sql: Sql, opts: SeedOptions): Promise<{ seeded: number; removed: string[] }> {
  const log = opts.log ?? (() => {});
  const media = mediaPaths(opts.dataDir);
  await ensureMediaDirs(media);
  let seeded = 0;
  if ((await countTracks(sql)) === 0) {
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
      manifest.tracks.map((t) => ({
        categorySlug: t.category,
        title: t.title,
        artist: t.artist,
        audioFile: t.audioFile,
        audioMime: 'audio/mpeg' as const,
        audioBytes: t.audioBytes,
        coverFile: t.coverBase,
        durationSeconds: t.durationSeconds,
        licence: t.licence,
        source: t.source,
      })),
    );
    log(
      seeded > 0
        ? `Installed ${seeded} tracks in ${SHIPPED_CATEGORIES.length} categories`
        : 'Another process installed the catalogue first',
    );
  }
  await ensureBell(path.dirname(media.bell));
  await ensureDefaultCover(media.covers);
  const removed = await sweepMedia(media, await referencedMedia(sql));
  if (removed.length) log(`Removed ${removed.length} unreferenced or partial media files`);
  return { seeded, removed };
}
