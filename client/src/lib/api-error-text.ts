import { t } from '@lingui/core/macro';
import { isApiErrorCode, type ApiErrorCode } from '#shared/api-errors.ts';

/** The visitor's text for a server error code, in the active language (shared/api-errors.ts has the English). */
export function apiErrorText(code: ApiErrorCode): string {
  switch (code) {
    case 'INVALID_REQUEST':
      return t`Invalid request data`;
    case 'SERVER_ERROR':
      return t`Something went wrong on our side. Please try again.`;
    case 'SERVICE_UNAVAILABLE':
      return t`The service is unavailable right now. Please try again in a moment.`;
    case 'NOT_FOUND':
      return t`Not found`;
    case 'TRACK_NOT_FOUND':
      return t`Track not found`;
    case 'PAYLOAD_TOO_LARGE':
      return t`The request is too large`;
    case 'TOO_MANY_REQUESTS':
      return t`Too many requests. Please try again later.`;
    case 'VISITOR_RATE_LIMITED':
      return t`Too many messages from your connection. Please try again in a few minutes.`;
    case 'AUTH_REQUIRED':
      return t`Authentication required`;
    case 'CROSS_SITE':
      return t`Cross-site request refused`;
    case 'CREDENTIALS_REQUIRED':
      return t`Username and password are required`;
    case 'INVALID_CREDENTIALS':
      return t`Invalid username or password`;
    case 'LOGIN_THROTTLED':
      return t`Too many failed sign-in attempts. Please try again later.`;
    case 'CATEGORY_SLUG_TOO_LONG':
      return t`The category folder is too long (at most 100 characters once lower-cased).`;
    case 'RECOMMENDATION_BLANK':
    case 'CONTACT_MESSAGE':
      return t`Please write a message.`;
    case 'RECOMMENDATION_INVISIBLE':
    case 'CONTACT_MESSAGE_INVISIBLE':
      return t`Your message has no visible text: please write a message.`;
    case 'RECOMMENDATION_TOO_LONG':
      return t`Message is too long (maximum 2000 characters).`;
    case 'CONTACT_INQUIRY_TYPE':
      return t`Please choose an inquiry type.`;
    case 'CONTACT_NAME':
      return t`Please enter your name.`;
    case 'CONTACT_NAME_TOO_LONG':
      return t`Name is too long (maximum 200 characters).`;
    case 'CONTACT_EMAIL':
      return t`Please enter a valid email address.`;
    case 'CONTACT_MESSAGE_TOO_LONG':
      return t`Message is too long (maximum 5000 characters).`;
    case 'SYNC_SPACE_NOT_FOUND':
      return t`The synced data was erased from the server, so sync is off on this device. Your data here is kept.`;
    case 'SYNC_FORBIDDEN':
      return t`This sync code is not valid for the server. Stop syncing, then pair this device again.`;
    case 'SYNC_QUOTA':
      return t`The synced space is full (5 MB). Erase the synced data and turn sync on again to start afresh.`;
    case 'SYNC_BATCH_TOO_LARGE':
      return t`A change was too large to sync.`;
    case 'SYNC_RATE_LIMITED':
      return t`Too many sync requests. Sync will try again in a minute.`;
    case 'SYNC_STALE_SNAPSHOT':
      return t`Another device saved the synced data first; nothing to do.`;
  }
}

/**
 * What to show for a failed call: the translated text of a code we know; otherwise the server's own (English)
 * message; otherwise `fallback` (already translated by the caller).
 */
export function failureText(failure: { code: string | null; message: string | null }, fallback: string): string {
  if (isApiErrorCode(failure.code)) return apiErrorText(failure.code);
  if (failure.message !== null && failure.message.trim() !== '') return failure.message;
  return fallback;
}
