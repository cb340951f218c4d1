import type { CategoryTranslations } from '#shared/category-translations.ts';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '#shared/audit.ts';
// The admin API, through the one client (lib/api-client.ts). The session is an HttpOnly cookie the browser sends by
// itself (same origin); nothing secret is ever held in this code. Every call resolves to an `ApiResult`; the
// status messages of SPEC.md §8 are built from its failures (messages.ts).
import { createApiClient } from '../../lib/api-client.ts';
import type {
  AdminSession,
  BulkUploadResponse,
  CategoryResponse,
  ContactMessagesPage,
  LibraryResponse,
  LoginResponse,
  MessageResponse,
  RecommendationResponse,
  RecommendationsResponse,
  RecommendationStatus,
  StatsResponse,
  TrackResponse,
  TracksPage,
} from '#shared/admin-api.ts';

const sessionLostListeners = new Set<() => void>();

/**
 * Calls `listener` whenever an admin call finds the session gone (a 401 anywhere but the session check and the
 * sign-in). The guard listens, and sends the admin back to the login page.
 */
export function onSessionLost(listener: () => void): () => void {
  sessionLostListeners.add(listener);
  return () => sessionLostListeners.delete(listener);
}

const client = createApiClient({
  // Admin answers are always the server's current state, never a cached copy.
  cache: 'no-store',
  onUnauthorized: () => {
    for (const listener of sessionLostListeners) listener();
  },
});

type Options = { signal?: AbortSignal };
type Progress = (loaded: number, total: number) => void;

// ---- Session ----

export type Session = AdminSession;

/** `GET /api/admin/session`: "signed out" is an answer (`signedIn: false`), not a lost session. */
export const fetchSession = (options?: Options) =>
  client.get<Session>('/api/admin/session', { ...options, unauthorizedIsAnswer: true });
export const login = (username: string, password: string) =>
  client.send<LoginResponse>('POST', '/api/admin/login', { username, password }, { unauthorizedIsAnswer: true });
export const logout = () => client.send<MessageResponse>('POST', '/api/admin/logout');

// ---- Library ----

export const fetchLibrary = (options?: Options) => client.get<LibraryResponse>('/api/admin/music-library', options);
export const fetchStats = (options?: Options) => client.get<StatsResponse>('/api/admin/stats', options);

export interface TracksQuery {
  page: number;
  limit: number;
  q?: string;
  category?: string;
}

export function fetchTracks(query: TracksQuery, options?: Options) {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.category) params.set('category', query.category);
  return client.get<TracksPage>(`/api/admin/tracks?${params}`, options);
}

export interface UploadFields {
  title: string;
  artist: string;
  categoryId: string;
  audio: File;
  cover: File | null;
  /** Where the track comes from (licence, origin): shown on the music credits page. Optional. */
  source?: string;
}

/** Text fields go first: the server reads them before it streams the files. */
export function uploadTrack(fields: UploadFields, onProgress: Progress, signal?: AbortSignal) {
  const form = new FormData();
  form.append('title', fields.title.trim());
  form.append('artist', fields.artist.trim());
  form.append('categoryId', fields.categoryId);
  if (fields.source?.trim()) form.append('source', fields.source.trim());
  form.append('audioFile', fields.audio, fields.audio.name);
  if (fields.cover) form.append('cover', fields.cover, fields.cover.name);
  return client.upload<TrackResponse>('/api/admin/music/upload', form, {
    onProgress,
    signal,
  });
}

export interface BulkUploadFields {
  categoryId: string;
  artist: string;
  files: readonly File[];
}

export function bulkUpload(fields: BulkUploadFields, onProgress: Progress, signal?: AbortSignal) {
  const form = new FormData();
  form.append('categoryId', fields.categoryId);
  form.append('artist', fields.artist.trim());
  for (const file of fields.files) form.append('audioFiles', file, file.name);
  return client.upload<BulkUploadResponse>('/api/admin/music/bulk-upload', form, { onProgress, signal });
}

export interface NewCategory {
  name: string;
  slug: string;
  description: string;
  icon: string;
  translations: CategoryTranslations;
}

export const createCategory = (category: NewCategory) =>
  client.send<CategoryResponse>('POST', '/api/admin/categories', category);

export interface TrackChanges {
  title: string;
  artist: string;
  category: string;
  cover: File | null;
  /** A new credit; empty keeps the track's. */
  source?: string;
}

/** JSON for text changes; multipart (fields, then the cover) when a new cover goes with them. */
export function updateTrack(id: string, changes: TrackChanges) {
  const path = `/api/admin/tracks/${encodeURIComponent(id)}`;
  const fields = {
    title: changes.title.trim(),
    artist: changes.artist.trim(),
    category: changes.category,
    source: changes.source?.trim() ?? '',
  };
  if (!changes.cover) return client.send<TrackResponse>('PUT', path, fields);
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('cover', changes.cover, changes.cover.name);
  return client.send<TrackResponse>('PUT', path, form);
}

export const deleteTrack = (id: string) =>
  client.send<MessageResponse>('DELETE', `/api/admin/tracks/${encodeURIComponent(id)}`);

// ---- Recommendations and messages ----

export function fetchRecommendations(status: RecommendationStatus | undefined, options?: Options) {
  const query = status ? `?status=${encodeURIComponent(status)}` : '';
  return client.get<RecommendationsResponse>(`/api/recommendations/admin/list${query}`, options);
}

export const setRecommendationStatus = (id: string, status: RecommendationStatus, adminNotes?: string) =>
  client.send<RecommendationResponse>('PATCH', `/api/recommendations/admin/${encodeURIComponent(id)}/status`, {
    status,
    ...(adminNotes !== undefined ? { admin_notes: adminNotes } : {}),
  });

export const deleteRecommendation = (id: string) =>
  client.send<MessageResponse>('DELETE', `/api/recommendations/admin/${encodeURIComponent(id)}`);

export interface ActivityPage {
  entries: AuditEntry[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

/** The audit log, latest first (GET /api/admin/activity). */
export const fetchActivity = (page: number, options?: Options, limit = AUDIT_PAGE_SIZE) =>
  client.get<ActivityPage>(`/api/admin/activity?page=${page}&limit=${limit}`, options);

export const fetchContactMessages = (page: number, options?: Options, limit = 25) =>
  client.get<ContactMessagesPage>(`/api/admin/contact-messages?page=${page}&limit=${limit}`, options);
