import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_COVER_BASE } from '#shared/catalogue.ts';
import { TEMP_PREFIX } from './files.ts';
import { coverFileNames, type MediaPaths } from './storage.ts';
import { QUARANTINE_PREFIX, STAGING_PREFIX, type MediaStore } from './store/media-store.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Files younger than this are never touched: an upload in progress (in this or another process) is young. */
export const SWEEP_MIN_AGE_MS = HOUR_MS;
/** Quarantined files are deleted after this. */
export const QUARANTINE_KEEP_MS = 7 * 24 * HOUR_MS;

export interface SweepOptions {
  now?: number;
  /**
   * Why moving unreferenced files would be a mistake, decided by the caller (e.g. the catalogue was empty
   * before this start: a new or restored database beside an old media folder). Nothing is moved then.
   */
  refuse?: string;
}

export interface SweepResult {
  /** Unreferenced files moved to the quarantine batch (`audio/x.mp3`, `covers/y.webp`). */
  quarantined: string[];
  /** Where they went. */
  batch?: string;
  /** Temporary files of interrupted writes, deleted. */
  deletedPartial: string[];
  /** Unreferenced or partial files left alone because they are younger than an hour. */
  tooYoung: string[];
  /** Quarantine batches older than 7 days, deleted. */
  purged: string[];
  /** Set when the sweep refused to move anything, with the reason. */
  refused?: string;
}

/** `DATA_DIR/quarantine`: beside the served media folder, never under it. */
export function quarantineDir(media: MediaPaths): string {
  return path.join(path.dirname(media.root), 'quarantine');
}

function batchName(now: number): string {
  return new Date(now).toISOString().replace(/[:.]/g, '-');
}

