// The client against a real HTTP server on a local port (node:http), through Node's own fetch: every answer
// below really crosses a socket. The XHR upload runs in the browser journeys (e2e/admin.spec.ts).
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorOf, ApiRequestError, createApiClient, readAnswer, unwrap } from './api-client.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

let server: Server;
let origin: string;
const routes = new Map<string, Handler>();
const seen: Seen[] = [];
/** Requests the server holds without answering, released by the test. */
const held = new Set<ServerResponse>();

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  routes.set('GET /ok', (_req, res) => json(res, 200, { success: true, value: 42 }));
  routes.set('POST /echo', (req, res, body) =>
    json(res, 201, { success: true, contentType: req.headers['content-type'] ?? null, body }),
  );
  routes.set('GET /array', (_req, res) => json(res, 200, [1, 2, 3]));
  routes.set('GET /empty', (_req, res) => res.writeHead(204).end());
  routes.set('GET /refused', (_req, res) =>
    json(res, 409, { success: false, message: 'A category with the folder "x" already exists', code: 'SLUG_TAKEN' }),
  );
  routes.set('GET /soft-refusal', (_req, res) => json(res, 200, { success: false, message: 'Storage is full' }));
  routes.set('GET /html-error', (_req, res) => {
    res.writeHead(502, { 'Content-Type': 'text/html' });
    res.end('<h1>Bad gateway</h1>');
  });
  routes.set('GET /html-ok', (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<h1>A proxy page</h1>');
  });
  routes.set('GET /unauthorized', (_req, res) =>
    json(res, 401, { success: false, message: 'Authentication required' }),
  );
  routes.set('GET /reset', (req) => req.socket.destroy());
  routes.set('GET /slow', (_req, res) => void held.add(res));

  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const handler = routes.get(`${req.method} ${path}`);
      if (handler) handler(req, res, body);
      else json(res, 404, { success: false, message: 'Not found' });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  seen.length = 0;
  for (const res of held) res.destroy();
  held.clear();
  vi.unstubAllGlobals();
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});

const url = (path: string) => `${origin}${path}`;

describe('answers', () => {
  it('gives the JSON body of a 2xx as typed data, and asks for JSON', async () => {
    const result = await createApiClient().get<{ success: true; value: number }>(url('/ok'));
    expect(result).toEqual({ ok: true, kind: 'ok', status: 200, data: { success: true, value: 42 } });
    expect(seen[0].headers.accept).toBe('application/json');
  });

  it('sends a body as JSON', async () => {
    const result = await createApiClient().send<{ contentType: string; body: string }>('POST', url('/echo'), {
      message: 'Rain sounds, please',
    });
    expect(result.ok && result.data.contentType).toBe('application/json');
    expect(result.ok && JSON.parse(result.data.body)).toEqual({ message: 'Rain sounds, please' });
  });

  it('sends a FormData as multipart, with its own boundary, fields in order', async () => {
    const form = new FormData();
    form.append('title', 'Moonlit');
    form.append('cover', new Blob(['png bytes'], { type: 'image/png' }), 'cover.png');
    const result = await createApiClient().send<{ contentType: string; body: string }>('PUT', url('/echo'), form);
    // No route for PUT: the server says so, and the client reports it as a refusal.
    expect(result).toMatchObject({ ok: false, kind: 'http', status: 404, message: 'Not found' });
    expect(seen[0].headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0].body.indexOf('name="title"')).toBeLessThan(seen[0].body.indexOf('name="cover"'));
    expect(seen[0].body).toContain('filename="cover.png"');
  });

  it('accepts any JSON value, and an empty answer as null', async () => {
    expect(await createApiClient().get(url('/array'))).toMatchObject({ ok: true, data: [1, 2, 3] });
    expect(await createApiClient().get(url('/empty'))).toEqual({ ok: true, kind: 'ok', status: 204, data: null });
  });

  it("reports a refusal with the status, the server's message and its stable code", async () => {
    const result = await createApiClient().get(url('/refused'));
    expect(result).toEqual({
      ok: false,
      kind: 'http',
      status: 409,
      statusText: 'Conflict',
      message: 'A category with the folder "x" already exists',
      code: 'SLUG_TAKEN',
      body: { success: false, message: 'A category with the folder "x" already exists', code: 'SLUG_TAKEN' },
      text: JSON.stringify({
        success: false,
        message: 'A category with the folder "x" already exists',
        code: 'SLUG_TAKEN',
      }),
    });
  });

  it('treats a 2xx that says success: false as a refusal', async () => {
    const result = await createApiClient().get(url('/soft-refusal'));
    expect(result).toMatchObject({ ok: false, kind: 'http', status: 200, message: 'Storage is full', code: null });
  });

  it('keeps the raw text of an error page that is not JSON', async () => {
    const result = await createApiClient().get(url('/html-error'));
    expect(result).toMatchObject({
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
    const result = await createApiClient().get(url('/html-ok'));
    expect(result).toEqual({ ok: false, kind: 'invalid-response', status: 200, text: '<h1>A proxy page</h1>' });
  });
});

describe('no answer', () => {
  it('is a network error when the connection breaks while the browser believes it is online', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(await createApiClient().get(url('/reset'))).toEqual({ ok: false, kind: 'network', status: 0 });
  });

  it('is a network error when nothing listens', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, 'close');
    expect(await createApiClient().get(`http://127.0.0.1:${port}/ok`)).toMatchObject({ kind: 'network' });
  });

  it('is offline when the browser knows it has no network', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(await createApiClient().get(url('/reset'))).toEqual({ ok: false, kind: 'offline', status: 0 });
  });
});

describe('abort', () => {
  it('ends a call under way, as its own kind, without a network error', async () => {
    const controller = new AbortController();
    const pending = createApiClient().get(url('/slow'), { signal: controller.signal });
    await vi.waitFor(() => expect(held.size).toBe(1));
    controller.abort();
    expect(await pending).toEqual({ ok: false, kind: 'aborted', status: 0 });
  });

  it('sends nothing when the signal has already fired', async () => {
    const controller = new AbortController();
    controller.abort(new Error('not needed any more'));
    expect(await createApiClient().get(url('/ok'), { signal: controller.signal })).toMatchObject({
      kind: 'aborted',
    });
    expect(seen).toHaveLength(0);
  });
});

describe('a lost session', () => {
  it('is reported on a 401', async () => {
    const onUnauthorized = vi.fn();
    const result = await createApiClient({ onUnauthorized }).get(url('/unauthorized'));
    expect(result).toMatchObject({ kind: 'http', status: 401, message: 'Authentication required' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('is not reported where a 401 is the answer (a sign-in, a session check), nor for other refusals', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({ onUnauthorized });
    await client.get(url('/unauthorized'), { unauthorizedIsAnswer: true });
    await client.get(url('/refused'));
    await client.get(url('/ok'));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('for code that throws', () => {
  it('unwrap gives the data, or throws an error that carries the failure', async () => {
    const client = createApiClient();
    expect(unwrap(await client.get(url('/ok')))).toEqual({ success: true, value: 42 });
    const refused = await client.get(url('/refused'));
    let thrown: unknown;
    try {
      unwrap(refused);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiRequestError);
    expect((thrown as Error).message).toBe('A category with the folder "x" already exists');
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
