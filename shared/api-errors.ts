/**
 * Stable error codes: every failed public API call carries one next to its English `message`. Clients show their
 * own translated text for each code they know and the English message only for a code they do not (a newer server).
 * The English texts are the spec's; they live here once and the server sends them from here.
 */
import { CONTACT_MESSAGES, RECOMMENDATION_MESSAGES } from './validation.ts';

export const API_ERROR_MESSAGES = {
  INVALID_REQUEST: 'Invalid request data',
  SERVER_ERROR: 'Server error',
  SERVICE_UNAVAILABLE: 'The service is unavailable right now. Please try again in a moment.',
  NOT_FOUND: 'Not found',
  TRACK_NOT_FOUND: 'Track not found',
  PAYLOAD_TOO_LARGE: 'The request is too large',
  TOO_MANY_REQUESTS: 'Too many requests. Please try again later.',
  VISITOR_RATE_LIMITED: 'Too many messages from your connection. Please try again in a few minutes.',
  AUTH_REQUIRED: 'Authentication required',
  CROSS_SITE: 'Cross-site request refused',
  CREDENTIALS_REQUIRED: 'Username and password are required',
  INVALID_CREDENTIALS: 'Invalid username or password',
  LOGIN_THROTTLED: 'Too many failed sign-in attempts. Please try again later.',
  CATEGORY_SLUG_TOO_LONG: 'The category folder is too long (at most 100 characters once lower-cased).',
  RECOMMENDATION_BLANK: RECOMMENDATION_MESSAGES.blank,
  RECOMMENDATION_INVISIBLE: RECOMMENDATION_MESSAGES.invisible,
  RECOMMENDATION_TOO_LONG: RECOMMENDATION_MESSAGES.tooLong,
  CONTACT_INQUIRY_TYPE: CONTACT_MESSAGES.inquiryType,
  CONTACT_NAME: CONTACT_MESSAGES.name,
  CONTACT_NAME_TOO_LONG: CONTACT_MESSAGES.nameTooLong,
  CONTACT_EMAIL: CONTACT_MESSAGES.email,
  CONTACT_MESSAGE: CONTACT_MESSAGES.message,
  CONTACT_MESSAGE_INVISIBLE: CONTACT_MESSAGES.messageInvisible,
  CONTACT_MESSAGE_TOO_LONG: CONTACT_MESSAGES.messageTooLong,
  SYNC_SPACE_NOT_FOUND: 'This sync space does not exist (it may have been erased).',
  SYNC_FORBIDDEN: 'The sync token does not match this space.',
  SYNC_QUOTA: 'This sync space is full: the server keeps at most 5 MB per space.',
  SYNC_BATCH_TOO_LARGE: 'Too many or too large changes in one request.',
  SYNC_RATE_LIMITED: 'Too many sync requests. Please try again in a minute.',
  SYNC_STALE_SNAPSHOT: 'A newer snapshot is already stored.',
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_MESSAGES;

/** A failure body: `{ success: false, code, message }` (message: the code's English text unless given). */
export function apiError<C extends ApiErrorCode>(
  code: C,
  message: string = API_ERROR_MESSAGES[code],
): { success: false; code: C; message: string } {
  return { success: false, code, message };
}

/** The generic code for an HTTP error status, for failures that have no more precise one. */
export function codeForStatus(status: number): ApiErrorCode {
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  if (status >= 500) return 'SERVER_ERROR';
  return 'INVALID_REQUEST';
}

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && Object.hasOwn(API_ERROR_MESSAGES, value);
}
