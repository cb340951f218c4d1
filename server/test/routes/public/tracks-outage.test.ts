import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { ApiTracksResponse } from '#shared/api-types.ts';
import { buildApp } from '../../../src/app.ts';
import { connect } from '../../../src/database.ts';
import { PreparedCache } from '../../../src/http-cache.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

/** Cuts the app's database off for real: no new connection is allowed and the open ones are ended. */
async function setDatabaseReachable(name: string, reachable: boolean): Promise<void> {
  const admin = connect(inject('adminDatabaseUrl'), { max: 1 });
  try {
    await admin.unsafe(`alter database ${name} with allow_connections ${reachable}`);
    if (!reachable) await admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name}`;
  } finally {
    await admin.end();
  }
}

/** Issue 12 item 9: a database outage does not empty the player. */
describe('GET /api/tracks while the database is failing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await setDatabaseReachable(t.db.name, true);
    await t.close();
  });

  it('serves the last good catalogue with its ETag (and 304 to a client that has it), then fresh data again', async () => {
    const good = await t.app.inject({ method: 'GET', url: '/api/tracks' });
    expect(good.statusCode).toBe(200);
    const etag = good.headers.etag as string;
    expect(good.headers['x-pomolo-stale']).toBeUndefined();

    await setDatabaseReachable(t.db.name, false);
    // A write elsewhere (or the cache's age) forces a rebuild, which now fails.
    t.app.catalogueCache.invalidate();
    const stale = await t.app.inject({ method: 'GET', url: '/api/tracks' });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).toBe(etag);
    expect(stale.headers['x-pomolo-stale']).toBe('1');
    expect(stale.json<ApiTracksResponse>()).toEqual(good.json<ApiTracksResponse>());
    const revalidated = await t.app.inject({ method: 'GET', url: '/api/tracks', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);

    await setDatabaseReachable(t.db.name, true);
    await t.db.sql`update tracks set title = 'Back Again' where id = (select min(id) from tracks)`;
    t.app.catalogueCache.invalidate();
    const fresh = await t.app.inject({ method: 'GET', url: '/api/tracks' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['x-pomolo-stale']).toBeUndefined();
    expect(fresh.headers.etag).not.toBe(etag);
    expect(fresh.body).toContain('Back Again');
  });

  it('answers a retryable 503 (never a 500) when there has been no good catalogue yet', async () => {
    await setDatabaseReachable(t.db.name, false);
    const cold = await buildApp({ sql: t.db.sql, dataDir: t.dataDir, distDir: t.distDir });
    try {
      const res = await cold.inject({ method: 'GET', url: '/api/tracks' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await cold.close();
      await setDatabaseReachable(t.db.name, true);
    }
  });
});

describe('PreparedCache', () => {
  it('answers from the last good body when a rebuild hangs, and uses the rebuild once it lands', async () => {
    let release: (v: unknown) => void = () => {};
    let calls = 0;
    const staleErrors: unknown[] = [];
    const cache = new PreparedCache(
      () => {
        calls++;
        if (calls === 1) return Promise.resolve({ v: 1 });
        return new Promise((r) => (release = r));
      },
      { maxAgeMs: 60_000, loadTimeoutMs: 20, retryAfterFailureMs: 0, onStale: (e) => staleErrors.push(e) },
    );
    const first = await cache.getWithState();
    expect(first.stale).toBe(false);
    cache.invalidate();
    const hung = await cache.getWithState();
    expect(hung).toEqual({ body: first.body, stale: true });
    expect(staleErrors).toHaveLength(1);
    // One rebuild at a time: the hanging one is joined, not repeated.
    await cache.getWithState();
    expect(calls).toBe(2);
    release({ v: 2 });
    await new Promise((r) => setTimeout(r, 0));
    const next = await cache.getWithState();
    expect(next.stale).toBe(false);
    expect(JSON.parse(next.body.raw.toString())).toEqual({ v: 2 });
  });

  it('once a rebuild has failed, answers at once while one rebuild at a time checks whether the database is back', async () => {
    let calls = 0;
    const cache = new PreparedCache(
      () => {
        calls++;
        if (calls === 1) return Promise.resolve({ v: 1 });
        if (calls === 2) return Promise.reject(new Error('connection refused'));
        return new Promise(() => {}); // the database hangs from now on
      },
      { maxAgeMs: 0, loadTimeoutMs: 60_000, retryAfterFailureMs: 0 },
    );
    const first = await cache.getWithState();
    expect(await cache.getWithState()).toEqual({ body: first.body, stale: true });
    // Were these to wait for the hanging rebuild (60 s), the test would time out.
    for (let i = 0; i < 5; i++) expect(await cache.getWithState()).toEqual({ body: first.body, stale: true });
    expect(calls).toBe(3);
  });
});
