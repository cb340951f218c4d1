/**
 * Wire types of the public API, shared by the Fastify server and the browser client.
 */
import type { CategoryTranslations } from './category-translations.ts';

export interface ApiTrack {
  id: string;
  title: string;
  artist: string;
  /** Cover image URL (the base image; -400/-800/-1200 webp variants sit next to it). */
  cover: string;
  coverUrl: string;
  /** Audio URL (mp3, wav or ogg). */
  url: string;
  /** The category's folder (slug). */
  category: string;
  categoryId: string;
  filename: string;
  /** Length in seconds. */
  duration: number;
  licence: string;
  /** Where the track comes from: the credit an admin entered for an upload, or the generator's recipe. */
  source: string;
  /** How a shipped (generated) track was made; empty for uploads. */
  howMade: string;
  /**
   * Decibels to apply so that the track plays at -16 LUFS with its true peak at or under -1 dBTP
   * (shared/loudness.ts); 0 while its loudness is unknown.
   */
  gainDb: number;
}

export interface ApiCategory {
  id: string;
  name: string;
  description: string;
  /** An emoji. */
  icon: string;
  /** URL-safe slug: lowercase a-z, 0-9 and hyphens. */
  folder: string;
  /** Optional names and descriptions per language (not the default language); `{}` when there are none. */
  translations: CategoryTranslations;
  tracks: ApiTrack[];
}

/** `GET /api/tracks` */
export interface ApiTracksResponse {
  success: true;
  data: { categories: ApiCategory[] };
}

/** The body of a failed API call (any status >= 400), when the server can say why. */
export interface ApiFailure {
  success: false;
  /** A stable code (shared/api-errors.ts) for clients to translate. */
  code: string;
  /** The English text. */
  message: string;
}

// The admin API's types live in admin-api.ts.
