// The client against a real HTTP server on a local port (server/test/helpers/client-test-server.ts), through
// Node's own fetch: every answer below really crosses a socket. The XHR upload runs in the browser journeys
// (e2e/admin.spec.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorOf, ApiRequestError, createApiClient, readAnswer, unwrap } from './api-client.ts';
import { testEndpoints } from './test-http-server.ts';

interface Echo {
  method: string;
  accept: string | null;
  contentType: string | null;
  body: string;
}

const REFUSAL = { success: false, message: 'A category with the folder "x" already exists', code: 'SLUG_TAKEN' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('answers', () => {
  it('gives the JSON body of a 2xx as typed data, and asks for JSON', async () => {
    const server = testEndpoints();
    expect(await createApiClient().get<{ success: true; n: number }>(server.url('ok'))).toEqual({
      ok: true,
      kind: 'ok',
      status: 200,
      data: { success: true, n: 1 },
    });
    const echo = await createApiClient().get<Echo>(server.url('echo'));
    expect(echo.ok && echo.data).toMatchObject({ method: 'GET', accept: 'application/json', body: '' });
  });

  it('sends a body as JSON', async () => {
    const result = await createApiClient().send<Echo>('POST', testEndpoints().url('echo'), {
      message: 'Rain sounds, please',
    });
    expect(result.ok && result.data.contentType).toBe('application/json');
    expect(result.ok && JSON.parse(result.data.body)).toEqual({ message: 'Rain sounds, please' });
  });

  it('sends a FormData as multipart, with its own boundary, fields in order', async () => {
    const form = new FormData();
    form.append('title', 'Moonlit');
    form.append('cover', new Blob(['png bytes'], { type: 'image/png' }), 'cover.png');
    const result = await createApiClient().send<Echo>('PUT', testEndpoints().url('echo'), form);
    if (!result.ok) throw new Error(`unexpected ${result.kind}`);
    expect(result.data.method).toBe('PUT');
    expect(result.data.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(result.data.body.indexOf('name="title"')).toBeLessThan(result.data.body.indexOf('name="cover"'));
    expect(result.data.body).toContain('filename="cover.png"');
  });

  it('accepts any JSON value, and an empty answer as null', async () => {
    const server = testEndpoints();
    expect(await createApiClient().get(server.url('array'))).toMatchObject({ ok: true, data: [1, 2, 3] });
    expect(await createApiClient().get(server.url('empty'))).toEqual({ ok: true, kind: 'ok', status: 204, data: null });
  });

  it("reports a refusal with the status, the server's message and its stable code", async () => {
    expect(await createApiClient().get(testEndpoints().url('refused'))).toEqual({
      ok: false,
      kind: 'http',
      status: 409,
      statusText: 'Conflict',
      message: REFUSAL.message,
      code: 'SLUG_TAKEN',
      body: REFUSAL,
      text: JSON.stringify(REFUSAL),
    });
  });

  it('treats a 2xx that says success: false as a refusal', async () => {
    expect(await createApiClient().get(testEndpoints().url('soft-refusal'))).toMatchObject({
      ok: false,
      kind: 'http',
      status: 200,
      message: 'Storage is full',
      code: null,
    });
  });

  it('keeps the raw text of an error page that is not JSON', async () => {
    expect(await createApiClient().get(testEndpoints().url('html-error'))).toMatchObject({
      ok: false,
      kind: 'http',
      status: 502,
      message: null,
      code: null,
      body: null,
      text: '<h1>Bad gateway</h1>',
    });
  });

  it('calls a 2xx that is not JSON an invalid response', async () => {
    expect(await createApiClient().get(testEndpoints().url('html-ok'))).toEqual({
      ok: false,
      kind: 'invalid-response',
      status: 200,
      text: '<h1>A proxy page</h1>',
    });
  });
});

describe('no answer', () => {
  it('is a network error when the connection breaks while the browser believes it is online', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(await createApiClient().get(testEndpoints().url('reset'))).toEqual({
      ok: false,
      kind: 'network',
      status: 0,
    });
  });

  it('is a network error when nothing listens', async () => {
    // Port 9 (discard) has no listener on a development machine or in CI: the connection is refused.
    expect(await createApiClient().get('http://127.0.0.1:9/api/tracks')).toMatchObject({ kind: 'network' });
  });

  it('is offline when the browser knows it has no network', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(await createApiClient().get(testEndpoints().url('reset'))).toEqual({
      ok: false,
      kind: 'offline',
      status: 0,
    });
  });
});

describe('abort', () => {
  it('ends a call under way, as its own kind, not as a network error', async () => {
    const server = testEndpoints();
    const controller = new AbortController();
    const pending = createApiClient().get(server.url('slow'), { signal: controller.signal });
    await vi.waitFor(async () => expect(await server.hits('slow')).toBe(1));
    controller.abort();
    expect(await pending).toEqual({ ok: false, kind: 'aborted', status: 0 });
  });

  it('sends nothing when the signal has already fired', async () => {
    const server = testEndpoints();
    const controller = new AbortController();
    controller.abort(new Error('not needed any more'));
    expect(await createApiClient().get(server.url('ok'), { signal: controller.signal })).toMatchObject({
      kind: 'aborted',
    });
    expect(await server.hits('ok')).toBe(0);
  });
});

describe('a lost session', () => {
  it('is reported on a 401', async () => {
    const onUnauthorized = vi.fn();
    const result = await createApiClient({ onUnauthorized }).get(testEndpoints().url('unauthorized'));
    expect(result).toMatchObject({ kind: 'http', status: 401, message: 'Authentication required' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('is not reported where a 401 is the answer (a sign-in, a session check), nor for other refusals', async () => {
    const server = testEndpoints();
    const onUnauthorized = vi.fn();
    const client = createApiClient({ onUnauthorized });
    await client.get(server.url('unauthorized'), { unauthorizedIsAnswer: true });
    await client.get(server.url('refused'));
    await client.get(server.url('ok'));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('for code that throws', () => {
  it('unwrap gives the data, or throws an error that carries the failure', async () => {
    const server = testEndpoints();
    const client = createApiClient();
    expect(unwrap(await client.get(server.url('ok')))).toEqual({ success: true, n: 1 });
    const refused = await client.get(server.url('refused'));
    let thrown: unknown;
    try {
      unwrap(refused);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiRequestError);
    expect((thrown as Error).message).toBe(REFUSAL.message);
    expect(apiErrorOf(thrown)).toBe(refused);
    expect(apiErrorOf(new Error('something else'))).toBeUndefined();
  });
});

describe('readAnswer (shared by fetch and the XHR upload)', () => {
  it('judges by status and body alone', () => {
    expect(readAnswer(201, 'Created', '{"success":true,"uploaded":3}')).toMatchObject({
      ok: true,
      data: { uploaded: 3 },
    });
    expect(readAnswer(413, 'Payload Too Large', '')).toMatchObject({ kind: 'http', status: 413, message: null });
    expect(readAnswer(400, 'Bad Request', '{"message":42}')).toMatchObject({ kind: 'http', message: null });
    expect(readAnswer(500, 'Internal Server Error', '"oops"')).toMatchObject({ kind: 'http', body: 'oops' });
  });
});
