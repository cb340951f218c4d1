import type { Queryable, Sql } from '../database.ts';
import type { ApiCategory } from '#shared/api-types.ts';
import type { AdminTrack, LibraryStats } from '#shared/admin-api.ts';
import { DEFAULT_COVER_BASE } from '#shared/catalogue.ts';
import type { CategoryTranslations } from '#shared/category-translations.ts';
import { loudnessGainDb } from '#shared/loudness.ts';
import type { JSONValue } from 'postgres';

interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  description: string;
  icon: string;
  translations: CategoryTranslations;
}

const categoryOf = (row: CategoryRow): ApiCategory => ({
  id: row.id,
  name: row.name,
  description: row.description,
  icon: row.icon,
  folder: row.slug,
  translations: row.translations,
  tracks: [],
});

interface TrackRow {
  id: string;
  category_id: string;
  title: string;
  artist: string;
  audio_file: string;
  cover_file: string | null;
  duration_seconds: string;
  licence: string;
  source: string;
  how_made: string;
  integrated_lufs: string | null;
  true_peak_dbtp: string | null;
}

const numberOrNull = (v: string | null): number | null => (v === null ? null : Number(v));

export const AUDIO_URL_PREFIX = '/media/audio/';
export const COVER_URL_PREFIX = '/media/covers/';

/**
 * The public catalogue in the wire shape of GET /api/tracks: categories in display order, each with its tracks.
 * `mediaBase` (MEDIA_PUBLIC_URL) makes the media URLs absolute, on the CDN or bucket; else they are `/media/...`.
 */
export async function listCatalogue(sql: Queryable, mediaBase?: string): Promise<ApiCategory[]> {
  const audioPrefix = mediaBase ? `${mediaBase}/audio/` : AUDIO_URL_PREFIX;
  const coverPrefix = mediaBase ? `${mediaBase}/covers/` : COVER_URL_PREFIX;
  const [categories, tracks] = await Promise.all([
    sql<CategoryRow[]>`
      select id, name, slug, description, icon, translations from categories order by sort_order, id`,
    sql<TrackRow[]>`
      select id, category_id, title, artist, audio_file, cover_file, duration_seconds, licence, source, how_made,
             integrated_lufs, true_peak_dbtp
      from tracks order by category_id, id`,
  ]);
  const byCategory = new Map<string, ApiCategory>();
  const result = categories.map((c) => {
    const cat = categoryOf(c);
    byCategory.set(c.id, cat);
    return cat;
  });
  for (const t of tracks) {
    const cat = byCategory.get(t.category_id);
    if (!cat) continue;
    const cover = `${coverPrefix}${t.cover_file ?? DEFAULT_COVER_BASE}.webp`;
    cat.tracks.push({
      id: t.id,
      title: t.title,
      artist: t.artist,
      cover,
      coverUrl: cover,
      url: `${audioPrefix}${t.audio_file}`,
      category: cat.folder,
      categoryId: cat.id,
      filename: t.audio_file,
      duration: Number(t.duration_seconds),
      licence: t.licence,
      source: t.source,
      howMade: t.how_made,
      gainDb: loudnessGainDb(numberOrNull(t.integrated_lufs), numberOrNull(t.true_peak_dbtp)),
    });
  }
  return result;
}

export async function countTracks(sql: Queryable): Promise<number> {
  const [{ n }] = await sql<{ n: number }[]>`select count(*)::int as n from tracks`;
  return n;
}

export async function referencedMedia(sql: Queryable): Promise<{ audio: Set<string>; coverBases: Set<string> }> {
  const rows = await sql<
    { audio_file: string; cover_file: string | null }[]
  >`select audio_file, cover_file from tracks`;
  return {
    audio: new Set(rows.map((r) => r.audio_file)),
    coverBases: new Set(rows.flatMap((r) => (r.cover_file ? [r.cover_file] : []))),
  };
}

export interface NewCategory {
  slug: string;
  name: string;
  description: string;
  icon: string;
  sortOrder: number;
}

export interface NewTrack {
  categorySlug: string;
  title: string;
  artist: string;
  audioFile: string;
  audioMime: 'audio/mpeg' | 'audio/wav' | 'audio/ogg';
  audioBytes: number;
  coverFile: string | null;
  durationSeconds: number;
  licence: string;
  source: string;
  howMade: string;
  /** Measured by the generator; null leaves the track to the loudness queue (services/track-loudness.ts). */
  integratedLufs: number | null;
  truePeakDbtp: number | null;
}

