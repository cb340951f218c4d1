import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, inject } from 'vitest';
import { prepareCatalogue } from '../src/seed.ts';
import { mediaPaths } from '../src/media/storage.ts';
import { SHIPPED_CATEGORIES, GENERATED_LICENCE } from '#shared/catalogue.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { makeTempDir } from './helpers/app.ts';

describe('catalogue seed', () => {
  let db: TestDatabase;
  let dataDir: string;
  const opts = () => ({ dataDir, catalogueCacheDir: inject('catalogueCacheDir') });

  beforeEach(async () => {
    db = await createTestDatabase();
    dataDir = await makeTempDir();
  });
  afterEach(async () => {
    await db.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('installs the four spec categories with at least three distinct, playable tracks each', async () => {
    const { seeded } = await prepareCatalogue(db.sql, opts());
    expect(seeded).toBeGreaterThanOrEqual(12);
    const cats = await db.sql<{ name: string; n: number }[]>`
      select c.name, count(t.id)::int as n from categories c left join tracks t on t.category_id = c.id
      group by c.id order by c.sort_order`;
    expect(cats.map((c) => c.name)).toEqual(['Study & Focus', 'Chill & Relax', 'Coffee & Jazz', 'Sleep & Calm']);
    expect(cats.map((c) => c.name)).toEqual(SHIPPED_CATEGORIES.map((c) => c.name));
    for (const c of cats) expect(c.n).toBeGreaterThanOrEqual(3);

    const tracks = await db.sql<
      {
        title: string;
        audio_file: string;
        audio_bytes: string;
        cover_file: string;
        duration_seconds: string;
        licence: string;
        source: string;
      }[]
    >`
      select title, audio_file, audio_bytes, cover_file, duration_seconds, licence, source from tracks`;
    const media = mediaPaths(dataDir);
    const hashes = new Set<string>();
    for (const t of tracks) {
      expect(Number(t.duration_seconds)).toBeGreaterThanOrEqual(60);
      expect(t.licence).toBe(GENERATED_LICENCE);
      expect(t.source).toMatch(/generator/i);
      const audio = await fs.readFile(path.join(media.audio, t.audio_file));
      expect(audio.length).toBe(Number(t.audio_bytes));
      // 128 kbps for the stated duration, within a few percent.
      expect(audio.length).toBeGreaterThan(Number(t.duration_seconds) * 16000 * 0.95);
      expect(audio.length).toBeLessThan(Number(t.duration_seconds) * 16000 * 1.05);
      hashes.add(audio.subarray(20000, 40000).toString('base64'));
      for (const suffix of ['', '-400', '-800', '-1200']) {
        await expect(fs.stat(path.join(media.covers, `${t.cover_file}${suffix}.webp`))).resolves.toBeTruthy();
      }
    }
    expect(hashes.size, 'every track is distinct audio').toBe(tracks.length);
    await expect(fs.stat(path.join(media.covers, 'default.webp'))).resolves.toBeTruthy();
    await expect(fs.stat(media.bell)).resolves.toBeTruthy();
  });

  it('is idempotent: a second run inserts nothing and keeps the files', async () => {
    await prepareCatalogue(db.sql, opts());
    const before = await db.sql`select id, audio_file from tracks order by id`;
    const again = await prepareCatalogue(db.sql, opts());
    expect(again.seeded).toBe(0);
    expect(again.removed).toEqual([]);
    expect(await db.sql`select id, audio_file from tracks order by id`).toEqual(before);
  });

  it('recovers from a run killed half-way: partial files are removed, the catalogue is installed whole', async () => {
    const media = mediaPaths(dataDir);
    await fs.mkdir(media.audio, { recursive: true });
    await fs.mkdir(media.covers, { recursive: true });
    // What a kill leaves: a temporary file mid-write, and a complete file whose rows never committed.
    await fs.writeFile(path.join(media.audio, '.tmp-123abc-study-focus-01.mp3'), Buffer.alloc(1000));
    await fs.writeFile(path.join(media.audio, 'orphan-from-killed-upload.mp3'), Buffer.alloc(1000));
    const later = Date.now() + 2 * 60 * 60 * 1000;
    const { seeded, removed, sweep } = await prepareCatalogue(db.sql, { ...opts(), now: later });
    expect(seeded).toBeGreaterThanOrEqual(12);
    expect(removed).toEqual(['audio/.tmp-123abc-study-focus-01.mp3']);
    // The catalogue was empty: unreferenced files may be a restored library, so they are not moved this time.
    expect(sweep.refused).toBe('the catalogue was empty before this start');
    expect(await fs.readdir(media.audio)).toContain('orphan-from-killed-upload.mp3');

    // The next start, with a catalogue, moves the orphan to the quarantine.
    const next = await prepareCatalogue(db.sql, { ...opts(), now: later });
    expect(next.sweep.quarantined).toEqual(['audio/orphan-from-killed-upload.mp3']);
    const files = await fs.readdir(media.audio);
    const rows = await db.sql<{ audio_file: string }[]>`select audio_file from tracks`;
    expect(files.sort()).toEqual(rows.map((r) => r.audio_file).sort());
    await expect(fs.stat(path.join(next.sweep.batch!, 'audio', 'orphan-from-killed-upload.mp3'))).resolves.toBeTruthy();
  });

  it('does not seed over an existing catalogue', async () => {
    await prepareCatalogue(db.sql, opts());
    await db.sql`delete from tracks where id <> (select min(id) from tracks)`;
    const { seeded } = await prepareCatalogue(db.sql, opts());
    expect(seeded).toBe(0);
    expect((await db.sql`select id from tracks`).length).toBe(1);
  });
});
