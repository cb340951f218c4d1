/**
 * The music player's rules that do not depend on a browser: the constants of SPEC.md §9 and the
 * validation of the catalogue the server sends (§5). Pure data in, pure data out.
 */

import { normaliseCategoryTranslations, type CategoryTranslations } from './category-translations.ts';

/** Delay between the end of a track and the start of the next one (ms). */
export const NEXT_TRACK_DELAY_MS = 500;
/** Delay before a track that failed to load is tried again (ms). */
export const LOAD_RETRY_DELAY_MS = 1200;
/** How many times a track that failed to load is tried again before giving up. */
export const MAX_LOAD_RETRIES = 3;

export const DEFAULT_VOLUME = 1;
/** The volume an unmute restores when the stored volume is 0. */
export const UNMUTE_FALLBACK_VOLUME = 0.5;
/** One notch of the mouse wheel over the volume control. */
export const VOLUME_WHEEL_STEP = 0.05;

/** A horizontal drag on the cover becomes a swipe after this many pixels… */
export const SWIPE_RECOGNISE_PX = 20;
/** …and changes track when released beyond this many. */
export const SWIPE_ACTION_PX = 50;

/** The track list shows at most this many rows at once… */
export const TRACK_LIST_MAX_ROWS = 4;
/** …each this tall (px)… */
export const TRACK_LIST_ROW_HEIGHT = 56;
/** …and renders this many extra rows above and below the visible ones. */
export const TRACK_LIST_OVERSCAN = 2;

/** The seek bar's fill never looks empty or full while a track is loaded (percent). */
export const SEEK_FILL_MIN_PERCENT = 1;
export const SEEK_FILL_MAX_PERCENT = 99;

/** A track's loudness correction is kept within ±this many dB, whatever the server says. */
export const MAX_GAIN_DB = 24;

/** The error code of a catalogue that cannot be used (§8). */
export const TRACKS_LOAD_ERROR = 'TRACKS_LOAD_ERROR';

/** Audio the player accepts, judged by the file extension of the URL's path. */
const AUDIO_EXTENSION = /\.(mp3|wav|ogg)$/i;

/** A playable track, as the player uses it after validation. */
export interface PlayerTrack {
  id: string;
  title: string;
  artist: string;
  /** Cover image URL. */
  cover: string;
  /** Audio URL (mp3, wav or ogg). */
  url: string;
  /** Length in seconds when the server knows it, else 0. */
  duration: number;
  /** Loudness correction in dB the player applies (the server's `gainDb`; 0 or absent: none). */
  gainDb?: number;
}

export interface PlayerCategory {
  id: string;
  name: string;
  description: string;
  icon: string;
  folder: string;
  /** Names and descriptions in other languages, when the server has them (see shared/category-translations.ts). */
  translations?: CategoryTranslations;
  /** Only the valid tracks; never empty once the catalogue is validated. */
  tracks: PlayerTrack[];
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when `url` (query and fragment ignored) ends in .mp3, .wav or .ogg. */
export function hasAudioExtension(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return AUDIO_EXTENSION.test(path);
}

/**
 * The track as the player uses it, or null when the spec says to drop it: the url must end in
 * mp3, wav or ogg, and title, artist and cover must be non-empty strings.
 */
export function validateTrack(raw: unknown): PlayerTrack | null {
  if (!isRecord(raw)) return null;
  const { url, title, artist, cover, id, duration, gainDb } = raw;
  if (!isNonEmptyString(url) || !hasAudioExtension(url)) return null;
  if (!isNonEmptyString(title) || !isNonEmptyString(artist) || !isNonEmptyString(cover)) return null;
  const trackId = isNonEmptyString(id) ? id : typeof id === 'number' && Number.isFinite(id) ? String(id) : url;
  return {
    id: trackId,
    title,
    artist,
    cover,
    url,
    duration: typeof duration === 'number' && Number.isFinite(duration) && duration > 0 ? duration : 0,
    gainDb:
      typeof gainDb === 'number' && Number.isFinite(gainDb) ? Math.min(MAX_GAIN_DB, Math.max(-MAX_GAIN_DB, gainDb)) : 0,
  };
}

/**
 * The category with only its valid tracks, or null when it lacks a string id, name, description,
 * icon or folder, or a tracks list.
 */
export function validateCategory(raw: unknown): PlayerCategory | null {
  if (!isRecord(raw)) return null;
  const { id, name, description, icon, folder, tracks } = raw;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof description !== 'string') return null;
  if (typeof icon !== 'string' || typeof folder !== 'string' || !Array.isArray(tracks)) return null;
  const seen = new Set<string>();
  const valid: PlayerTrack[] = [];
  for (const candidate of tracks) {
    const track = validateTrack(candidate);
    // A duplicated id would make two rows one; the first wins.
    if (track && !seen.has(track.id)) {
      seen.add(track.id);
      valid.push(track);
    }
  }
  const checked = normaliseCategoryTranslations(raw.translations);
  // Translations are optional extras: malformed ones are dropped, the category stays.
  const translations = checked.ok && Object.keys(checked.translations).length > 0 ? checked.translations : undefined;
  return { id, name, description, icon, folder, ...(translations ? { translations } : {}), tracks: valid };
}

