import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { ConfigError, DEFAULT_TIMEOUTS, loadConfig } from '../src/config.ts';
import { makeTempDir } from './helpers/app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';

/** Opens a raw connection, writes what `talk` writes, and resolves with what came back and when the server hung up. */
function rawConnection(
  port: number,
  talk: (socket: net.Socket) => void,
): Promise<{ reply: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const opened = Date.now();
    let reply = '';
    socket.on('data', (d) => (reply += d.toString()));
    socket.on('error', () => {});
    socket.on('close', () => resolve({ reply, closedAfterMs: Date.now() - opened }));
    socket.on('connect', () => talk(socket));
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept the connection open'));
    }, 15_000).unref();
  });
}

/** Issue 12 item 11: slow or stalled clients cannot hold a connection. */
describe('HTTP timeouts', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  const timeouts = { headersMs: 1000, requestMs: 5000, idleMs: 2500, keepAliveMs: 1000 };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildApp({
      sql: db.sql,
      dataDir: await makeTempDir(),
      distDir: await makeTempDir('pomolo-dist-'),
      timeouts,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('answers 408 and hangs up on a request head that never ends', async () => {
    const { reply, closedAfterMs } = await rawConnection(port, (s) =>
      s.write('GET /api/tracks HTTP/1.1\r\nHost: x\r\n'),
    );
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(timeouts.headersMs - 50);
    expect(closedAfterMs).toBeLessThan(timeouts.headersMs + 2000);
  });

  it('hangs up on a body that trickles in forever (a byte now and then, never idle)', async () => {
    let trickle: NodeJS.Timeout | undefined;
    const { reply, closedAfterMs } = await rawConnection(port, (s) => {
      s.write(
        'POST /api/recommendations HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{',
      );
      trickle = setInterval(() => s.writable && s.write(' '), 200);
    });
    clearInterval(trickle);
    expect(reply === '' || /^HTTP\/1\.1 408/.test(reply), reply).toBe(true);
    expect(closedAfterMs).toBeGreaterThanOrEqual(timeouts.requestMs - 50);
    expect(closedAfterMs).toBeLessThan(timeouts.requestMs + 2000);
  });

  it('hangs up on a body that stalls', async () => {
    const { closedAfterMs } = await rawConnection(port, (s) =>
      s.write(
        'POST /api/recommendations HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a',
      ),
    );
    expect(closedAfterMs).toBeGreaterThanOrEqual(timeouts.idleMs - 50);
    // The silence ended it, well before the whole-request limit.
    expect(closedAfterMs).toBeLessThan(timeouts.requestMs);
  });

  it('still serves a normal request on the same settings', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/tracks`);
    expect(res.status).toBe(200);
  });
});

describe('timeout settings', () => {
  it('are read from the environment, with safe defaults', () => {
    expect(loadConfig({}).timeouts).toEqual(DEFAULT_TIMEOUTS);
    expect(
      loadConfig({
        HEADERS_TIMEOUT_MS: '5000',
        REQUEST_TIMEOUT_MS: '60000',
        IDLE_TIMEOUT_MS: '20000',
        KEEP_ALIVE_TIMEOUT_MS: '3000',
      }).timeouts,
    ).toEqual({ headersMs: 5000, requestMs: 60_000, idleMs: 20_000, keepAliveMs: 3000 });
  });

  it('refuse nonsense with a clear message', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(ConfigError);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '90000', REQUEST_TIMEOUT_MS: '60000' })).toThrow(
      'HEADERS_TIMEOUT_MS (90000) must not be longer than REQUEST_TIMEOUT_MS (60000).',
    );
  });
});
