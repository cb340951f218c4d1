/**
 * The admin API's wire types and request rules, used by the server's admin routes and by the dashboard alike
 * (one declaration of each shape; the client re-declares none). Pure TypeScript: no runtime library, so importing
 * a rule costs the admin bundle only the rule.
 */
import { REQUIRED_FIELDS, TITLE_ARTIST_REQUIRED } from './admin.ts';
import type { ApiCategory } from './api-types.ts';

// ── Answers ────────────────────────────────────────────────────────────────────────────────────────────────

/** A successful admin answer: `success: true` beside the data (the client's `ApiOk` drops nothing of it). */
export type AdminOk<T> = { success: true } & T;

/** `GET /api/admin/session`: signed out is an ordinary answer (200), not a 401. */
export type AdminSession = { signedIn: true; username: string; expiresAt: string } | { signedIn: false };

/** `POST /api/admin/login` */
export interface LoginResponse {
  message: string;
  username: string;
}

/** A track row of `GET /api/admin/tracks` (and the `track` of upload/update answers). */
export interface AdminTrack {
  id: string;
  title: string;
  artist: string;
  categoryId: string;
  /** The category's folder (slug). */
  category: string;
  categoryName: string;
  url: string;
  cover: string;
  coverUrl: string;
  filename: string;
  audioMime: string;
  duration: number;
  licence: string;
  source: string;
  howMade: string;
  /** Measured integrated loudness (LUFS) and true peak (dBTP); null until measured, or when nothing could be. */
  integratedLufs: number | null;
  truePeakDbtp: number | null;
  playCount: number;
  createdAt: string;
}

/** A category as the admin library lists it (with its tracks): the public catalogue's shape. */
export type AdminCategory = ApiCategory;

/** `GET /api/admin/stats`: real figures (recent = added in the last 7 days, plays = counted plays). */
export interface LibraryStats {
  totalTracks: number;
  totalCategories: number;
  recentUploads: number;
  totalPlays: number;
}

/** `GET /api/admin/music-library` */
export interface LibraryResponse {
  message: string;
  categories: AdminCategory[];
}

/** `GET /api/admin/stats` */
export interface StatsResponse {
  stats: LibraryStats;
  /** While the generated music library is still being made (a fresh start): how many of its tracks are in. */
  generating: { done: number; total: number } | null;
}

