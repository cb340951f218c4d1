import { PassThrough } from 'node:stream';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { serverLogger } from '../src/logging.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { makeTempDir } from './helpers/app.ts';
import { ensureMediaDirs, mediaPaths } from '../src/media/storage.ts';

/** Everything written to a stream, as lines. */
function capture() {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (d: Buffer) => (text += d.toString()));
  return { stream, lines: () => text.split('\n').filter(Boolean) };
}

/** Issue 25: one visitor produced thousands of log lines, one per request. */
describe('server logs', () => {
  let db: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    db = await createTestDatabase();
    dir = await makeTempDir();
    await ensureMediaDirs(mediaPaths(dir));
  });
  afterAll(async () => {
    await db.drop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  async function appLoggingTo(level: string, out: ReturnType<typeof capture>): Promise<FastifyInstance> {
    const app = await buildApp({
      sql: db.sql,
      dataDir: dir,
      distDir: dir,
      loudnessBackfill: false,
      logger: serverLogger(level, { tty: false, destination: out.stream }),
    });
    app.get('/api/test-failure', () => Promise.reject(new Error('deliberate failure')));
    await app.ready();
    return app;
  }

  const visit = async (app: FastifyInstance) => {
    for (const url of ['/api/tracks', '/api/tracks', '/api/nope', '/healthz']) await app.inject({ url });
    await app.inject({ method: 'POST', url: '/api/admin/login', payload: {} });
  };

  it('at the default level, requests print nothing; a 5xx prints its error, always', async () => {
    const out = capture();
    const app = await appLoggingTo('info', out);
    try {
      await visit(app);
      expect(out.lines()).toEqual([]);
      expect((await app.inject({ url: '/api/test-failure' })).statusCode).toBe(500);
      const entries = out
        .lines()
        .map((l) => JSON.parse(l) as { level: number; msg: string; res?: { statusCode: number } });
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.every((e) => e.level >= 50)).toBe(true);
      expect(entries.some((e) => e.res?.statusCode === 500)).toBe(true);
      expect(JSON.stringify(entries)).toContain('deliberate failure');
    } finally {
      await app.close();
    }
  });

  it('at debug, one line per request', async () => {
    const out = capture();
    const app = await appLoggingTo('debug', out);
    try {
      await visit(app);
      const requests = out
        .lines()
        .map((l) => JSON.parse(l) as { msg: string; req: { url: string }; res: { statusCode: number } })
        .filter((e) => e.msg === 'request completed');
      expect(requests.map((e) => [e.req.url, e.res.statusCode])).toEqual([
        ['/api/tracks', 200],
        ['/api/tracks', 200],
        ['/api/nope', 404],
        ['/healthz', 200],
        ['/api/admin/login', 400],
      ]);
    } finally {
      await app.close();
    }
  });

  it('prints readable lines on a terminal and JSON otherwise', async () => {
    const tty = capture();
    const json = capture();
    for (const [out, isTty] of [
      [tty, true],
      [json, false],
    ] as const) {
      const app = await buildApp({
        sql: db.sql,
        dataDir: dir,
        distDir: dir,
        loudnessBackfill: false,
        logger: serverLogger('info', { tty: isTty, destination: out.stream }),
      });
      app.log.warn({ track: 42 }, 'the bell is missing');
      await app.close();
    }
    const [line] = tty.lines();
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] WARN.*: the bell is missing/);
    expect(line).toContain('42');
    expect(() => JSON.parse(line)).toThrow();
    expect(JSON.parse(json.lines()[0])).toMatchObject({ level: 40, msg: 'the bell is missing', track: 42 });
  });
});
