// The one HTTP client of the browser app, for every call to our own API (docs/decisions/0037-one-http-client.md).
// Calls never throw: they resolve to an `ApiResult`, a discriminated union that says what happened, so every
// caller decides what each failure means for its user. `unwrap` turns a result into data-or-throw for
// TanStack Query.

/** The server answered and the call succeeded: `data` is the JSON body (`null` for an empty one). */
export interface ApiOk<T> {
  ok: true;
  kind: 'ok';
  status: number;
  data: T;
}

/**
 * The server answered but refused: a status >= 400, or a 2xx whose body says `success: false`. `message` and
 * `code` are the body's fields of those names when it sent them (`code` is a stable, untranslated reason a
 * caller can match on; `message` is English text for people).
 */
export interface ApiHttpError {
  ok: false;
  kind: 'http';
  status: number;
  statusText: string;
  message: string | null;
  code: string | null;
  /** The body parsed as JSON, or `null` when it is not JSON. */
  body: unknown;
  /** The body as it came. */
  text: string;
}

/** A 2xx answer whose body is not JSON (a proxy's page, a truncated body). */
export interface ApiInvalidResponse {
  ok: false;
  kind: 'invalid-response';
  status: number;
  text: string;
}

/** No answer while the browser believes it is online: server down, connection reset, DNS. */
export interface ApiNetworkError {
  ok: false;
  kind: 'network';
  status: 0;
}

/** No answer, and the browser knows it has no network (`navigator.onLine` is false). */
export interface ApiOfflineError {
  ok: false;
  kind: 'offline';
  status: 0;
}

/** The caller aborted the call through its `AbortSignal`. */
export interface ApiAborted {
  ok: false;
  kind: 'aborted';
  status: 0;
}

export type ApiError = ApiHttpError | ApiInvalidResponse | ApiNetworkError | ApiOfflineError | ApiAborted;
export type ApiResult<T> = ApiOk<T> | ApiError;

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiCallOptions {
  signal?: AbortSignal;
  /** A 401 here is an answer the caller handles (a sign-in, a session check), not a lost session. */
  unauthorizedIsAnswer?: boolean;
}

export interface ApiUploadOptions extends ApiCallOptions {
  method?: 'POST' | 'PUT';
  /** Follows the bytes of the request body sent so far. */
  onProgress?: (loaded: number, total: number) => void;
}

export interface ApiClientOptions {
  /** Called when an answer is 401 (unless the call said `unauthorizedIsAnswer`): the session is gone. */
  onUnauthorized?: () => void;
  /** The fetch cache mode of every call; the admin area always wants the server's current answer. */
  cache?: RequestCache;
}

export interface ApiClient {
  get<T>(path: string, options?: ApiCallOptions): Promise<ApiResult<T>>;
  /** Sends `body` as JSON, or as multipart when it is a `FormData`. */
  send<T>(method: ApiMethod, path: string, body?: unknown, options?: ApiCallOptions): Promise<ApiResult<T>>;
  /** Sends a multipart form with XMLHttpRequest, whose upload progress `fetch` cannot report. */
  upload<T>(path: string, form: FormData, options?: ApiUploadOptions): Promise<ApiResult<T>>;
}

const ABORTED: ApiAborted = { ok: false, kind: 'aborted', status: 0 };

/** Network or offline, by what the browser believes at the moment the call failed. */
function noAnswer(): ApiNetworkError | ApiOfflineError {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline ? { ok: false, kind: 'offline', status: 0 } : { ok: false, kind: 'network', status: 0 };
}

function stringField(record: Record<string, unknown> | null, name: string): string | null {
  const value = record?.[name];
  return typeof value === 'string' ? value : null;
}

/** Reads an answer: success when the status is 2xx and the body is JSON that does not say `success: false`. */
export function readAnswer<T>(status: number, statusText: string, text: string): ApiResult<T> {
  let json: unknown = null;
  let parsed = text.trim() === '';
  if (!parsed) {
    try {
      json = JSON.parse(text);
      parsed = true;
    } catch {
      // Not JSON: judged below by the status.
    }
  }
  const record =
    typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
  const success = status >= 200 && status < 300;
  if (success && !parsed) return { ok: false, kind: 'invalid-response', status, text };
  if (success && record?.success !== false) return { ok: true, kind: 'ok', status, data: json as T };
  return {
    ok: false,
    kind: 'http',
    status,
    statusText,
    message: stringField(record, 'message'),
    code: stringField(record, 'code'),
    body: json,
    text,
  };
}

export function createApiClient(clientOptions: ApiClientOptions = {}): ApiClient {
  const settle = <T>(result: ApiResult<T>, options: ApiCallOptions): ApiResult<T> => {
    if (!result.ok && result.kind === 'http' && result.status === 401 && !options.unauthorizedIsAnswer) {
      clientOptions.onUnauthorized?.();
    }
    return result;
  };

  const send = async <T>(
    method: ApiMethod,
    path: string,
    body?: unknown,
    options: ApiCallOptions = {},
  ): Promise<ApiResult<T>> => {
    const { signal } = options;
    if (signal?.aborted) return ABORTED;
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    const headers: Record<string, string> = { Accept: 'application/json' };
    // FormData sets its own multipart Content-Type, boundary included.
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        credentials: 'same-origin',
        cache: clientOptions.cache,
        signal,
      });
      text = await response.text();
    } catch {
      // fetch rejects with the signal's reason (any value) on an abort, with a TypeError on a network failure.
      return signal?.aborted ? ABORTED : noAnswer();
    }
    return settle(readAnswer<T>(response.status, response.statusText, text), options);
  };

  const upload = <T>(path: string, form: FormData, options: ApiUploadOptions = {}): Promise<ApiResult<T>> => {
    const { signal, onProgress, method = 'POST' } = options;
    if (signal?.aborted) return Promise.resolve(ABORTED);
    return new Promise<ApiResult<T>>((resolve) => {
      const xhr = new XMLHttpRequest();
      const onAbort = () => xhr.abort();
      const finish = (result: ApiResult<T>) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(result);
      };
      xhr.open(method, path);
      xhr.setRequestHeader('Accept', 'application/json');
      if (onProgress) {
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress(event.loaded, event.total);
        };
      }
      xhr.onload = () => finish(settle(readAnswer<T>(xhr.status, xhr.statusText, xhr.responseText), options));
      xhr.onerror = () => finish(noAnswer());
      xhr.ontimeout = () => finish(noAnswer());
      xhr.onabort = () => finish(ABORTED);
      signal?.addEventListener('abort', onAbort, { once: true });
      xhr.send(form);
    });
  };

  return {
    get: (path, options) => send('GET', path, undefined, options),
    send,
    upload,
  };
}

/** The client of the public API (no session). */
export const api = createApiClient();

/** A failed call as an exception, for code that throws (TanStack Query's query functions). */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(readonly error: ApiError) {
    super(
      error.kind === 'http'
        ? (error.message ?? `HTTP ${error.status}`)
        : error.kind === 'invalid-response'
          ? `HTTP ${error.status}: the answer is not JSON`
          : error.kind,
    );
  }
}

/** The data of a successful call; throws an `ApiRequestError` for any failure. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiRequestError(result);
}

/** The failure behind an error thrown by `unwrap`, or undefined for any other error. */
export function apiErrorOf(error: unknown): ApiError | undefined {
  return error instanceof ApiRequestError ? error.error : undefined;
}