/** `GET /api/admin/tracks?page&limit&q&category` */
export interface TracksPage {
  data: AdminTrack[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

/** `POST /api/admin/music/upload` (201) and `PUT /api/admin/tracks/:id` (200). */
export interface TrackResponse {
  message: string;
  track: AdminTrack;
}

/** Answers that carry only a message (`DELETE /api/admin/tracks/:id`, logout...). */
export interface MessageResponse {
  message: string;
}

/** One file of a bulk upload. */
export interface BulkFileResult {
  file: string;
  success: boolean;
  message: string;
  /** The stored track, for a file that succeeded. */
  track?: AdminTrack;
}

/** The `file` of a bulk result that stands for the parts after one that stopped the upload (files before it stay). */
export const REST_OF_UPLOAD = '(the rest of the upload)';

/** `POST /api/admin/music/bulk-upload` and `/api/admin/bulk-upload` (201 when any file was stored, else 400). */
export interface BulkUploadResponse {
  success: boolean;
  /** On the 400 (no file stored): `INVALID_REQUEST`. */
  code?: 'INVALID_REQUEST';
  message: string;
  uploaded: number;
  total: number;
  results: BulkFileResult[];
}

/** SPEC.md §8's bulk success message. */
export function bulkSuccessMessage(uploaded: number, total: number): string {
  return uploaded === total
    ? `Successfully uploaded ${uploaded} tracks!`
    : `Successfully uploaded ${uploaded} out of ${total} tracks!`;
}

/** A bulk upload's answer from its per-file results: a success when any file was stored, else the first reason. */
export function bulkUploadAnswer(results: BulkFileResult[]): BulkUploadResponse {
  const uploaded = results.filter((r) => r.success).length;
  const total = results.length;
  if (uploaded === 0)
    return { success: false, code: 'INVALID_REQUEST', message: results[0]?.message ?? '', uploaded, total, results };
  return { success: true, message: bulkSuccessMessage(uploaded, total), uploaded, total, results };
}

/** `POST /api/admin/categories` (201) */
export interface CategoryResponse {
  message: string;
  category: AdminCategory;
}

export const RECOMMENDATION_STATUSES = ['new', 'read', 'archived'] as const;
export type RecommendationStatus = (typeof RECOMMENDATION_STATUSES)[number];

export interface Recommendation {
  id: string;
  message: string;
  /** `new`, `read` or `archived`; typed loosely because any other value must still display. */
  status: string;
  created_at: string;
  user_ip: string | null;
  user_agent: string | null;
  admin_notes: string | null;
}

export interface RecommendationStats {
  total: number;
  new_count: number;
  read_count: number;
  archived_count: number;
}

/** `GET /api/recommendations/admin/list?status` */
export interface RecommendationsResponse {
  message: string;
  recommendations: Recommendation[];
  stats: RecommendationStats;
}

/** `PATCH /api/recommendations/admin/:id/status` */
export interface RecommendationResponse {
  message: string;
  recommendation: Recommendation;
}

export interface ContactMessage {
  id: string;
  inquiry_type: string;
  name: string;
  email: string;
  message: string;
  created_at: string;
}

/** `GET /api/admin/contact-messages?page&limit` */
export interface ContactMessagesPage {
  messages: ContactMessage[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

// ── Requests: the upload and edit fields ───────────────────────────────────────────────────────────────────

/** The multipart file fields each upload route reads (both spellings the spec knows), in priority order. */
export const FILE_FIELDS = {
  audio: ['audioFile', 'audio'],
  cover: ['cover', 'coverFile'],
  bulkAudio: ['audioFiles', 'audioFiles[]'],
} as const;

/** Title, artist, licence and source: at most this many characters (after trimming). */
export const TEXT_MAX = 200;
export const TEXT_TOO_LONG = `Title and artist can have at most ${TEXT_MAX} characters`;
export const NUL_REFUSED = 'Text fields cannot contain NUL characters';
export const DEFAULT_LICENCE = 'All rights reserved by the uploader';
/** The public source of an upload whose admin typed none: never the admin's username (issue 25, migration 049). */
export const DEFAULT_SOURCE = "Uploaded by the site's admin";

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** True when `s` holds a NUL character, which PostgreSQL text cannot store. */
export const containsNul = (s: string): boolean => s.includes('\u0000');

/** The text fields of a single upload (`POST /api/admin/music/upload`). */
export interface UploadFields {
  title: string;
  artist: string;
  /** A category id or slug (`categoryId`, or `category` in the other reading of the spec). */
  category: string;
  /** Empty when not given (the server fills in its default). */
  licence: string;
  source: string;
}

/** The text fields of a bulk upload: titles come from the file names. */
export type BulkFields = Omit<UploadFields, 'title'>;

/** The fields of `PUT /api/admin/tracks/:id` (JSON, or multipart beside a new cover or audio file). */
export interface EditFields {
  title: string;
  artist: string;
  /** A category id or slug; empty keeps the track's category. */
  category: string;
  /** A cover URL the server already has (`/media/covers/<base>.webp`); empty keeps the cover. */
  coverUrl: string;
  /** Where the track comes from (licence, origin): the credit shown on the music credits page; empty keeps it. */
  source: string;
}

const INVALID = 'Invalid request data';
const TEXT_KEYS = ['title', 'artist', 'category', 'categoryId', 'coverUrl', 'licence', 'source'] as const;

/** Every known text field is absent, null or a string without NUL; the first problem otherwise. */
function shapeProblem(fields: Readonly<Record<string, unknown>>): string | undefined {
  for (const key of TEXT_KEYS) {
    const v = fields[key];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'string') return INVALID;
    if (containsNul(v)) return NUL_REFUSED;
  }
  return undefined;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const categoryOf = (fields: Readonly<Record<string, unknown>>) => text(fields.categoryId) || text(fields.category);
const titleProblem = (v: { title: string; artist: string }) =>
  v.title.length > TEXT_MAX || v.artist.length > TEXT_MAX ? TEXT_TOO_LONG : undefined;
/** Licence and source are free notes: longer ones are cut, not refused. */
const note = (v: unknown): string => text(v).slice(0, TEXT_MAX);

/** Shape first (strings without NUL), then the fields as read, then what `problem` finds wrong with them. */
function check<T>(
  fields: Readonly<Record<string, unknown>>,
  read: (fields: Readonly<Record<string, unknown>>) => T,
  problem: (value: T) => string | undefined,
): Checked<T> {
  const shape = shapeProblem(fields);
  if (shape) return { ok: false, message: shape };
  const value = read(fields);
  const message = problem(value);
  return message ? { ok: false, message } : { ok: true, value };
}

/** Checks a single upload's text fields (the audio file's presence is the caller's: it reads the parts). */
export const checkUploadFields = (fields: Readonly<Record<string, unknown>>): Checked<UploadFields> =>
  check(
    fields,
    (f) => ({
      title: text(f.title),
      artist: text(f.artist),
      category: categoryOf(f),
      licence: note(f.licence),
      source: note(f.source),
    }),
    (v) => (!v.title || !v.artist || !v.category ? REQUIRED_FIELDS : titleProblem(v)),
  );

/** Checks a bulk upload's shared fields: category and default artist are required (a longer artist is cut). */
export const checkBulkFields = (fields: Readonly<Record<string, unknown>>): Checked<BulkFields> =>
  check(
    fields,
    (f) => ({ artist: note(f.artist), category: categoryOf(f), licence: note(f.licence), source: note(f.source) }),
    (v) => (!v.artist || !v.category ? REQUIRED_FIELDS : undefined),
  );

/** Checks a track edit: title and artist are required; category and cover URL are optional. */
export const checkEditFields = (fields: Readonly<Record<string, unknown>>): Checked<EditFields> =>
  check(
    fields,
    (f) => ({
      title: text(f.title),
      artist: text(f.artist),
      category: categoryOf(f),
      coverUrl: text(f.coverUrl),
      source: note(f.source),
    }),
    (v) => (!v.title || !v.artist ? TITLE_ARTIST_REQUIRED : titleProblem(v)),
  );
