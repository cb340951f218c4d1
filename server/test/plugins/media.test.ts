import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiTracksResponse } from '#shared/api-types.ts';
import { mediaPaths } from '../../src/media/storage.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

describe('media files', () => {
  let t: TestApp;
  let url: string;
  let size: number;
  beforeAll(async () => {
    t = await createTestApp();
    const body = (await t.app.inject({ url: '/api/tracks' })).json<ApiTracksResponse>();
    url = body.data.categories[0].tracks[0].url;
    size = (await fs.stat(path.join(mediaPaths(t.dataDir).audio, path.basename(url)))).size;
  });
  afterAll(() => t.close());

  it('serves audio whole, with a long-lived cache and byte ranges advertised', async () => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(res.rawPayload.length).toBe(size);
  });

  it('answers a Range request with 206 and exactly those bytes', async () => {
    const whole = (await t.app.inject({ url })).rawPayload;
    const res = await t.app.inject({ url, headers: { range: 'bytes=1000-1999' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 1000-1999/${size}`);
    expect(res.rawPayload.equals(whole.subarray(1000, 2000))).toBe(true);
    const tail = await t.app.inject({ url, headers: { range: 'bytes=-500' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.subarray(size - 500))).toBe(true);
  });

  it('answers 416 for a range past the end of the file', async () => {
    const res = await t.app.inject({ url, headers: { range: `bytes=${size + 10}-${size + 20}` } });
    expect(res.statusCode).toBe(416);
  });

  it('serves the bell at /audio/bell.mp3, HEAD included', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/audio/bell.mp3' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('audio/mpeg');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(5000);
  });

  it('serves nothing outside the audio and cover folders', async () => {
    await fs.writeFile(path.join(t.dataDir, 'pg-credentials.json'), '{"secret":true}');
    for (const u of [
      '/media/../pg-credentials.json',
      '/media/%2e%2e/pg-credentials.json',
      '/media/bell.mp3',
      '/audio/other.mp3',
      '/media/audio/missing.mp3',
    ]) {
      const res = await t.app.inject({ url: u });
      expect(res.statusCode, u).toBe(404);
      expect(res.body).not.toContain('secret');
    }
  });
});
