// A real HTTP server on a local port for the client's unit tests (vitest `unit` project, globalSetup). Client
// code is typed for the browser, so the tests cannot start a node:http server themselves: this one runs in the
// Vitest process and the tests reach it at `inject('clientTestServer')` (client/src/lib/test-http-server.ts).
//
// Each path is `/t/<id>/<behaviour>`: `<id>` keeps one test's counts apart from another's; `GET /hits?path=…`
// says how many requests a path received.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The origin of the client's test server, e.g. http://127.0.0.1:41234. */
    clientTestServer: string;
  }
}

const REFUSAL = { success: false, message: 'A category with the folder "x" already exists', code: 'SLUG_TAKEN' };

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  res.writeHead(status, { 'Content-Type': type });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function answer(req: IncomingMessage, res: ServerResponse, behaviour: string, body: string, hits: number): void {
  switch (behaviour) {
    case 'ok':
      return send(res, 200, { success: true, n: hits });
    case 'echo':
      return send(res, 200, {
        success: true,
        method: req.method,
        accept: req.headers.accept ?? null,
        contentType: req.headers['content-type'] ?? null,
        body,
      });
    case 'array':
      return send(res, 200, [1, 2, 3]);
    case 'empty':
      res.writeHead(204).end();
      return;
    case 'refused':
      return send(res, 409, REFUSAL);
    case 'soft-refusal':
      return send(res, 200, { success: false, message: 'Storage is full' });
    case 'html-error':
      return send(res, 502, '<h1>Bad gateway</h1>', 'text/html');
    case 'html-ok':
      return send(res, 200, '<h1>A proxy page</h1>', 'text/html');
    case 'unauthorized':
      return send(res, 401, { success: false, message: 'Authentication required' });
    case 'server-error':
      return send(res, 500, { success: false, message: 'No' });
    case 'reset':
      req.socket.destroy();
      return;
    case 'slow':
      // Never answers; the connection ends when the caller aborts or the server closes.
      return;
    default:
      return send(res, 404, { success: false, message: 'Not found' });
  }
}

export default async function setup(project: TestProject) {
  const hits = new Map<string, number>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (url.pathname === '/hits') return send(res, 200, { hits: hits.get(url.searchParams.get('path') ?? '') ?? 0 });
      const count = (hits.get(url.pathname) ?? 0) + 1;
      hits.set(url.pathname, count);
      const behaviour = /^\/t\/[^/]+\/([^/]+)$/.exec(url.pathname)?.[1] ?? '';
      answer(req, res, behaviour, body, count);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  project.provide('clientTestServer', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);

  return async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  };
}