function batchTime(name: string): number | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/.exec(name);
  if (!m) return undefined;
  const t = Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`);
  return Number.isNaN(t) ? undefined : t;
}

async function purgeQuarantine(dir: string, now: number): Promise<string[]> {
  const purged: string[] = [];
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return purged;
  }
  for (const name of names) {
    const full = path.join(dir, name);
    const time = batchTime(name) ?? (await fs.stat(full).catch(() => undefined))?.mtimeMs;
    if (time !== undefined && now - time > QUARANTINE_KEEP_MS) {
      await fs.rm(full, { recursive: true, force: true });
      purged.push(name);
    }
  }
  return purged;
}

/**
 * Tidies the media folder at start-up. Temporary files of interrupted writes are deleted; files no track row
 * names (a write whose transaction never committed) are moved to `DATA_DIR/quarantine/<time>/` and deleted 7
 * days later, so a sweep against the wrong or a restored database can be undone. Files younger than an hour are
 * never touched, and nothing is moved when most files look unreferenced (or the caller says why not).
 */
export async function sweepMedia(
  media: MediaPaths,
  referenced: { audio: Set<string>; coverBases: Set<string> },
  options: SweepOptions = {},
): Promise<SweepResult> {
  const now = options.now ?? Date.now();
  const result: SweepResult = { quarantined: [], deletedPartial: [], tooYoung: [], purged: [] };
  result.purged = await purgeQuarantine(quarantineDir(media), now);

  const keepCovers = new Set<string>();
  for (const base of [...referenced.coverBases, DEFAULT_COVER_BASE])
    for (const f of coverFileNames(base)) keepCovers.add(f);
  const candidates: { dir: string; name: string; rel: string }[] = [];
  let total = 0;
  for (const [dir, keep] of [
    [media.audio, referenced.audio],
    [media.covers, keepCovers],
  ] as const) {
    for (const name of await fs.readdir(dir)) {
      const rel = path.join(path.basename(dir), name);
      const partial = name.startsWith(TEMP_PREFIX);
      if (!partial) total++;
      if (!partial && keep.has(name)) continue;
      const stat = await fs.stat(path.join(dir, name)).catch(() => undefined);
      if (!stat) continue;
      // A rename (publishing an upload) changes ctime, not mtime: the later of the two is the file's age.
      if (now - Math.max(stat.mtimeMs, stat.ctimeMs) < SWEEP_MIN_AGE_MS) {
        result.tooYoung.push(rel);
        continue;
      }
      if (partial) {
        await fs.rm(path.join(dir, name), { force: true, recursive: true });
        result.deletedPartial.push(rel);
      } else candidates.push({ dir, name, rel });
    }
  }
  if (candidates.length === 0) return result;

  if (options.refuse) result.refused = options.refuse;
  else if (candidates.length >= 2 && candidates.length * 2 > total)
    result.refused = `${candidates.length} of ${total} media files are not named by any track`;
  if (result.refused) return result;

  result.batch = path.join(quarantineDir(media), batchName(now));
  for (const c of candidates) {
    const target = path.join(result.batch, path.basename(c.dir), c.name);
    await fs.mkdir(path.dirname(target), { recursive: true });
    try {
      await fs.rename(path.join(c.dir, c.name), target);
      result.quarantined.push(c.rel);
    } catch (err) {
      // Another process's sweep moved it first.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return result;
}

/** The lines a start-up logs about a sweep. */
export function describeSweep(r: SweepResult, dataDir: string): string[] {
  const list = (names: string[]) => names.slice(0, 10).join(', ') + (names.length > 10 ? `, … (${names.length})` : '');
  const lines: string[] = [];
  if (r.refused)
    lines.push(
      `Media sweep refused: ${r.refused}. Is this the right database for ${dataDir}? Nothing was moved; the files stay in place.`,
    );
  if (r.quarantined.length)
    lines.push(
      `Media sweep: moved ${r.quarantined.length} file(s) no track names to ${r.batch} (deleted after 7 days): ${list(r.quarantined)}`,
    );
  if (r.deletedPartial.length)
    lines.push(
      `Media sweep: deleted ${r.deletedPartial.length} partial file(s) of interrupted writes: ${list(r.deletedPartial)}`,
    );
  if (r.tooYoung.length)
    lines.push(`Media sweep: left ${r.tooYoung.length} unreferenced file(s) younger than an hour alone`);
  if (r.purged.length) lines.push(`Media sweep: purged quarantine batches older than 7 days: ${list(r.purged)}`);
  return lines;
}

/**
 * The sweep of an object store (S3), with the same rules as the media folder's: staging objects of uploads that
 * never committed are deleted; objects no track row names are moved under `quarantine/<time>/` and deleted 7 days
 * later; nothing younger than an hour is touched (another instance may be uploading it right now); nothing is
 * moved when most objects look unreferenced, or when the caller says why not.
 */
export async function sweepStore(
  store: MediaStore,
  referenced: { audio: Set<string>; coverBases: Set<string> },
  options: SweepOptions = {},
): Promise<SweepResult> {
  const now = options.now ?? Date.now();
  const result: SweepResult = { quarantined: [], deletedPartial: [], tooYoung: [], purged: [] };
  const batches = new Map<string, string[]>();
  for await (const o of store.list(QUARANTINE_PREFIX)) {
    const batch = o.key.slice(QUARANTINE_PREFIX.length).split('/')[0];
    batches.set(batch, [...(batches.get(batch) ?? []), o.key]);
  }
  for (const [batch, keys] of batches) {
    if (now - (batchTime(batch) ?? now) <= QUARANTINE_KEEP_MS) continue;
    for (const key of keys) await store.delete(key);
    result.purged.push(batch);
  }
  for await (const o of store.list(STAGING_PREFIX)) {
    if (now - o.modified < SWEEP_MIN_AGE_MS) result.tooYoung.push(o.key);
    else {
      await store.delete(o.key);
      result.deletedPartial.push(o.key);
    }
  }

  const keepCovers = new Set<string>();
  for (const base of [...referenced.coverBases, DEFAULT_COVER_BASE])
    for (const f of coverFileNames(base)) keepCovers.add(f);
  const candidates: string[] = [];
  let total = 0;
  for (const [prefix, keep] of [
    ['audio/', referenced.audio],
    ['covers/', keepCovers],
  ] as const) {
    for await (const o of store.list(prefix)) {
      total++;
      if (keep.has(o.key.slice(prefix.length))) continue;
      if (now - o.modified < SWEEP_MIN_AGE_MS) result.tooYoung.push(o.key);
      else candidates.push(o.key);
    }
  }
  if (candidates.length === 0) return result;
  if (options.refuse) result.refused = options.refuse;
  else if (candidates.length >= 2 && candidates.length * 2 > total)
    result.refused = `${candidates.length} of ${total} media objects are not named by any track`;
  if (result.refused) return result;

  const batch = batchName(now);
  result.batch = `${QUARANTINE_PREFIX}${batch}/ in ${store.description}`;
  for (const key of candidates) {
    try {
      await store.move(key, `${QUARANTINE_PREFIX}${batch}/${key}`);
      result.quarantined.push(key);
    } catch (err) {
      // Another instance's sweep moved it first.
      if (!(await store.head(key))) continue;
      throw err;
    }
  }
  return result;
}
