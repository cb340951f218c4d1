import { COVER_TOO_LARGE } from '#shared/admin.ts';
import type { ApiError } from '../../lib/api-client.ts';

/**
 * A failed admin call as the status messages need it: `status` 0 means no HTTP answer (network),
 * `message` is the server's `message` field when it sent one, `body` the raw answer text.
 */
export interface CallFailure {
  status: number;
  message?: string;
  body?: string;
}

export const NETWORK_ERROR = 'Network error';

/**
 * A failed call of the one client as the messages need it. No answer (network, offline, aborted) is status 0;
 * an error thrown by something other than the client counts as no answer too.
 */
export function callFailure(error: ApiError | undefined): CallFailure {
  if (error?.kind === 'http') return { status: error.status, message: error.message ?? undefined, body: error.text };
  if (error?.kind === 'invalid-response') return { status: error.status, body: error.text };
  return { status: 0 };
}

const BODY_MAX = 200;

/** The server's reason in one short line: its message, else the raw body, else nothing. */
function reason(f: CallFailure): string {
  const text = (f.message ?? f.body ?? '').replace(/\s+/g, ' ').trim();
  return text.length > BODY_MAX ? `${text.slice(0, BODY_MAX)}…` : text;
}

/** The server's reason, or `HTTP {status}` when it gave none, or "Network error". */
function reasonOrStatus(f: CallFailure): string {
  if (f.status === 0) return NETWORK_ERROR;
  return reason(f) || `HTTP ${f.status}`;
}

// ---- Uploads (SPEC.md §8) ----

export const UPLOAD_SUCCESS = 'Track uploaded successfully!';
/** The admin stopped an upload (single or bulk) while it was being sent. */
export const UPLOAD_CANCELLED = 'Upload cancelled';

/**
 * "Upload failed: HTTP {status} - {body}" for an error status, "Upload failed: {message}" when the call
 * answered but did not succeed, "Upload failed: Network error" without an answer.
 */
export function uploadFailureMessage(f: CallFailure): string {
  if (f.status === 0) return `Upload failed: ${NETWORK_ERROR}`;
  if (f.status >= 400) {
    const body = reason(f);
    return body ? `Upload failed: HTTP ${f.status} - ${body}` : `Upload failed: HTTP ${f.status}`;
  }
  return `Upload failed: ${reason(f) || 'Unknown error'}`;
}

export { bulkSuccessMessage } from '#shared/admin-api.ts';

export function bulkFailureMessage(f: CallFailure): string {
  return `Bulk upload failed: ${reasonOrStatus(f)}`;
}

// ---- Edit ----

export const UPDATE_SUCCESS = 'Track updated successfully!';

/** The spec's fixed reasons by status; the server's own text is not shown for these. */
export function updateFailureReason(f: CallFailure): string {
  switch (f.status) {
    case 0:
      return NETWORK_ERROR;
    case 413:
      return COVER_TOO_LARGE;
    case 400:
      return 'Invalid request data';
    case 404:
      return 'Track not found';
    case 500:
      return 'Server error';
    default:
      return `HTTP ${f.status}`;
  }
}

export function updateFailureMessage(f: CallFailure): string {
  return `Failed to update track: ${updateFailureReason(f)}`;
}

/** The edit dialog's own line: "❌ {message or Failed to update track}". */
export function updateDialogFailureMessage(f: CallFailure): string {
  return `❌ ${f.status === 0 ? NETWORK_ERROR : reason(f) || 'Failed to update track'}`;
}

// ---- Delete, category, library ----

export const DELETE_SUCCESS = 'Track deleted successfully!';

export function deleteFailureMessage(f: CallFailure): string {
  return `Failed to delete track: ${reasonOrStatus(f)}`;
}

export const CATEGORY_SUCCESS = 'Category created successfully!';

export function categoryFailureMessage(f: CallFailure): string {
  return `Failed to create category: ${reasonOrStatus(f)}`;
}

export const LIBRARY_LOADED = '✅ Music library loaded successfully';

/** "❌ Error: " + the server's message, else "Failed to fetch music library: {status}", else "Failed to load music library". */
export function libraryFailureMessage(f: CallFailure): string {
  const detail =
    f.status === 0 ? 'Failed to load music library' : f.message?.trim() || `Failed to fetch music library: ${f.status}`;
  return `❌ Error: ${detail}`;
}

export const TRACKS_FETCH_ERROR = 'Error fetching tracks';

// ---- Recommendations ----

export const RECOMMENDATIONS_LOADED = '✅ Recommendations loaded successfully';
export const RECOMMENDATIONS_LOAD_FAILED = '❌ Failed to load recommendations';
export const RECOMMENDATION_UPDATE_FAILED = '❌ Failed to update recommendation';
export const RECOMMENDATION_DELETE_FAILED = '❌ Failed to delete recommendation';
export const RECOMMENDATION_DELETED = '✅ Recommendation deleted successfully';

export function recommendationMarkedMessage(status: string): string {
  return `✅ Recommendation marked as ${status}`;
}

// ---- Confirmations ----

export const CONFIRM_DELETE_TRACK = 'Are you sure you want to delete this track?';
export const CONFIRM_DELETE_RECOMMENDATION = 'Are you sure you want to delete this recommendation?';

// ---- Login ----

/** The server's message, or "Authentication failed"; "Network error" without an answer. */
export function loginFailureMessage(f: CallFailure): string {
  if (f.status === 0) return NETWORK_ERROR;
  return f.message?.trim() || 'Authentication failed';
}

/** How long a status message stays (SPEC.md §4): 3 s, 5 s after a bulk upload, 4 s after a library load. */
export const STATUS_CLEAR_MS = { default: 3000, bulk: 5000, library: 4000 } as const;
