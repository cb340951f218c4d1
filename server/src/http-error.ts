import { API_ERROR_MESSAGES, type ApiErrorCode } from '#shared/api-errors.ts';

/**
 * A refusal with its HTTP status, stable code (shared/api-errors.ts) and the English message the caller sees.
 * Thrown from services and routes; the app's error handler (app.ts) answers `{ success: false, code, message }`.
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ApiErrorCode,
    message: string = API_ERROR_MESSAGES[code],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 400 INVALID_REQUEST with a message saying what is wrong. */
export const badRequest = (message?: string): HttpError => new HttpError(400, 'INVALID_REQUEST', message);

/** 413 PAYLOAD_TOO_LARGE with the limit's own message. */
export const tooLarge = (message?: string): HttpError => new HttpError(413, 'PAYLOAD_TOO_LARGE', message);
