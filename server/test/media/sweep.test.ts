import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mediaPaths, ensureMediaDirs, coverFileNames, type MediaPaths } from '../../src/media/storage.ts';
import { describeSweep, quarantineDir, sweepMedia } from '../../src/media/sweep.ts';
import { makeTempDir } from '../helpers/app.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Issue 12 item 12: the start-up sweep quarantines instead of deleting, spares young files, and refuses a mass move. */
describe('the start-up media sweep', () => {
  let dataDir: string;
  let media: MediaPaths;
  /** The sweep's clock, two hours after the files below were written. */
  const later = () => Date.now() + 2 * HOUR;

  beforeEach(async () => {
    dataDir = await makeTempDir('pomolo-sweep-');
    media = mediaPaths(dataDir);
    await ensureMediaDirs(media);
  });
  afterEach(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** A library of `n` tracks (audio and every cover size), all named by rows. */
  async function library(n: number): Promise<{ audio: Set<string>; coverBases: Set<string> }> {
    const audio = new Set<string>();
    const coverBases = new Set<string>();
    for (let i = 0; i < n; i++) {
      await fs.writeFile(path.join(media.audio, `track-${i}.mp3`), 'mp3');
      audio.add(`track-${i}.mp3`);
      for (const f of coverFileNames(`cover-${i}`)) await fs.writeFile(path.join(media.covers, f), 'webp');
      coverBases.add(`cover-${i}`);
    }
    return { audio, coverBases };
  }

  it('moves files no row names to DATA_DIR/quarantine/<time>/, deletes partial files, keeps the rest', async () => {
    const referenced = await library(4);
    await fs.writeFile(path.join(media.audio, 'orphan.mp3'), 'orphan audio');
    await fs.writeFile(path.join(media.covers, 'orphan-400.webp'), 'orphan cover');
    await fs.writeFile(path.join(media.audio, '.tmp-abc-upload.mp3'), 'half');
    const r = await sweepMedia(media, referenced, { now: later() });
    expect(r.refused).toBeUndefined();
    expect(r.quarantined.sort()).toEqual(['audio/orphan.mp3', 'covers/orphan-400.webp']);
    expect(r.deletedPartial).toEqual(['audio/.tmp-abc-upload.mp3']);
    expect(path.dirname(r.batch!)).toBe(path.join(dataDir, 'quarantine'));
    expect(await fs.readFile(path.join(r.batch!, 'audio', 'orphan.mp3'), 'utf8')).toBe('orphan audio');
    expect(await fs.readFile(path.join(r.batch!, 'covers', 'orphan-400.webp'), 'utf8')).toBe('orphan cover');
    expect((await fs.readdir(media.audio)).sort()).toEqual([...referenced.audio].sort());
    expect(existsSync(path.join(media.audio, '.tmp-abc-upload.mp3'))).toBe(false);
    // What it did is logged, file by file.
    const lines = describeSweep(r, dataDir).join('\n');
    expect(lines).toContain('moved 2 file(s) no track names to');
    expect(lines).toContain('audio/orphan.mp3');
    expect(lines).toContain('deleted 1 partial file(s) of interrupted writes: audio/.tmp-abc-upload.mp3');
  });

  it('never touches files younger than an hour, partial ones included', async () => {
    const referenced = await library(4);
    await fs.writeFile(path.join(media.audio, 'uploading-now.mp3'), 'new');
    await fs.writeFile(path.join(media.audio, '.tmp-def-upload.mp3'), 'in progress');
    const r = await sweepMedia(media, referenced, { now: Date.now() + 59 * 60 * 1000 });
    expect(r.quarantined).toEqual([]);
    expect(r.deletedPartial).toEqual([]);
    expect(r.tooYoung.sort()).toEqual(['audio/.tmp-def-upload.mp3', 'audio/uploading-now.mp3']);
    expect(existsSync(path.join(media.audio, 'uploading-now.mp3'))).toBe(true);
    expect(existsSync(path.join(media.audio, '.tmp-def-upload.mp3'))).toBe(true);
  });

  it('refuses to move anything when most files look unreferenced (an empty or restored database)', async () => {
    await library(6);
    // The database names only one track of the six.
    const r = await sweepMedia(
      media,
      { audio: new Set(['track-0.mp3']), coverBases: new Set(['cover-0']) },
      { now: later() },
    );
    expect(r.refused).toBe('25 of 30 media files are not named by any track');
    expect(r.quarantined).toEqual([]);
    expect(existsSync(quarantineDir(media))).toBe(false);
    expect(await fs.readdir(media.audio)).toHaveLength(6);
    expect(describeSweep(r, dataDir)[0]).toMatch(/^Media sweep refused: 25 of 30 media files .* Nothing was moved/);
  });

  it('refuses when the caller says why (the catalogue was empty before this start)', async () => {
    const referenced = await library(4);
    await fs.writeFile(path.join(media.audio, 'old-upload.mp3'), 'x');
    const r = await sweepMedia(media, referenced, {
      now: later(),
      refuse: 'the catalogue was empty before this start',
    });
    expect(r.refused).toBe('the catalogue was empty before this start');
    expect(existsSync(path.join(media.audio, 'old-upload.mp3'))).toBe(true);
  });

  it('purges quarantine batches older than 7 days and keeps younger ones', async () => {
    const referenced = await library(2);
    const q = quarantineDir(media);
    const old = new Date(Date.now() - 8 * DAY).toISOString().replace(/[:.]/g, '-');
    const recent = new Date(Date.now() - 6 * DAY).toISOString().replace(/[:.]/g, '-');
    for (const b of [old, recent]) {
      await fs.mkdir(path.join(q, b, 'audio'), { recursive: true });
      await fs.writeFile(path.join(q, b, 'audio', 'x.mp3'), 'x');
    }
    const r = await sweepMedia(media, referenced);
    expect(r.purged).toEqual([old]);
    expect(await fs.readdir(q)).toEqual([recent]);
    expect(describeSweep(r, dataDir)).toEqual([`Media sweep: purged quarantine batches older than 7 days: ${old}`]);
  });
});
