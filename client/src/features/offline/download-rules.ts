/**
 * The rules a download must pass before it is stored: pure functions of what the server answered
 * and what arrived, so they can be tested without a network. A download that breaks any of them is
 * never stored, so nothing half-downloaded is ever played.
 */

/** Why a download was not stored. */
export type DownloadFailureKind =
  /** Not enough storage left (checked before downloading, and the browser's QuotaExceededError). */
  | 'quota'
  /** The connection failed or dropped part-way. */
  | 'network'
  /** The browser is offline: nothing was tried. */
  | 'offline'
  /** The body that arrived is not as long as the server said. */
  | 'incomplete'
  /** The server refused (status other than 200) or sent something that is not audio. */
  | 'server'
  /** The device would not store it (IndexedDB unavailable or failing). */
  | 'storage';

/** An error that carries its failure kind. */
export class DownloadError extends Error {
  override readonly name = 'DownloadError';

  constructor(
    readonly kind: DownloadFailureKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

interface HeaderReader {
  get(name: string): string | null;
}

/**
 * The number of bytes the body must have, from Content-Length; null when the server did not say,
 * or when the body is content-encoded (the header then counts encoded bytes, not what we read).
 */
export function expectedLength(headers: HeaderReader): number | null {
  const encoding = headers.get('content-encoding');
  if (encoding && encoding.trim().toLowerCase() !== 'identity') return null;
  const raw = headers.get('content-length');
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return null;
  const length = Number(raw);
  return Number.isSafeInteger(length) ? length : null;
}

export type ResponseCheck =
  { ok: true; expected: number | null } | { ok: false; kind: DownloadFailureKind; reason: string };

/**
 * Whether a response can be downloaded: a whole (200) answer, never a partial 206 or an opaque
 * one, and for audio something that is audio (not, say, an HTML error page).
 */
export function checkResponse(
  response: { status: number; headers: HeaderReader },
  want: 'audio' | 'image',
): ResponseCheck {
  if (response.status !== 200) return { ok: false, kind: 'server', reason: `status ${response.status}` };
  const type = (response.headers.get('content-type') ?? '').split(';', 1)[0].trim().toLowerCase();
  const acceptable = type === '' || type === 'application/octet-stream' || type.startsWith(`${want}/`);
  if (!acceptable) return { ok: false, kind: 'server', reason: `content type ${type}` };
  const expected = expectedLength(response.headers);
  if (expected === 0) return { ok: false, kind: 'server', reason: 'empty body' };
  return { ok: true, expected };
}

/**
 * Whether the body that arrived is complete: exactly Content-Length bytes when the server gave
 * one; otherwise (no length to compare with) at least one byte of a stream that ended normally.
 */
export function isComplete(expected: number | null, received: number): boolean {
  return expected === null ? received > 0 : received === expected;
}

/** Whether `bytes` more fit in the storage the browser grants (unknown quota: assume they do). */
export function hasRoomFor(estimate: { usage?: number; quota?: number } | null, bytes: number): boolean {
  if (!estimate || estimate.quota === undefined) return true;
  return estimate.quota - (estimate.usage ?? 0) >= bytes;
}

/** The fraction done, 0–1; null while the total is unknown. */
export function progressFraction(received: number, total: number | null): number | null {
  if (total === null || total <= 0) return null;
  return Math.min(1, Math.max(0, received / total));
}

/** What went wrong, from whatever a download threw; 'aborted' when it was cancelled. */
export function classifyFailure(error: unknown): DownloadFailureKind | 'aborted' {
  if (error instanceof DownloadError) return error.kind;
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (name === 'AbortError') return 'aborted';
  if (name === 'QuotaExceededError') return 'quota';
  // fetch() and a body stream that breaks reject with a TypeError ("Failed to fetch", "network error").
  if (error instanceof TypeError) return 'network';
  // Other DOMExceptions come from IndexedDB (InvalidStateError, UnknownError, …).
  return 'storage';
}

/** The cover to store with a track: the 800 px variant of our webp covers (sharp on any screen), else the cover itself. */
export function coverToStore(cover: string): string {
  return /^[^?#]+\.webp$/i.test(cover) ? `${cover.slice(0, -'.webp'.length)}-800.webp` : cover;
}
