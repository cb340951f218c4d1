import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { connect, freePort } from '../../../src/database.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

describe('health and readiness probes (/healthz, /readyz)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await fs.mkdir(path.join(t.dataDir, 'media', 'audio'), { recursive: true });
    await fs.mkdir(path.join(t.dataDir, 'media', 'covers'), { recursive: true });
  });
  afterAll(() => t.close());

  it('/healthz: 200 without touching anything, never cached, never rate-limited', async () => {
    for (let i = 0; i < 150; i++) {
      const res = await t.app.inject({ url: '/healthz', remoteAddress: '10.9.0.1' });
      expect(res.statusCode).toBe(200);
      if (i === 0) {
        expect(res.json()).toEqual({ status: 'ok' });
        expect(res.headers['cache-control']).toBe('no-store');
      }
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
  });

  it('/readyz: 200 when the database answers, every migration is applied and the media store is there', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', media: 'ok' } });
  });

  it('/readyz: 503 with a reason while a migration is missing', async () => {
    const [row] = await t.db.sql<{ version: number; name: string }[]>`
      delete from schema_migrations where version = (select max(version) from schema_migrations) returning version, name`;
    try {
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'unavailable',
        reason: expect.stringMatching(/1 of \d+ migrations are not applied/),
        checks: { database: 'ok', migrations: 'failed', media: 'ok' },
      });
    } finally {
      await t.db.sql`insert into schema_migrations (version, name) values (${row.version}, ${row.name})`;
    }
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('/readyz: 503 when the media store is unreachable', async () => {
    const media = path.join(t.dataDir, 'media');
    await fs.rename(media, `${media}-away`);
    try {
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ reason: 'the media store is unreachable', checks: { media: 'failed' } });
    } finally {
      await fs.rename(`${media}-away`, media);
    }
  });

  it('/readyz: 503 when the database is unreachable, while /healthz stays 200', async () => {
    const dead = connect(`postgres://nobody:nothing@127.0.0.1:${await freePort()}/none`, { connect_timeout: 1 });
    const app = await buildApp({ sql: dead, dataDir: t.dataDir, distDir: t.distDir });
    try {
      const res = await app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'unavailable',
        reason: 'the database is unreachable',
        checks: { database: 'failed', migrations: 'failed', media: 'ok' },
      });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await dead.end({ timeout: 0 });
    }
  });
});
