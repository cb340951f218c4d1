import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiTracksResponse } from '#shared/api-types.ts';
import { mediaPaths } from '../../../src/media/storage.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAsAdmin, multipart, testMp3, testOggVorbis, testPng, testWav, type Part } from '../../helpers/admin.ts';

describe('admin music API', () => {
  let t: TestApp;
  let cookie: string;
  let categoryId: string;
  const media = () => mediaPaths(t.dataDir);
  const listMedia = async () => [...(await fs.readdir(media().audio)), ...(await fs.readdir(media().covers))].sort();

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginAsAdmin(t.app, t.db.sql);
    [{ id: categoryId }] = await t.db.sql<{ id: string }[]>`select id from categories where slug = 'coffee-jazz'`;
  });
  afterAll(() => t.close());

  const upload = async (parts: Part[], url = '/api/admin/music/upload', method: 'POST' | 'PUT' = 'POST') => {
    const { payload, headers } = await multipart(parts);
    return t.app.inject({ method, url, payload, headers: { ...headers, cookie } });
  };

  it('answers 401 on every admin route without a session', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/admin/music-library'],
      ['GET', '/api/admin/tracks?page=1&limit=25'],
      ['GET', '/api/admin/stats'],
      ['POST', '/api/admin/music/upload'],
      ['POST', '/api/admin/music/bulk-upload'],
      ['POST', '/api/admin/bulk-upload'],
      ['POST', '/api/admin/categories'],
      ['PUT', '/api/admin/tracks/1'],
      ['DELETE', '/api/admin/tracks/1'],
      ['GET', '/api/admin/contact-messages'],
      ['GET', '/api/recommendations/admin/list'],
      ['PATCH', '/api/recommendations/admin/1/status'],
      ['DELETE', '/api/recommendations/admin/1'],
    ];
    for (const [method, url] of routes) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      const forged = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { cookie: 'pomolo_admin=forged-token' },
      });
      expect(forged.statusCode, `${method} ${url} forged`).toBe(401);
    }
  });

  it('refuses a cross-site state change even with a valid session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      payload: { name: 'Evil', slug: 'evil' },
      headers: { cookie, origin: 'https://attacker.example', host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.db.sql`select 1 from categories where slug = 'evil'`).length).toBe(0);
  });

  it('uploads a track with a cover: files stored under final names, webp variants, real duration, listed and served', async () => {
    const res = await upload([
      ['title', 'Late Night Study'],
      ['artist', 'Test Artist'],
      ['categoryId', categoryId],
      ['audioFile', testMp3(), 'whatever.bin', 'application/octet-stream'],
      ['cover', await testPng(), 'cover.png', 'image/png'],
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { track, message } = res.json();
    expect(message).toBe('Track uploaded successfully!');
    expect(track).toMatchObject({
      title: 'Late Night Study',
      artist: 'Test Artist',
      categoryId,
      audioMime: 'audio/mpeg',
    });
    expect(track.duration).toBeGreaterThan(2.9);
    expect(track.duration).toBeLessThan(3.2);
    const base = path.basename(track.cover, '.webp');
    for (const [suffix, width] of [
      ['', 1200],
      ['-400', 400],
      ['-800', 800],
      ['-1200', 1200],
    ] as const) {
      const meta = await sharp(path.join(media().covers, `${base}${suffix}.webp`)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
    }
    expect((await listMedia()).some((f) => f.startsWith('.tmp-'))).toBe(false);
    const catalogue = (await t.app.inject({ url: '/api/tracks' })).json<ApiTracksResponse>();
    const listed = catalogue.data.categories.flatMap((c) => c.tracks).find((x) => x.id === track.id);
    expect(listed).toMatchObject({ title: 'Late Night Study', url: track.url, cover: track.cover });
    // No source typed: the public credit names no account (issue 25).
    expect(listed!.source).toBe("Uploaded by the site's admin");
    expect(JSON.stringify(catalogue)).not.toContain('admin-tester');
    const audio = await t.app.inject({ url: track.url, headers: { range: 'bytes=0-99' } });
    expect(audio.statusCode).toBe(206);
  });

  it('recognises WAV and OGG by their bytes and reads their duration', async () => {
    const wav = await upload([
      ['title', 'Tone'],
      ['artist', 'Lab'],
      ['categoryId', categoryId],
      ['audioFile', testWav(2.5), 'tone.mp3'],
    ]);
    expect(wav.statusCode, wav.body).toBe(201);
    expect(wav.json().track).toMatchObject({ audioMime: 'audio/wav', duration: 2.5 });
    expect(wav.json().track.url).toMatch(/\.wav$/);
    const ogg = await upload([
      ['title', 'Ogg'],
      ['artist', 'Lab'],
      ['category', 'coffee-jazz'],
      ['audioFile', testOggVorbis(7), 'x.ogg'],
    ]);
    expect(ogg.statusCode, ogg.body).toBe(201);
    expect(ogg.json().track).toMatchObject({ audioMime: 'audio/ogg', duration: 7 });
  });

  it('refuses a renamed non-audio file and leaves nothing behind', async () => {
    const before = await listMedia();
    const res = await upload([
      ['title', 'Fake'],
      ['artist', 'Nobody'],
      ['categoryId', categoryId],
      ['audioFile', Buffer.from('this is a text file, not audio\n'.repeat(100)), 'song.mp3', 'audio/mpeg'],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'The file is not MP3, WAV or OGG audio',
      code: 'INVALID_REQUEST',
    });
    expect(await listMedia()).toEqual(before);
    expect((await t.db.sql`select 1 from tracks where title = 'Fake'`).length).toBe(0);
  });

  it('asks for every required field', async () => {
    for (const parts of [
      [
        ['artist', 'A'],
        ['categoryId', categoryId],
        ['audioFile', testMp3(), 'a.mp3'],
      ],
      [
        ['title', 'T'],
        ['categoryId', categoryId],
        ['audioFile', testMp3(), 'a.mp3'],
      ],
      [
        ['title', 'T'],
        ['artist', 'A'],
        ['audioFile', testMp3(), 'a.mp3'],
      ],
      [
        ['title', 'T'],
        ['artist', 'A'],
        ['categoryId', categoryId],
      ],
    ] as Part[][]) {
      const res = await upload(parts);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please fill in all required fields');
    }
    const unknownCategory = await upload([
      ['title', 'T'],
      ['artist', 'A'],
      ['categoryId', '999999'],
      ['audioFile', testMp3(), 'a.mp3'],
    ]);
    expect(unknownCategory.statusCode).toBe(400);
  });

  it('answers 413 over the limits: cover 5 MB, audio 50 MB', async () => {
    const before = await listMedia();
    const bigCover = await upload([
      ['title', 'T'],
      ['artist', 'A'],
      ['categoryId', categoryId],
      ['audioFile', testMp3(), 'a.mp3'],
      ['cover', Buffer.alloc(5 * 1024 * 1024 + 1), 'c.png', 'image/png'],
    ]);
    expect(bigCover.statusCode).toBe(413);
    expect(bigCover.json().message).toBe('File too large. Please use a smaller image (max 5MB)');
    const bigAudio = await upload([
      ['title', 'T'],
      ['artist', 'A'],
      ['categoryId', categoryId],
      ['audioFile', Buffer.alloc(50 * 1024 * 1024 + 10), 'a.mp3'],
    ]);
    expect(bigAudio.statusCode).toBe(413);
    expect(bigAudio.json().message).toBe('File too large. Audio files can be at most 50MB');
    expect(await listMedia()).toEqual(before);
  });

  it('refuses a cover that is not an image', async () => {
    const before = await listMedia();
    const res = await upload([
      ['title', 'T'],
      ['artist', 'A'],
      ['categoryId', categoryId],
      ['audioFile', testMp3(), 'a.mp3'],
      ['cover', Buffer.from('not an image'), 'c.png', 'image/png'],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a valid image file');
    expect(await listMedia()).toEqual(before);
  });

  it('leaves no orphan file when the database insert fails', async () => {
    const before = await listMedia();
    await t.db.sql.unsafe(`
      create function fail_insert() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$;
      create trigger fail_insert before insert on tracks for each row execute function fail_insert();`);
    try {
      const res = await upload([
        ['title', 'Doomed'],
        ['artist', 'A'],
        ['categoryId', categoryId],
        ['audioFile', testMp3(), 'a.mp3'],
        ['cover', await testPng(), 'c.png', 'image/png'],
      ]);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, message: 'Server error', code: 'SERVER_ERROR' });
    } finally {
      await t.db.sql.unsafe('drop trigger fail_insert on tracks; drop function fail_insert();');
    }
    expect(await listMedia()).toEqual(before);
  });

  it('bulk-uploads with per-file results and titles from file names', async () => {
    for (const url of ['/api/admin/music/bulk-upload', '/api/admin/bulk-upload']) {
      const res = await upload(
        [
          ['categoryId', categoryId],
          ['artist', 'Bulk Artist'],
          ['audioFiles', testMp3(), 'Morning_Brew.mp3'],
          ['audioFiles', Buffer.from('nope'.repeat(100)), 'notes.txt'],
          ['audioFiles', testWav(1), 'Evening Tone.wav'],
        ],
        url,
      );
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        uploaded: 2,
        total: 3,
        message: 'Successfully uploaded 2 out of 3 tracks!',
      });
      expect(body.results.map((r: { file: string; success: boolean }) => [r.file, r.success])).toEqual([
        ['Morning_Brew.mp3', true],
        ['notes.txt', false],
        ['Evening Tone.wav', true],
      ]);
      expect(body.results[0].track).toMatchObject({ title: 'Morning Brew', artist: 'Bulk Artist' });
      const [{ source }] = await t.db.sql<{ source: string }[]>`
        select source from tracks where id = ${body.results[0].track.id}`;
      expect(source).toBe("Uploaded by the site's admin");
      expect(body.results[1].message).toBe('The file is not MP3, WAV or OGG audio');
    }
    const all = await upload(
      [
        ['categoryId', categoryId],
        ['artist', 'B'],
        ['audioFiles', testMp3(), 'one.mp3'],
        ['audioFiles', testMp3(), 'two.mp3'],
      ],
      '/api/admin/bulk-upload',
    );
    expect(all.json().message).toBe('Successfully uploaded 2 tracks!');
    const missing = await upload([['audioFiles', testMp3(), 'one.mp3']], '/api/admin/bulk-upload');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please fill in all required fields');
  });

  it('lists tracks 25 a page with the total, searching title/artist and filtering by category on the server', async () => {
    const page1 = await t.app.inject({ url: '/api/admin/tracks?page=1&limit=25', headers: { cookie } });
    const b1 = page1.json();
    const [{ n }] = await t.db.sql<{ n: number }[]>`select count(*)::int as n from tracks`;
    expect(b1).toMatchObject({ success: true, total: n, page: 1, limit: 25, totalPages: Math.ceil(n / 25) });
    expect(b1.data.length).toBe(Math.min(25, n));
    const page2 = (await t.app.inject({ url: '/api/admin/tracks?page=2&limit=5', headers: { cookie } })).json();
    expect(page2.data.length).toBe(5);
    expect(page2.data[0].id).not.toBe(b1.data[0].id);
    const search = (await t.app.inject({ url: '/api/admin/tracks?q=BULK%20artist', headers: { cookie } })).json();
    expect(search.total).toBe(4);
    expect(search.data.every((x: { artist: string }) => x.artist === 'Bulk Artist')).toBe(true);
    const byTitle = (await t.app.inject({ url: '/api/admin/tracks?q=espresso', headers: { cookie } })).json();
    expect(byTitle.data.map((x: { title: string }) => x.title)).toEqual(['Espresso Steps']);
    const filtered = (await t.app.inject({ url: '/api/admin/tracks?category=sleep-calm', headers: { cookie } })).json();
    const [{ sleep }] = await t.db.sql<{ sleep: number }[]>`
      select count(*)::int as sleep from tracks t join categories c on c.id = t.category_id where c.slug = 'sleep-calm'`;
    expect(sleep).toBeGreaterThanOrEqual(4);
    expect(filtered.total).toBe(sleep);
    const wildcard = (await t.app.inject({ url: '/api/admin/tracks?q=%25', headers: { cookie } })).json();
    expect(wildcard.total).toBe(0);
    expect((await t.app.inject({ url: '/api/admin/tracks?page=0', headers: { cookie } })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/admin/tracks?limit=1000', headers: { cookie } })).statusCode).toBe(400);
  });

  it('creates categories with the spec slug rule, unique', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { cookie },
      payload: { name: 'Rainy Days', slug: 'Rainy Days!', description: 'Rain', icon: '🌧️' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Category created successfully!',
      category: { folder: 'rainy-days-', icon: '🌧️' },
    });
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { cookie },
      payload: { name: 'Again', slug: 'RAINY DAYS!' },
    });
    expect(dup.statusCode).toBe(409);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { cookie },
      payload: { name: ' ', slug: 'x' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Category name and folder are required!');
    const icon = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { cookie },
      payload: { name: 'Plain', slug: 'plain' },
    });
    expect(icon.json().category.icon).toBe('🎵');
    const lib = (await t.app.inject({ url: '/api/tracks' })).json<ApiTracksResponse>();
    expect(lib.data.categories.map((c) => c.folder)).toContain('rainy-days-');
  });

  it('updates a track by JSON and by multipart with a new cover, removing the old cover files', async () => {
    const created = (
      await upload([
        ['title', 'Before'],
        ['artist', 'A'],
        ['categoryId', categoryId],
        ['audioFile', testMp3(), 'a.mp3'],
        ['cover', await testPng(), 'c.png'],
      ])
    ).json().track;
    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/tracks/${created.id}`,
      headers: { cookie },
      payload: { title: 'After', artist: 'B', category: 'sleep-calm' },
    });
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json()).toMatchObject({
      success: true,
      message: 'Track updated successfully!',
      track: { title: 'After', artist: 'B', category: 'sleep-calm', cover: created.cover },
    });
    const oldBase = path.basename(created.cover, '.webp');
    const withCover = await upload(
      [
        ['title', 'After'],
        ['artist', 'B'],
        ['cover', await testPng(300, 300), 'new.png'],
      ],
      `/api/admin/tracks/${created.id}`,
      'PUT',
    );
    expect(withCover.statusCode, withCover.body).toBe(200);
    const newCover = withCover.json().track.cover;
    expect(newCover).not.toBe(created.cover);
    expect((await fs.readdir(media().covers)).filter((f) => f.startsWith(oldBase))).toEqual([]);
    expect((await t.app.inject({ url: newCover.replace('.webp', '-800.webp') })).statusCode).toBe(200);
    const blank = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/tracks/${created.id}`,
      headers: { cookie },
      payload: { title: '', artist: 'B' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Title and artist are required');
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/tracks/999999',
      headers: { cookie },
      payload: { title: 'x', artist: 'y' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Track not found');
    const bigCover = await upload(
      [
        ['title', 'After'],
        ['artist', 'B'],
        ['cover', Buffer.alloc(6 * 1024 * 1024), 'big.png'],
      ],
      `/api/admin/tracks/${created.id}`,
      'PUT',
    );
    expect(bigCover.statusCode).toBe(413);
    expect(bigCover.json().message).toBe('File too large. Please use a smaller image (max 5MB)');
    const badType = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/tracks/${created.id}`,
      headers: { cookie },
      payload: { title: 5, artist: 'B' },
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toBe('Invalid request data');
  });

  it('deletes a track with its files', async () => {
    const created = (
      await upload([
        ['title', 'Short-lived'],
        ['artist', 'A'],
        ['categoryId', categoryId],
        ['audioFile', testMp3(), 'a.mp3'],
        ['cover', await testPng(), 'c.png'],
      ])
    ).json().track;
    const base = path.basename(created.cover, '.webp');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/tracks/${created.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Track deleted successfully!' });
    const files = await listMedia();
    expect(files.some((f) => f === created.filename || f.startsWith(base))).toBe(false);
    expect((await t.app.inject({ url: created.url })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/tracks/${created.id}`, headers: { cookie } }))
        .statusCode,
    ).toBe(404);
  });

  it('reports real stats: counts, tracks added in the last 7 days, counted plays', async () => {
    await t.db.sql`update tracks set created_at = now() - interval '30 days' where source like 'Pomolo procedural%'`;
    const [{ id }] = await t.db.sql<{ id: string }[]>`select id from tracks order by id limit 1`;
    await t.app.inject({ method: 'POST', url: `/api/tracks/${id}/play` });
    await t.app.inject({ method: 'POST', url: `/api/tracks/${id}/play` });
    const stats = (await t.app.inject({ url: '/api/admin/stats', headers: { cookie } })).json().stats;
    const [db] = await t.db.sql<{ tracks: number; categories: number; recent: number }[]>`
      select (select count(*)::int from tracks) as tracks, (select count(*)::int from categories) as categories,
             (select count(*)::int from tracks where source not like 'Pomolo procedural%') as recent`;
    expect(stats).toEqual({
      totalTracks: db.tracks,
      totalCategories: db.categories,
      recentUploads: db.recent,
      totalPlays: 2,
    });
  });

  it('serves the whole library to the admin', async () => {
    const res = await t.app.inject({ url: '/api/admin/music-library', headers: { cookie } });
    expect(res.json()).toMatchObject({ success: true, categories: expect.any(Array) });
    expect(res.json().categories.length).toBeGreaterThanOrEqual(4);
  });
});
