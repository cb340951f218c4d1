// The one multipart reader, through the real upload routes: NUL characters and malformed bodies are 400s (not 500s),
// and whatever is refused, no temporary file and no row is left.
import fs from 'node:fs/promises';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_REFUSED, REST_OF_UPLOAD } from '#shared/admin-api.ts';
import { mediaPaths } from '../../src/media/storage.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { loginAsAdmin, multipart, testMp3, testPng, type Part } from '../helpers/admin.ts';

describe('multipart uploads: bad input', () => {
  let t: TestApp;
  let cookie: string;
  let trackId: string;
  let before: string[];
  let rowsBefore: number;
  const media = () => mediaPaths(t.dataDir);
  const listMedia = async () => [...(await fs.readdir(media().audio)), ...(await fs.readdir(media().covers))].sort();
  const rows = async () => (await t.db.sql<{ n: number }[]>`select count(*)::int as n from tracks`)[0].n;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginAsAdmin(t.app, t.db.sql);
    [{ id: trackId }] = await t.db.sql<{ id: string }[]>`select id from tracks order by id limit 1`;
    before = await listMedia();
    rowsBefore = await rows();
  });
  afterAll(() => t.close());

  const send = (url: string, payload: Buffer | string, contentType: string, method: 'POST' | 'PUT' = 'POST') =>
    t.app.inject({ method, url, payload, headers: { 'content-type': contentType, cookie } });
  const sendParts = async (parts: Part[], url = '/api/admin/music/upload', method: 'POST' | 'PUT' = 'POST') => {
    const { payload, headers } = await multipart(parts);
    return send(url, payload, headers['content-type'], method);
  };
  const expectNothingLeft = async () => {
    expect(await listMedia()).toEqual(before);
    expect(await rows()).toBe(rowsBefore);
  };

  it('refuses a NUL in any text field with 400 INVALID_REQUEST, even after a file was saved', async () => {
    for (const [name, value] of [
      ['title', 'a\u0000b'],
      ['artist', '\u0000'],
      ['categoryId', '1\u0000'],
      ['licence', 'x\u0000'],
    ]) {
      const res = await sendParts([
        ['title', 'T'],
        ['artist', 'A'],
        ['category', 'coffee-jazz'],
        ['audioFile', testMp3(), 'a.mp3'],
        ['cover', await testPng(), 'c.png'],
        [name, value], // after the files: they are on disk when the NUL arrives
      ]);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'INVALID_REQUEST', message: NUL_REFUSED });
    }
    await expectNothingLeft();
  });

  it('refuses a NUL in the fields of a bulk upload and of an edit (multipart and JSON)', async () => {
    const bulk = await sendParts(
      [
        ['category', 'coffee-jazz'],
        ['artist', 'Bulk\u0000'],
        ['audioFiles', testMp3(), 'one.mp3'],
      ],
      '/api/admin/bulk-upload',
    );
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().message).toBe(NUL_REFUSED);
    const editParts = await sendParts(
      [
        ['title', 'T\u0000'],
        ['artist', 'A'],
        ['cover', await testPng(), 'c.png'],
      ],
      `/api/admin/tracks/${trackId}`,
      'PUT',
    );
    expect(editParts.statusCode).toBe(400);
    const editJson = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/tracks/${trackId}`,
      headers: { cookie },
      payload: { title: 'T', artist: 'A\u0000' },
    });
    // (A JSON body may be refused before the route by a general input guard, with its own message.)
    expect(editJson.statusCode).toBe(400);
    expect(editJson.json()).toMatchObject({ success: false, code: 'INVALID_REQUEST' });
    await expectNothingLeft();
  });

  it('refuses a NUL in a file name (bulk titles come from file names)', async () => {
    const boundary = 'nulboundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\ncoffee-jazz\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="artist"\r\n\r\nA\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="audioFiles"; filename="a\u0000b.mp3"\r\n` +
          `Content-Type: audio/mpeg\r\n\r\n`,
        'latin1',
      ),
      testMp3(),
      Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1'),
    ]);
    const res = await send('/api/admin/bulk-upload', body, `multipart/form-data; boundary=${boundary}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('INVALID_REQUEST');
    await expectNothingLeft();
  });

  it('answers 400, not 500, to a body cut off inside a file, and removes the partial file', async () => {
    const { payload, headers } = await multipart([
      ['title', 'T'],
      ['artist', 'A'],
      ['category', 'coffee-jazz'],
      ['audioFile', testMp3(), 'a.mp3'],
    ]);
    const res = await send(
      '/api/admin/music/upload',
      payload.subarray(0, payload.length - 2000),
      headers['content-type'],
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('INVALID_REQUEST');
    await expectNothingLeft();
  });

  it('answers 4xx, not 500, to malformed multipart bodies', async () => {
    const cases: [string, string][] = [
      ['garbage', 'multipart/form-data; boundary=x'],
      ['--x\r\nno headers at all', 'multipart/form-data; boundary=x'],
      ['--x\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--x--\r\n', 'multipart/form-data; boundary=x'],
      ['--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nT', 'multipart/form-data; boundary=x'],
      ['anything', 'multipart/form-data'],
      ['{"title":"T"}', 'application/json'],
    ];
    for (const [body, type] of cases) {
      for (const url of ['/api/admin/music/upload', '/api/admin/bulk-upload']) {
        const res = await send(url, body, type);
        expect(res.statusCode, `${url} ${JSON.stringify(body)} ${type}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${JSON.stringify(body)} ${type}: ${res.body}`).toBeLessThan(500);
      }
    }
    await expectNothingLeft();
  });

  it('removes the partial file when the client hangs up in the middle of a file', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { payload, headers } = await multipart([
      ['title', 'T'],
      ['artist', 'A'],
      ['category', 'coffee-jazz'],
      ['audioFile', Buffer.alloc(4 * 1024 * 1024, 1), 'big.wav'],
    ]);
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    socket.write(
      `POST /api/admin/music/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n` +
        `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload.subarray(0, 1024 * 1024));
    const temps = async () => (await fs.readdir(media().audio)).filter((f) => f.startsWith('.tmp-'));
    // Wait for the server to start writing the file, then hang up.
    while ((await temps()).length === 0) await new Promise((r) => setTimeout(r, 20));
    socket.destroy();
    while ((await temps()).length > 0) await new Promise((r) => setTimeout(r, 20));
    await expectNothingLeft();
  });

  it.each([
    ['a NUL in a later field', 'title', 'late\u0000field', NUL_REFUSED],
    [
      'a __proto__ field name (refused by the parser)',
      '__proto__',
      'x',
      'prototype property is not allowed as field name',
    ],
  ])('keeps the files a bulk upload stored before %s, and says so', async (_case, name, value, reason) => {
    const res = await sendParts(
      [
        ['category', 'coffee-jazz'],
        ['artist', 'Bulk'],
        ['audioFiles', testMp3(), 'Kept One.mp3'],
        [name, value],
        ['audioFiles', testMp3(), 'never-read.mp3'],
      ],
      '/api/admin/bulk-upload',
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    // The parser may refuse the part at once or only at the end: either way every stored file is listed, then why
    // the upload stopped.
    const stored = body.results.filter((r: { success: boolean }) => r.success);
    expect(body.results[0]).toMatchObject({ file: 'Kept One.mp3', message: 'Uploaded' });
    expect(body.results.at(-1)).toEqual({ file: REST_OF_UPLOAD, success: false, message: reason });
    expect(body).toMatchObject({ success: true, uploaded: stored.length, total: stored.length + 1 });
    expect((await listMedia()).filter((f) => !before.includes(f)).sort()).toEqual(
      stored.map((r: { track: { filename: string } }) => r.track.filename).sort(),
    );
    expect(await rows()).toBe(rowsBefore + stored.length);
    // This test stored a track on purpose: it is the new baseline for any test after it.
    before = await listMedia();
    rowsBefore = await rows();
  });
});