/** The loudness columns' values for a measurement (null = nothing measurable) or for "not measured yet". */
function loudnessColumns(lufs: number | null, peak: number | null, measured: boolean) {
  // The columns hold -150..30 (a true peak under -150 dBTP is a rounding error of silence).
  const finite = (v: number | null) =>
    v !== null && Number.isFinite(v) ? Math.round(Math.min(30, Math.max(-150, v)) * 100) / 100 : null;
  return { lufs: finite(lufs), peak: finite(peak), measuredAt: measured ? new Date() : null };
}

/**
 * Starts installing the generated catalogue when the catalogue has no track and no install is under way: adds the
 * categories and the install marker in one transaction (concurrent starts: one wins). True when an install is
 * pending after the call (this one or an earlier, unfinished one).
 */
export async function beginCatalogueInstall(
  sql: Sql,
  categories: NewCategory[],
  cacheKey: string,
  total: number,
): Promise<boolean> {
  return sql.begin<boolean>(async (tx) => {
    await tx`select pg_advisory_xact_lock(7405002)`;
    const [pending] = await tx`select 1 from catalogue_install`;
    if (pending) return true;
    const [{ empty }] = await tx<{ empty: boolean }[]>`select not exists (select 1 from tracks) as empty`;
    if (!empty) return false;
    for (const c of categories) {
      await tx`
        insert into categories (name, slug, description, icon, sort_order)
        values (${c.name}, ${c.slug}, ${c.description}, ${c.icon}, ${c.sortOrder})
        on conflict (slug) do nothing`;
    }
    await tx`insert into catalogue_install (cache_key, total) values (${cacheKey}, ${total})`;
    return true;
  });
}

/** Adds one generated track unless a track with its audio file is already there; true when it was added. */
export async function insertGeneratedTrack(sql: Sql, t: NewTrack): Promise<boolean> {
  const l = loudnessColumns(t.integratedLufs, t.truePeakDbtp, t.integratedLufs !== null);
  const rows = await sql`
    insert into tracks (category_id, title, artist, audio_file, audio_mime, audio_bytes, cover_file,
                        duration_seconds, licence, source, how_made, integrated_lufs, true_peak_dbtp,
                        loudness_measured_at)
    select id, ${t.title}, ${t.artist}, ${t.audioFile}, ${t.audioMime}, ${t.audioBytes}, ${t.coverFile},
           ${t.durationSeconds}, ${t.licence}, ${t.source}, ${t.howMade}, ${l.lufs}, ${l.peak}, ${l.measuredAt}
    from categories where slug = ${t.categorySlug}
    on conflict (audio_file) do nothing
    returning id`;
  return rows.length === 1;
}

export async function finishCatalogueInstall(sql: Sql): Promise<void> {
  await sql`delete from catalogue_install`;
}

/** How far an unfinished install of the generated catalogue is (tracks added since it began), or null. */
export async function catalogueInstallProgress(sql: Queryable): Promise<{ done: number; total: number } | null> {
  const [row] = await sql<{ done: number; total: number }[]>`
    select least(i.total, (select count(*)::int from tracks t where t.created_at >= i.started_at)) as done, i.total
    from catalogue_install i`;
  return row ? { done: row.done, total: row.total } : null;
}

/** Adds one play to a track; false when there is no such track. */
export async function countPlay(sql: Queryable, trackId: string): Promise<boolean> {
  const rows = await sql`update tracks set play_count = play_count + 1 where id = ${trackId} returning id`;
  return rows.length === 1;
}

// ── Admin: the library ────────────────────────────────────────────────────────────────────────────────────

interface AdminTrackRow extends TrackRow {
  slug: string;
  category_name: string;
  audio_mime: string;
  play_count: string;
  created_at: Date;
}

