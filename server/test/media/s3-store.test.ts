// The S3 media store against an S3-compatible emulator (s3rver, a stand-in for AWS S3, R2 or MinIO) and a real
// database: the seed fills the bucket, an upload lands under its final key with no staging object left, the app
// serves it with Range requests, a delete removes it, and the start-up sweep tidies staging and orphan objects.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadMediaConfig, type S3MediaConfig } from '../../src/config.ts';
import { S3MediaStore } from '../../src/media/store/s3-store.ts';
import { sweepStore } from '../../src/media/sweep.ts';
import { referencedMedia } from '../../src/repositories/catalogue-repository.ts';
import { prepareCatalogue } from '../../src/seed.ts';
import { loginAsAdmin, multipart, testPng, testWav } from '../helpers/admin.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { makeTempDir } from '../helpers/app.ts';
import { startS3Emulator, type S3Emulator } from '../helpers/s3-emulator.ts';

const HOUR = 60 * 60 * 1000;

async function keys(store: S3MediaStore, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for await (const o of store.list(prefix)) out.push(o.key);
  return out.sort();
}

async function readAll(store: S3MediaStore, key: string): Promise<Buffer> {
  const body = await store.get(key);
  if (!body) throw new Error(`no object ${key}`);
  const chunks: Buffer[] = [];
  for await (const c of body.body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

describe('S3 media store', () => {
  let s3: S3Emulator;
  let db: TestDatabase;
  let store: S3MediaStore;
  let dataDir: string;
  let distDir: string;
  let app: FastifyInstance;
  let cookie: string;
  let categoryId: string;

  beforeAll(async () => {
    s3 = await startS3Emulator();
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' });
    const { media } = loadMediaConfig(s3.env('pomolo/media'));
    store = new S3MediaStore(media as S3MediaConfig);
    db = await createTestDatabase();
    dataDir = await makeTempDir();
    distDir = await makeTempDir('pomolo-dist-');
    await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><html><body></body></html>');
    await prepareCatalogue(db.sql, { dataDir, catalogueCacheDir: inject('catalogueCacheDir'), store });
    app = await buildApp({ sql: db.sql, dataDir, distDir, mediaStore: store });
    cookie = await loginAsAdmin(app, db.sql);
    const tracks = (await app.inject('/api/tracks')).json<{ data: { categories: { id: string }[] } }>();
    categoryId = tracks.data.categories[0].id;
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await s3?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(distDir, { recursive: true, force: true });
  });

  it('seeds the generated catalogue into the bucket under S3_PREFIX, nothing in the local media folder', async () => {
    const refs = await referencedMedia(db.sql);
    const audio = await keys(store, 'audio/');
    expect(audio).toEqual([...refs.audio].map((f) => `audio/${f}`).sort());
    expect(audio.length).toBeGreaterThanOrEqual(12);
    expect(await keys(store, 'covers/')).toContain('covers/default.webp');
    // The objects are under the prefix in the bucket itself.
    const raw = await fs.readdir(path.join(s3.dir, s3.bucket, 'pomolo', 'media', 'audio'));
    expect(raw.some((f) => f.endsWith('._S3rver_object'))).toBe(true);
    expect(await fs.readdir(path.join(dataDir, 'media', 'audio'))).toEqual([]);
    await expect(store.ping()).resolves.toBeUndefined();
  });

  it('stores an upload (multipart, 12 MB) under its final key, serves it with Range, and a delete removes it', async () => {
    const wav = testWav(70);
    expect(wav.length).toBeGreaterThan(10 * 1024 * 1024); // more than two 5 MB parts
    const form = await multipart([
      ['title', 'Bucket Song'],
      ['artist', 'S3 Test'],
      ['categoryId', categoryId],
      ['audioFile', wav, 'bucket.wav', 'audio/wav'],
      ['cover', await testPng(), 'cover.png', 'image/png'],
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/music/upload',
      headers: { ...form.headers, cookie },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const track = res.json<{ track: { id: string; url: string; cover: string; filename: string } }>().track;
    const key = `audio/${track.filename}`;
    expect(await store.head(key)).toMatchObject({ size: wav.length });
    expect((await readAll(store, key)).equals(wav)).toBe(true);
    const coverBase = path.basename(track.cover, '.webp');
    for (const f of [`${coverBase}.webp`, `${coverBase}-400.webp`, `${coverBase}-800.webp`, `${coverBase}-1200.webp`])
      expect(await store.head(`covers/${f}`)).toBeDefined();
    // Nothing waits in staging, and no temporary file stays on local disk.
    expect(await keys(store, 'staging/')).toEqual([]);
    expect(await fs.readdir(path.join(dataDir, 'media', 'audio'))).toEqual([]);

    // Served through the app: whole, ranged, suffix-ranged, and out of range.
    const whole = await app.inject({ url: track.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(wav)).toBe(true);
    const ranged = await app.inject({ url: track.url, headers: { range: 'bytes=1000-1999' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 1000-1999/${wav.length}`);
    expect(ranged.rawPayload.equals(wav.subarray(1000, 2000))).toBe(true);
    const suffix = await app.inject({ url: track.url, headers: { range: 'bytes=-10' } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(wav.subarray(wav.length - 10))).toBe(true);
    const beyond = await app.inject({ url: track.url, headers: { range: `bytes=${wav.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${wav.length}`);
    const head = await app.inject({ method: 'HEAD', url: track.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(wav.length));
    const cover = await app.inject({ url: track.cover });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
    expect((await app.inject({ url: '/media/audio/missing-00000000.mp3' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/media/audio/..%2Fsecret.mp3' })).statusCode).toBe(404);

    const del = await app.inject({ method: 'DELETE', url: `/api/admin/tracks/${track.id}`, headers: { cookie } });
    expect(del.statusCode).toBe(200);
    expect(await store.head(key)).toBeUndefined();
    expect(await store.head(`covers/${coverBase}.webp`)).toBeUndefined();
    expect((await app.inject({ url: track.url })).statusCode).toBe(404);
  });

  it('keeps no object when the upload is refused (not audio)', async () => {
    const before = await keys(store);
    const form = await multipart([
      ['title', 'Not Audio'],
      ['artist', 'S3 Test'],
      ['categoryId', categoryId],
      ['audioFile', Buffer.alloc(4096, 1), 'noise.mp3', 'audio/mpeg'],
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/music/upload',
      headers: { ...form.headers, cookie },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(await keys(store)).toEqual(before);
  });

  it('sweeps the bucket: old staging objects deleted, orphans quarantined then purged, young objects left', async () => {
    const refs = await referencedMedia(db.sql);
    await store.put('staging/0123456789abcdef-old.mp3', Buffer.from('partial'));
    await store.put('audio/orphan-00000000.mp3', Buffer.from('no row names me'));
    const now = Date.now();
    const young = await sweepStore(store, refs, { now });
    expect(young.tooYoung.sort()).toEqual(['audio/orphan-00000000.mp3', 'staging/0123456789abcdef-old.mp3']);
    expect(young.quarantined).toEqual([]);

    const later = await sweepStore(store, refs, { now: now + 2 * HOUR });
    expect(later.deletedPartial).toEqual(['staging/0123456789abcdef-old.mp3']);
    expect(later.quarantined).toEqual(['audio/orphan-00000000.mp3']);
    expect(await keys(store, 'staging/')).toEqual([]);
    expect(await store.head('audio/orphan-00000000.mp3')).toBeUndefined();
    const quarantined = await keys(store, 'quarantine/');
    expect(quarantined).toHaveLength(1);
    expect(quarantined[0]).toMatch(/^quarantine\/\d{4}-.*Z\/audio\/orphan-00000000\.mp3$/);
    // Every track's objects are still there.
    for (const f of refs.audio) expect(await store.head(`audio/${f}`)).toBeDefined();

    const purged = await sweepStore(store, refs, { now: now + 8 * 24 * HOUR });
    expect(purged.purged).toHaveLength(1);
    expect(await keys(store, 'quarantine/')).toEqual([]);
  });

  it('refuses to quarantine when most objects look unreferenced (the wrong database)', async () => {
    const result = await sweepStore(store, { audio: new Set(), coverBases: new Set() }, { now: Date.now() + 2 * HOUR });
    expect(result.refused).toMatch(/media objects are not named by any track/);
    expect(result.quarantined).toEqual([]);
    expect((await keys(store, 'audio/')).length).toBeGreaterThanOrEqual(12);
  });

  it('with MEDIA_PUBLIC_URL: the catalogue points at the CDN, /media/ redirects there, CSP allows it', async () => {
    const cdn = await buildApp({
      sql: db.sql,
      dataDir,
      distDir,
      mediaStore: new S3MediaStore(store.config),
      mediaPublicUrl: 'https://cdn.pomolo.example/media',
    });
    try {
      const res = await cdn.inject('/api/tracks');
      const t = res.json<{ data: { categories: { tracks: { url: string; cover: string; filename: string }[] }[] } }>()
        .data.categories[0].tracks[0];
      expect(t.url).toBe(`https://cdn.pomolo.example/media/audio/${t.filename}`);
      expect(t.cover).toMatch(/^https:\/\/cdn\.pomolo\.example\/media\/covers\/[a-z0-9-]+\.webp$/);
      const redirect = await cdn.inject(`/media/audio/${t.filename}`);
      expect(redirect.statusCode).toBe(301);
      expect(redirect.headers.location).toBe(t.url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("media-src 'self' blob: https://cdn.pomolo.example");
      expect(csp).toContain("img-src 'self' data: blob: https://cdn.pomolo.example");
    } finally {
      await cdn.close();
    }
  });
});
