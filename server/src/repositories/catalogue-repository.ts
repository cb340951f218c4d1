import type { Sql } from '../database.ts';
import type { ApiCategory } from '#shared/api-types.ts';
import { DEFAULT_COVER_BASE } from '#shared/catalogue.ts';

interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  description: string;
  icon: string;
}

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
}

export const AUDIO_URL_PREFIX = '/media/audio/';
export const COVER_URL_PREFIX = '/media/covers/';

/** The public catalogue in the wire shape of GET /api/tracks: categories in display order, each with its tracks. */
export async function listCatalogue(sql: Sql): Promise<ApiCategory[]> {
  const [categories, tracks] = await Promise.all([
    sql<CategoryRow[]>`select id, name, slug, description, icon from categories order by sort_order, id`,
    sql<TrackRow[]>`
      select id, category_id, title, artist, audio_file, cover_file, duration_seconds, licence, source
      from tracks order by category_id, id`,
  ]);
  const byCategory = new Map<string, ApiCategory>();
  const result = categories.map((c) => {
    const cat: ApiCategory = { id: c.id, name: c.name, description: c.description, icon: c.icon, folder: c.slug, tracks: [] };
    byCategory.set(c.id, cat);
    return cat;
  });
  for (const t of tracks) {
    const cat = byCategory.get(t.category_id);
    if (!cat) continue;
    const cover = `${COVER_URL_PREFIX}${t.cover_file ?? DEFAULT_COVER_BASE}.webp`;
    cat.tracks.push({
      id: t.id,
      title: t.title,
      artist: t.artist,
      cover,
      coverUrl: cover,
      url: `${AUDIO_URL_PREFIX}${t.audio_file}`,
      category: cat.folder,
      categoryId: cat.id,
      filename: t.audio_file,
      duration: Number(t.duration_seconds),
      licence: t.licence,
      source: t.source,
    });
  }
  return result;
}

export async function countTracks(sql: Sql): Promise<number> {
  const [{ n }] = await sql<{ n: number }[]>`select count(*)::int as n from tracks`;
  return n;
}

export async function referencedMedia(sql: Sql): Promise<{ audio: Set<string>; coverBases: Set<string> }> {
  const rows = await sql<{ audio_file: string; cover_file: string | null }[]>`select audio_file, cover_file from tracks`;
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
}

/**
 * Inserts the shipped catalogue in one transaction, only while the catalogue has no track:
 * concurrent or repeated seeds are no-ops. Returns the number of tracks inserted.
 */
export async function insertCatalogueIfEmpty(sql: Sql, categories: NewCategory[], tracks: NewTrack[]): Promise<number> {
  return sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(7405002)`;
    const [{ empty }] = await tx<{ empty: boolean }[]>`select not exists (select 1 from tracks) as empty`;
    if (!empty) return 0;
    for (const c of categories) {
      await tx`
        insert into categories (name, slug, description, icon, sort_order)
        values (${c.name}, ${c.slug}, ${c.description}, ${c.icon}, ${c.sortOrder})
        on conflict (slug) do nothing`;
    }
    for (const t of tracks) {
      await tx`
        insert into tracks (category_id, title, artist, audio_file, audio_mime, audio_bytes, cover_file,
                            duration_seconds, licence, source)
        select id, ${t.title}, ${t.artist}, ${t.audioFile}, ${t.audioMime}, ${t.audioBytes}, ${t.coverFile},
               ${t.durationSeconds}, ${t.licence}, ${t.source}
        from categories where slug = ${t.categorySlug}`;
    }
    return tracks.length;
  }) as Promise<number>;
}
