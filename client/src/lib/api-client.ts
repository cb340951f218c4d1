import type { ApiFailure } from '#shared/api-types.ts';

export type ApiErrorKind =
  /** The server answered with a status >= 400. */
  | 'http'
  /** No answer: offline, DNS, connection reset, CORS. */
  | 'network'
  /** An answer that is not the JSON we expect. */
  | 'invalid-response';

/** Every failure of an API call; `status` is 0 when there was no HTTP answer. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status = 0,
    readonly url = '',
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiRequestOptions {
  signal?: AbortSignal;
}

/** GETs a JSON endpoint of our own API and returns its body as `T`, or throws an `ApiError`. */
export async function apiGet<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return apiRequest<T>('GET', path, undefined, options);
}

/** Sends `body` as JSON and returns the JSON answer as `T`, or throws an `ApiError`. */
export async function apiSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<T> {
  return apiRequest<T>(method, path, body, options);
}

async function apiRequest<T>(method: string, path: string, body: unknown, options: ApiRequestOptions): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    // An abort is the caller's own doing: let it through unchanged.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('network', error instanceof Error ? error.message : 'Network error', 0, path);
  }

  const payload: unknown = await response.json().catch(() => undefined);

  if (!response.ok) {
    const message = isFailure(payload) ? payload.message : `HTTP ${response.status} ${response.statusText}`.trim();
    throw new ApiError('http', message, response.status, path);
  }
  if (payload === undefined) {
    throw new ApiError('invalid-response', 'The response is not JSON', response.status, path);
  }
  if (isFailure(payload)) {
    throw new ApiError('http', payload.message, response.status, path);
  }
  return payload as T;
}

function isFailure(payload: unknown): payload is ApiFailure {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { success?: unknown }).success === false &&
    typeof (payload as { message?: unknown }).message === 'string'
  );
}