export type CatalogueValidation = { ok: true; categories: PlayerCategory[] } | { ok: false; reason: 'no-valid-tracks' };

/**
 * Validates the body of `GET /api/tracks` (`{ data: { categories } }`). Categories left without a
 * valid track are dropped, since choosing one could play nothing; when nothing playable is left
 * the catalogue is unusable ("No valid audio tracks found").
 */
export function validateCatalogue(body: unknown): CatalogueValidation {
  const data = isRecord(body) ? body.data : undefined;
  const rawCategories = isRecord(data) ? data.categories : undefined;
  if (!Array.isArray(rawCategories)) return { ok: false, reason: 'no-valid-tracks' };
  const categories: PlayerCategory[] = [];
  const seen = new Set<string>();
  for (const raw of rawCategories) {
    const category = validateCategory(raw);
    if (category && category.tracks.length > 0 && !seen.has(category.id)) {
      seen.add(category.id);
      categories.push(category);
    }
  }
  return categories.length > 0 ? { ok: true, categories } : { ok: false, reason: 'no-valid-tracks' };
}

/** Why the catalogue could not be loaded; the client shows each reason in the visitor's language. */
export type TracksLoadFailure =
  /** The server answered with an error status; `statusText` is what it said. */
  | { code: typeof TRACKS_LOAD_ERROR; reason: 'http'; statusText: string }
  | { code: typeof TRACKS_LOAD_ERROR; reason: 'no-valid-tracks' }
  /** Anything else: no network, a broken answer. */
  | { code: typeof TRACKS_LOAD_ERROR; reason: 'unknown' };

/** The English message of a failure (logs; the UI translates the reason itself). */
export function tracksLoadMessage(failure: TracksLoadFailure): string {
  switch (failure.reason) {
    case 'http':
      return `Failed to load tracks: ${failure.statusText}`;
    case 'no-valid-tracks':
      return 'No valid audio tracks found';
    default:
      return 'An error occurred while loading tracks';
  }
}

/** The cover image variants the server makes next to a `.webp` cover, widest last. */
export const COVER_VARIANT_WIDTHS = [400, 800, 1200] as const;

export interface CoverVariant {
  width: (typeof COVER_VARIANT_WIDTHS)[number];
  url: string;
}

/**
 * `/media/covers/x.webp` → `/media/covers/x-400.webp`, `-800`, `-1200`. Covers that are not ours
 * (another extension, an external URL with a query) have no variants: an empty list.
 */
export function coverVariants(cover: string): CoverVariant[] {
  if (!/^[^?#]+\.webp$/i.test(cover)) return [];
  const base = cover.slice(0, -'.webp'.length);
  return COVER_VARIANT_WIDTHS.map((width) => ({ width, url: `${base}-${width}.webp` }));
}
