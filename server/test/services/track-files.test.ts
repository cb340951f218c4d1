// The track-files service on a real database and DATA_DIR, with failures injected at each step: whatever fails,
// there is never a row without its files nor a file without its row.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { INVALID_IMAGE, NOT_AUDIO } from '#shared/admin.ts';
import { DEFAULT_COVER_BASE } from '#shared/catalogue.ts';
import { HttpError } from '../../src/http-error.ts';
import { TEMP_PREFIX } from '../../src/media/files.ts';
import type { UploadedFile } from '../../src/media/multipart-upload.ts';
import { mediaPaths, type MediaPaths } from '../../src/media/storage.ts';
import { TrackFiles } from '../../src/services/track-files.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { testMp3, testPng, testWav } from '../helpers/admin.ts';

describe('track-files service', () => {
  let t: TestApp;
  let media: MediaPaths;
  let service: TrackFiles;
  let changes = 0;

  const listMedia = async () => [...(await fs.readdir(media.audio)), ...(await fs.readdir(media.covers))].sort();
  /** The webp files of the cover at `url` among `files`. */
  const coverFiles = (files: string[], url: string) =>
    files.filter((f) => f.startsWith(path.basename(url, '.webp')) && f.endsWith('.webp'));
  const rows = async () => (await t.db.sql<{ n: number }[]>`select count(*)::int as n from tracks`)[0].n;
  /** An upload as the multipart reader leaves it: a temporary file in the target folder. */
  const staged = async (dir: string, bytes: Buffer): Promise<UploadedFile> => {
    const temp = path.join(dir, `${TEMP_PREFIX}${crypto.randomBytes(6).toString('hex')}-upload`);
    await fs.writeFile(temp, bytes);
    return { field: 'audioFile', filename: 'x', temp, bytes: bytes.length };
  };
  const newTrack = async (title: string, withCover = true) => ({
    audio: await staged(media.audio, testMp3()),
    cover: withCover ? await staged(media.covers, await testPng()) : undefined,
    title,
    artist: 'Service Test',
    category: 'coffee-jazz',
    licence: 'CC0',
    source: 'test',
  });
  const failure = (p: Promise<unknown>) =>
    p.then(
      () => {
        throw new Error('expected a failure');
      },
      (e: unknown) => e,
    );
  /** A trigger that raises at COMMIT, after the files have their final names. */
  const failAtCommit = async (event: 'insert' | 'update') => {
    await t.db.sql.unsafe(`
      create or replace function fail_commit() returns trigger language plpgsql as $$
        begin raise exception 'injected commit failure'; end $$;
      create constraint trigger fail_commit after ${event} on tracks deferrable initially deferred
        for each row execute function fail_commit();`);
    return () => t.db.sql.unsafe('drop trigger fail_commit on tracks; drop function fail_commit();');
  };

  beforeAll(async () => {
    t = await createTestApp();
    media = mediaPaths(t.dataDir);
    service = new TrackFiles({ sql: t.db.sql, media, changed: () => changes++ });
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  it('creates a track: row, audio and four cover files under final names, cache invalidated once', async () => {
    const before = await listMedia();
    const changesBefore = changes;
    const input = await newTrack('Created');
    const track = await service.createTrack(input);
    expect(track).toMatchObject({ title: 'Created', category: 'coffee-jazz', audioMime: 'audio/mpeg', licence: 'CC0' });
    const added = (await listMedia()).filter((f) => !before.includes(f));
    const base = path.basename(track.cover, '.webp');
    // The uploaded image is read, not renamed: it stays the multipart reader's to remove.
    expect(added.sort()).toEqual(
      [
        track.filename,
        `${base}.webp`,
        `${base}-400.webp`,
        `${base}-800.webp`,
        `${base}-1200.webp`,
        path.basename(input.cover!.temp),
      ].sort(),
    );
    await expect(fs.stat(input.audio.temp)).rejects.toThrow(); // renamed, not copied
    expect(changes).toBe(changesBefore + 1);
  });

  it('leaves no row and no file when a rename fails half-way through publishing', async () => {
    const before = await listMedia();
    const count = await rows();
    const changesBefore = changes;
    const realRename = fs.rename.bind(fs);
    let calls = 0;
    // The audio gets its final name, then the first cover variant fails.
    vi.spyOn(fs, 'rename').mockImplementation(async (from, to) => {
      if (++calls === 2) throw Object.assign(new Error('injected rename failure'), { code: 'EIO' });
      return realRename(from, to);
    });
    const input = await newTrack('Half Published');
    const err = await failure(service.createTrack(input));
    expect((err as Error).message).toBe('injected rename failure');
    expect(calls).toBe(2);
    vi.restoreAllMocks();
    expect(await rows()).toBe(count);
    // The published audio went back; what is left is the uploaded cover, which the multipart reader removes.
    expect((await listMedia()).filter((f) => !before.includes(f))).toEqual([path.basename(input.cover!.temp)]);
    expect(changes).toBe(changesBefore);
  });

  it('removes the published files when the COMMIT itself fails', async () => {
    const before = await listMedia();
    const count = await rows();
    const restore = await failAtCommit('insert');
    const input = await newTrack('Never Committed');
    try {
      const err = await failure(service.createTrack(input));
      expect(String(err)).toMatch(/injected commit failure/);
    } finally {
      await restore();
    }
    expect(await rows()).toBe(count);
    // Nothing under a final name; the uploaded cover is the multipart reader's to remove.
    expect((await listMedia()).filter((f) => !before.includes(f))).toEqual([path.basename(input.cover!.temp)]);
  });

  it('refuses audio that is not audio and an image that is not an image before touching the database', async () => {
    const count = await rows();
    const notAudio = await newTrack('Not Audio', false);
    await fs.writeFile(notAudio.audio.temp, 'plain text, not audio'.repeat(20));
    expect(await failure(service.createTrack(notAudio))).toMatchObject({ statusCode: 400, message: NOT_AUDIO });
    const before = await listMedia();
    const badCover = await newTrack('Bad Cover');
    await fs.writeFile(badCover.cover!.temp, 'not an image');
    expect(await failure(service.createTrack(badCover))).toMatchObject({ statusCode: 400, message: INVALID_IMAGE });
    // A PNG cut off after its header: it reads as an image until its pixels are decoded.
    const cutCover = await newTrack('Cut Cover');
    await fs.writeFile(cutCover.cover!.temp, (await testPng(48, 32)).subarray(0, 62));
    expect(await failure(service.createTrack(cutCover))).toMatchObject({ statusCode: 400, message: INVALID_IMAGE });
    await fs.rm(cutCover.cover!.temp);
    expect(await rows()).toBe(count);
    // The staged audio went back with the refusal: only the two upload temps of this attempt remain.
    const left = (await listMedia()).filter((f) => !before.includes(f));
    expect(left.sort()).toEqual([path.basename(badCover.cover!.temp)]);
    expect(
      await failure(service.createTrack({ ...(await newTrack('No Such Category')), category: 'nope' })),
    ).toMatchObject({ statusCode: 400, message: 'Category not found' });
  });

  it('replaces audio and cover in one edit: new files in, old files out, row updated', async () => {
    const track = await service.createTrack(await newTrack('Original'));
    const edited = await service.editTrack(track.id, {
      title: 'Edited',
      artist: 'B',
      category: 'sleep-calm',
      coverUrl: '',
      cover: await staged(media.covers, await testPng(300, 300)),
      audio: await staged(media.audio, testWav(2)),
    });
    expect(edited).toMatchObject({ title: 'Edited', category: 'sleep-calm', audioMime: 'audio/wav', duration: 2 });
    const files = await listMedia();
    expect(files).toContain(edited.filename);
    expect(files).not.toContain(track.filename);
    expect(coverFiles(files, track.cover)).toEqual([]);
    expect(coverFiles(files, edited.cover)).toHaveLength(4);
  });

  it('keeps the row and its old files when an edit fails at COMMIT, and drops the new ones', async () => {
    const track = await service.createTrack(await newTrack('Kept'));
    const before = await listMedia();
    const restore = await failAtCommit('update');
    try {
      const err = await failure(
        service.editTrack(track.id, {
          title: 'Lost Edit',
          artist: 'B',
          category: '',
          coverUrl: '',
          cover: await staged(media.covers, await testPng()),
          audio: await staged(media.audio, testWav(1)),
        }),
      );
      expect(String(err)).toMatch(/injected commit failure/);
    } finally {
      await restore();
    }
    const [row] = await t.db.sql<{ title: string; audio_file: string }[]>`
      select title, audio_file from tracks where id = ${track.id}`;
    expect(row).toEqual({ title: 'Kept', audio_file: track.filename });
    const after = await listMedia();
    expect(before.every((f) => after.includes(f))).toBe(true);
    expect(after.filter((f) => !before.includes(f) && !f.startsWith(TEMP_PREFIX))).toEqual([]);
  });

  it('edits to a cover the server has, and to the default cover; refuses any other URL', async () => {
    const a = await service.createTrack(await newTrack('Cover A'));
    const b = await service.createTrack(await newTrack('Cover B'));
    const shared = await service.editTrack(b.id, { title: 'Cover B', artist: 'B', category: '', coverUrl: a.cover });
    expect(shared.cover).toBe(a.cover);
    // B's own cover is named by no track any more: its files are gone. A's are kept (still named by A and B).
    const files = await listMedia();
    expect(coverFiles(files, b.cover)).toEqual([]);
    expect(coverFiles(files, a.cover)).toHaveLength(4);
    const defaultUrl = `/media/covers/${DEFAULT_COVER_BASE}.webp`;
    const toDefault = await service.editTrack(a.id, {
      title: 'Cover A',
      artist: 'B',
      category: '',
      coverUrl: defaultUrl,
    });
    expect(toDefault.cover).toBe(defaultUrl);
    expect(coverFiles(await listMedia(), a.cover)).toHaveLength(4); // still B's
    for (const coverUrl of ['/media/covers/../../etc/passwd.webp', '/media/covers/missing-1234.webp', 'x'])
      expect(await failure(service.editTrack(b.id, { title: 'T', artist: 'A', category: '', coverUrl }))).toMatchObject(
        {
          statusCode: 400,
        },
      );
  });

  it('removes a track with its files; a missing track is a 404', async () => {
    const track = await service.createTrack(await newTrack('Removed'));
    await service.removeTrack(track.id);
    const files = await listMedia();
    expect(files).not.toContain(track.filename);
    expect(coverFiles(files, track.cover)).toEqual([]);
    const err = await failure(service.removeTrack(track.id));
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ statusCode: 404, code: 'TRACK_NOT_FOUND' });
    expect(
      await failure(service.editTrack(track.id, { title: 'T', artist: 'A', category: '', coverUrl: '' })),
    ).toMatchObject({ statusCode: 404 });
  });
});
