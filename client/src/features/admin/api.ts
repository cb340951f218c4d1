// The admin API. The session is an HttpOnly cookie the browser sends by itself (same origin); nothing secret is
// ever held in this code. Failures keep the status, the server's message and the raw body, because the status
// messages of SPEC.md §8 are built from them (see messages.ts).
import type { CallFailure } from './messages.ts';
import type {
  AdminCategory,
  AdminTrack,
  BulkUploadResponse,
  ContactMessage,
  LibraryStats,
  Recommendation,
  RecommendationStats,
  RecommendationStatus,
  TracksPage,
} from './types.ts';

export type AdminResult<T> = ({ ok: true; status: number } & T) | ({ ok: false } & CallFailure);

/** Sent on `window` when an admin call finds the session gone; the guard sends the admin back to the login page. */
export const SESSION_LOST_EVENT = 'pomolo:admin-session-lost';

function sessionLost(path: string): void {
  if (path === '/api/admin/session' || path === '/api/admin/login') return;
  window.dispatchEvent(new Event(SESSION_LOST_EVENT));
}

/** Reads an answer: success when the status is 2xx and the body does not say `success: false`. */
function interpret<T>(status: number, text: string, path: string): AdminResult<T> {
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const record = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : undefined;
  const message = typeof record?.message === 'string' ? record.message : undefined;
  if (status >= 200 && status < 300 && record && record.success !== false) {
    return { ...(record as T), ok: true, status };
  }
  if (status === 401) sessionLost(path);
  return { ok: false, status, message, body: text };
}

type Body = FormData | Record<string, unknown> | undefined;

async function call<T>(method: string, path: string, body?: Body): Promise<AdminResult<T>> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    return { ok: false, status: 0, message: 'Network error', body: '' };
  }
  const text = await response.text().catch(() => '');
  return interpret<T>(response.status, text, path);
}

export interface UploadHandle<T> {
  result: Promise<AdminResult<T>>;
  abort: () => void;
}

/**
 * Sends a multipart form with XMLHttpRequest, whose upload progress `fetch` cannot report.
 * `onProgress(loaded, total)` follows the bytes sent.
 */
export function sendWithProgress<T>(
  method: string,
  path: string,
  form: FormData,
  onProgress: (loaded: number, total: number) => void,
): UploadHandle<T> {
  const xhr = new XMLHttpRequest();
  const result = new Promise<AdminResult<T>>((resolve) => {
    xhr.open(method, path);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => resolve(interpret<T>(xhr.status, xhr.responseText, path));
    xhr.onerror = () => resolve({ ok: false, status: 0, message: 'Network error', body: '' });
    xhr.onabort = () => resolve({ ok: false, status: 0, message: 'Upload cancelled', body: '' });
    xhr.send(form);
  });
  return { result, abort: () => xhr.abort() };
}

// ---- Session ----

export const fetchSession = () => call<{ username: string; expiresAt: string }>('GET', '/api/admin/session');
export const login = (username: string, password: string) =>
  call<{ message: string; username: string }>('POST', '/api/admin/login', { username, password });
export const logout = () => call<{ message: string }>('POST', '/api/admin/logout');

// ---- Library ----

export const fetchLibrary = () =>
  call<{ message: string; categories: AdminCategory[] }>('GET', '/api/admin/music-library');
export const fetchStats = () => call<{ stats: LibraryStats }>('GET', '/api/admin/stats');

export interface TracksQuery {
  page: number;
  limit: number;
  q?: string;
  category?: string;
}

export function fetchTracks(query: TracksQuery) {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.category) params.set('category', query.category);
  return call<TracksPage>('GET', `/api/admin/tracks?${params}`);
}

export interface UploadFields {
  title: string;
  artist: string;
  categoryId: string;
  audio: File;
  cover: File | null;
}

/** Text fields go first: the server reads them before it streams the files. */
export function uploadTrack(fields: UploadFields, onProgress: (loaded: number, total: number) => void) {
  const form = new FormData();
  form.append('title', fields.title.trim());
  form.append('artist', fields.artist.trim());
  form.append('categoryId', fields.categoryId);
  form.append('audioFile', fields.audio, fields.audio.name);
  if (fields.cover) form.append('cover', fields.cover, fields.cover.name);
  return sendWithProgress<{ message: string; track: AdminTrack }>('POST', '/api/admin/music/upload', form, onProgress);
}

export function bulkUpload(
  categoryId: string,
  artist: string,
  files: readonly File[],
  onProgress: (loaded: number, total: number) => void,
) {
  const form = new FormData();
  form.append('categoryId', categoryId);
  form.append('artist', artist.trim());
  for (const file of files) form.append('audioFiles', file, file.name);
  return sendWithProgress<BulkUploadResponse>('POST', '/api/admin/music/bulk-upload', form, onProgress);
}

export interface NewCategory {
  name: string;
  slug: string;
  description: string;
  icon: string;
}

export const createCategory = (category: NewCategory) =>
  call<{ message: string; category: AdminCategory }>('POST', '/api/admin/categories', { ...category });

export interface TrackChanges {
  title: string;
  artist: string;
  category: string;
  cover: File | null;
}

/** JSON for text changes; multipart (fields, then the cover) when a new cover goes with them. */
export function updateTrack(id: string, changes: TrackChanges) {
  const path = `/api/admin/tracks/${encodeURIComponent(id)}`;
  const fields = { title: changes.title.trim(), artist: changes.artist.trim(), category: changes.category };
  if (!changes.cover) return call<{ message: string; track: AdminTrack }>('PUT', path, fields);
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('cover', changes.cover, changes.cover.name);
  return call<{ message: string; track: AdminTrack }>('PUT', path, form);
}

export const deleteTrack = (id: string) =>
  call<{ message: string }>('DELETE', `/api/admin/tracks/${encodeURIComponent(id)}`);

// ---- Recommendations and messages ----

export function fetchRecommendations(status?: RecommendationStatus) {
  const query = status ? `?status=${encodeURIComponent(status)}` : '';
  return call<{ recommendations: Recommendation[]; stats: RecommendationStats }>(
    'GET',
    `/api/recommendations/admin/list${query}`,
  );
}

export const setRecommendationStatus = (id: string, status: RecommendationStatus, adminNotes?: string) =>
  call<{ message: string; recommendation: Recommendation }>(
    'PATCH',
    `/api/recommendations/admin/${encodeURIComponent(id)}/status`,
    {
      status,
      ...(adminNotes !== undefined ? { admin_notes: adminNotes } : {}),
    },
  );

export const deleteRecommendation = (id: string) =>
  call<{ message: string }>('DELETE', `/api/recommendations/admin/${encodeURIComponent(id)}`);

export const fetchContactMessages = (page: number, limit = 25) =>
  call<{ messages: ContactMessage[]; total: number; page: number; limit: number; totalPages: number }>(
    'GET',
    `/api/admin/contact-messages?page=${page}&limit=${limit}`,
  );
