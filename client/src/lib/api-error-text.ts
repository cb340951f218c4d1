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
