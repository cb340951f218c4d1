import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiTracksResponse } from '#shared/api-types.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';

describe('GET /api/tracks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the spec shape: data.categories, each with its tracks', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tracks' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json<ApiTracksResponse>();
    expect(body.success).toBe(true);
    const cats = body.data.categories;
    expect(cats.map((c) => c.name)).toEqual(['Study & Focus', 'Chill & Relax', 'Coffee & Jazz', 'Sleep & Calm']);
    for (const c of cats) {
      expect(c).toMatchObject({
        id: expect.any(String),
        description: expect.any(String),
        icon: expect.any(String),
        folder: expect.stringMatching(/^[a-z0-9-]+$/),
      });
      expect(c.tracks.length).toBeGreaterThanOrEqual(3);
      for (const tr of c.tracks) {
        expect(tr).toMatchObject({
          id: expect.any(String),
          title: expect.any(String),
          artist: expect.any(String),
          category: c.folder,
          categoryId: c.id,
        });
        expect(tr.url).toMatch(/^\/media\/audio\/.+\.mp3$/);
        expect(tr.cover).toMatch(/^\/media\/covers\/.+\.webp$/);
        expect(tr.duration).toBeGreaterThanOrEqual(60);
        expect(tr.licence).toBe('CC0-1.0');
      }
    }
  });

  it('every url and cover it lists is served', async () => {
    const body = (await t.app.inject({ url: '/api/tracks' })).json<ApiTracksResponse>();
    for (const tr of body.data.categories.flatMap((c) => c.tracks)) {
      const audio = await t.app.inject({ method: 'HEAD', url: tr.url });
      expect(audio.statusCode, tr.url).toBe(200);
      expect(audio.headers['content-type']).toBe('audio/mpeg');
      const cover = await t.app.inject({ method: 'HEAD', url: tr.cover.replace('.webp', '-400.webp') });
      expect(cover.statusCode).toBe(200);
      expect(cover.headers['content-type']).toBe('image/webp');
    }
  });

  it('sends an ETag and answers 304 when the client has the current version', async () => {
    const first = await t.app.inject({ url: '/api/tracks' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ url: '/api/tracks', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const weak = await t.app.inject({ url: '/api/tracks', headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(weak.statusCode).toBe(304);
    const stale = await t.app.inject({ url: '/api/tracks', headers: { 'if-none-match': '"stale"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const plain = await t.app.inject({ url: '/api/tracks' });
    const br = await t.app.inject({ url: '/api/tracks', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gz = await t.app.inject({ url: '/api/tracks', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const refused = await t.app.inject({ url: '/api/tracks', headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('a change to the catalogue gives a new ETag once the cache is invalidated', async () => {
    const before = (await t.app.inject({ url: '/api/tracks' })).headers.etag;
    await t.db.sql`update tracks set title = 'Renamed' where id = (select min(id) from tracks)`;
    t.app.catalogueCache.invalidate();
    const after = await t.app.inject({ url: '/api/tracks' });
    expect(after.headers.etag).not.toBe(before);
    expect(after.body).toContain('"Renamed"');
  });
});

describe('POST /api/tracks/:id/play', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts a play for an existing track', async () => {
    const [{ id }] = await t.db.sql<{ id: string }[]>`select id from tracks order by id limit 1`;
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'POST', url: `/api/tracks/${id}/play` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    }
    const [{ play_count }] = await t.db.sql<{ play_count: string }[]>`select play_count from tracks where id = ${id}`;
    expect(Number(play_count)).toBe(3);
  });

  it('answers 404 for an unknown track and 400 for a malformed id', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/tracks/999999/play' })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: '/api/tracks/abc/play' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: 'Invalid request data' });
  });

  it('is rate-limited per client', async () => {
    const [{ id }] = await t.db.sql<{ id: string }[]>`select id from tracks order by id limit 1`;
    let limited = 0;
    for (let i = 0; i < 125; i++) {
      const res = await t.app.inject({ method: 'POST', url: `/api/tracks/${id}/play`, remoteAddress: '10.1.2.3' });
      if (res.statusCode === 429) limited++;
    }
    expect(limited).toBeGreaterThan(0);
  });
});