function toAdminTrack(r: AdminTrackRow): AdminTrack {
  const cover = `${COVER_URL_PREFIX}${r.cover_file ?? DEFAULT_COVER_BASE}.webp`;
  return {
    id: r.id,
    title: r.title,
    artist: r.artist,
    categoryId: r.category_id,
    category: r.slug,
    categoryName: r.category_name,
    url: `${AUDIO_URL_PREFIX}${r.audio_file}`,
    cover,
    coverUrl: cover,
    filename: r.audio_file,
    audioMime: r.audio_mime,
    duration: Number(r.duration_seconds),
    licence: r.licence,
    source: r.source,
    howMade: r.how_made,
    integratedLufs: numberOrNull(r.integrated_lufs),
    truePeakDbtp: numberOrNull(r.true_peak_dbtp),
    playCount: Number(r.play_count),
    createdAt: r.created_at.toISOString(),
  };
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** One page of tracks, newest first, searched by title/artist (case-insensitive) and filtered by category. */
export async function listTracksPage(
  sql: Queryable,
  opts: { page: number; limit: number; q?: string; categoryId?: string },
): Promise<{ tracks: AdminTrack[]; total: number }> {
  const q = opts.q?.trim() ? `%${escapeLike(opts.q.trim())}%` : null;
  const where = sql`
    where (${q}::text is null or t.title ilike ${q} or t.artist ilike ${q})
      and (${opts.categoryId ?? null}::bigint is null or t.category_id = ${opts.categoryId ?? null})`;
  const [rows, [{ total }]] = await Promise.all([
    sql<AdminTrackRow[]>`
      select t.id, t.category_id, t.title, t.artist, t.audio_file, t.audio_mime, t.cover_file, t.duration_seconds,
             t.licence, t.source, t.how_made, t.integrated_lufs, t.true_peak_dbtp, t.play_count, t.created_at,
             c.slug, c.name as category_name
      from tracks t join categories c on c.id = t.category_id
      ${where}
      order by t.created_at desc, t.id desc
      limit ${opts.limit} offset ${(opts.page - 1) * opts.limit}`,
    sql<{ total: number }[]>`select count(*)::int as total from tracks t ${where}`,
  ]);
  return { tracks: rows.map(toAdminTrack), total };
}

export async function getAdminTrack(sql: Queryable, id: string): Promise<AdminTrack | undefined> {
  const [row] = await sql<AdminTrackRow[]>`
    select t.id, t.category_id, t.title, t.artist, t.audio_file, t.audio_mime, t.cover_file, t.duration_seconds,
           t.licence, t.source, t.how_made, t.integrated_lufs, t.true_peak_dbtp, t.play_count, t.created_at,
             c.slug, c.name as category_name
    from tracks t join categories c on c.id = t.category_id where t.id = ${id}`;
  return row && toAdminTrack(row);
}

export async function findCategoryId(sql: Queryable, idOrSlug: string): Promise<string | undefined> {
  const asId = /^\d{1,18}$/.test(idOrSlug) ? idOrSlug : null;
  const [row] = await sql<{ id: string }[]>`
    select id from categories where id = ${asId}::bigint or slug = ${idOrSlug.toLowerCase()} limit 1`;
  return row?.id;
}

export async function insertCategory(
  sql: Queryable,
  c: { name: string; slug: string; description: string; icon: string; translations: CategoryTranslations },
): Promise<ApiCategory | undefined> {
  const [row] = await sql<CategoryRow[]>`
    insert into categories (name, slug, description, icon, translations, sort_order)
    values (${c.name}, ${c.slug}, ${c.description}, ${c.icon}, ${sql.json(c.translations as JSONValue)},
            (select coalesce(max(sort_order), 0) + 1 from categories))
    on conflict (slug) do nothing
    returning id, name, slug, description, icon, translations`;
  return row && categoryOf(row);
}

/** Replaces a category's translations; undefined when there is no such category. */
export async function updateCategoryTranslations(
  sql: Queryable,
  id: string,
  translations: CategoryTranslations,
): Promise<ApiCategory | undefined> {
  const [row] = await sql<CategoryRow[]>`
    update categories set translations = ${sql.json(translations as JSONValue)} where id = ${id}
    returning id, name, slug, description, icon, translations`;
  return row && categoryOf(row);
}

export interface NewUploadedTrack {
  categoryId: string;
  title: string;
  artist: string;
  audioFile: string;
  audioMime: string;
  audioBytes: number;
  coverFile: string | null;
  durationSeconds: number;
  licence: string;
  source: string;
}

export async function insertTrack(sql: Queryable, t: NewUploadedTrack): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into tracks (category_id, title, artist, audio_file, audio_mime, audio_bytes, cover_file, duration_seconds, licence, source)
    values (${t.categoryId}, ${t.title}, ${t.artist}, ${t.audioFile}, ${t.audioMime}, ${t.audioBytes}, ${t.coverFile},
            ${t.durationSeconds}, ${t.licence}, ${t.source})
    returning id`;
  return row.id;
}

/** A replacement audio file for a track. */
export interface TrackAudio {
  audioFile: string;
  audioMime: string;
  audioBytes: number;
  durationSeconds: number;
}

/**
 * Updates a track (and its audio when given); returns its previous cover and audio file (to delete once
 * committed), or undefined when there is no such track.
 */
export async function updateTrack(
  sql: Queryable,
  id: string,
  t: {
    title: string;
    artist: string;
    categoryId: string;
    coverFile?: string | null;
    audio?: TrackAudio;
    /** A new credit; empty keeps the current one. */
    source?: string;
  },
): Promise<{ previousCover: string | null; previousAudio: string } | undefined> {
  const [prev] = await sql<{ cover_file: string | null; audio_file: string }[]>`
    select cover_file, audio_file from tracks where id = ${id} for update`;
  if (!prev) return undefined;
  const cover = t.coverFile === undefined ? prev.cover_file : t.coverFile;
  const a = t.audio;
  await sql`
    update tracks set title = ${t.title}, artist = ${t.artist}, category_id = ${t.categoryId}, cover_file = ${cover},
      audio_file = coalesce(${a?.audioFile ?? null}::text, audio_file),
      source = coalesce(${t.source || null}::text, source),
      audio_mime = coalesce(${a?.audioMime ?? null}::text, audio_mime),
      audio_bytes = coalesce(${a?.audioBytes ?? null}::bigint, audio_bytes),
      duration_seconds = coalesce(${a?.durationSeconds ?? null}::numeric, duration_seconds),
      -- A new audio file is measured again (services/track-loudness.ts).
      integrated_lufs = case when ${a !== undefined}::boolean then null else integrated_lufs end,
      true_peak_dbtp = case when ${a !== undefined}::boolean then null else true_peak_dbtp end,
      loudness_measured_at = case when ${a !== undefined}::boolean then null else loudness_measured_at end,
      updated_at = now()
    where id = ${id}`;
  return { previousCover: prev.cover_file, previousAudio: prev.audio_file };
}

export async function deleteTrack(
  sql: Queryable,
  id: string,
): Promise<{ audioFile: string; coverFile: string | null } | undefined> {
  const [row] = await sql<{ audio_file: string; cover_file: string | null }[]>`
    delete from tracks where id = ${id} returning audio_file, cover_file`;
  return row && { audioFile: row.audio_file, coverFile: row.cover_file };
}

export async function coverInUse(sql: Queryable, base: string): Promise<boolean> {
  const rows = await sql`select 1 from tracks where cover_file = ${base} limit 1`;
  return rows.length > 0;
}

/** Real figures: recent = tracks added in the last 7 days, plays = plays counted by visitors' players. */
export async function libraryStats(sql: Queryable): Promise<LibraryStats> {
  const [row] = await sql<{ tracks: number; categories: number; recent: number; plays: string }[]>`
    select (select count(*)::int from tracks) as tracks,
           (select count(*)::int from categories) as categories,
           (select count(*)::int from tracks where created_at > now() - interval '7 days') as recent,
           (select coalesce(sum(play_count), 0)::text from tracks) as plays`;
  return {
    totalTracks: row.tracks,
    totalCategories: row.categories,
    recentUploads: row.recent,
    totalPlays: Number(row.plays),
  };
}

// ── Loudness (issue 17) ──────────────────────────────────────────────────────────────────────────────────

export interface LoudnessPending {
  id: string;
  audioFile: string;
  audioMime: string;
}

/** Tracks whose audio has not been measured yet, newest first: a fresh upload does not wait behind a backfill. */
export async function tracksToMeasure(sql: Queryable, limit: number): Promise<LoudnessPending[]> {
  const rows = await sql<{ id: string; audio_file: string; audio_mime: string }[]>`
    select id, audio_file, audio_mime from tracks where loudness_measured_at is null order by id desc limit ${limit}`;
  return rows.map((r) => ({ id: r.id, audioFile: r.audio_file, audioMime: r.audio_mime }));
}

/**
 * Stores a measurement (null values: nothing measurable), unless the track's audio changed meanwhile (then its new
 * file waits for its own turn). True when stored.
 */
export async function setTrackLoudness(
  sql: Queryable,
  id: string,
  audioFile: string,
  m: { integratedLufs: number | null; truePeakDbtp: number | null },
): Promise<boolean> {
  const l = loudnessColumns(m.integratedLufs, m.truePeakDbtp, true);
  const rows = await sql`
    update tracks set integrated_lufs = ${l.lufs}, true_peak_dbtp = ${l.peak}, loudness_measured_at = ${l.measuredAt}
    where id = ${id} and audio_file = ${audioFile}
    returning id`;
  return rows.length === 1;
}
