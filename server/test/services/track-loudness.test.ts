import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiTrack, ApiTracksResponse } from '#shared/api-types.ts';
import type { AdminTrack } from '#shared/admin-api.ts';
import { loudnessGainDb } from '#shared/loudness.ts';
import { buildApp } from '../../src/app.ts';
import { encodeMp3 } from '../../src/media/mp3.ts';
import { measureLoudness } from '../../src/media/loudness.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { loginAsAdmin, multipart, testOggVorbis, type Part } from '../helpers/admin.ts';
import { pcmWav } from '../helpers/audio-fixtures.ts';

/** A tone with a slow swell, so that the meter's gating has something to do. */
function tone(frequency: number, dbfs: number, seconds: number, rate: number): Float32Array {
  const a = 10 ** (dbfs / 20);
  const out = new Float32Array(Math.round(seconds * rate));
  for (let i = 0; i < out.length; i++) {
    const swell = 0.6 + 0.4 * Math.sin((2 * Math.PI * 0.5 * i) / rate);
    out[i] = a * swell * Math.sin((2 * Math.PI * frequency * i) / rate);
  }
  return out;
}

/** What the meter reads from 16-bit samples (what the WAV really holds). */
const as16bit = (x: Float32Array) => x.map((v) => Math.max(-32768, Math.min(32767, Math.round(v * 32768))) / 32768);

describe('track loudness: uploads are measured, /api/tracks carries gainDb', () => {
  let t: TestApp;
  let cookie: string;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginAsAdmin(t.app, t.db.sql);
    [{ id: categoryId }] = await t.db.sql<{ id: string }[]>`select id from categories where slug = 'chill-relax'`;
    // The seeded catalogue counts as measured here (its generator measures it); the backfill test below unsets two.
    await t.db.sql`update tracks set loudness_measured_at = now() where loudness_measured_at is null`;
  });
  afterAll(() => t.close());

  const upload = async (title: string, file: Buffer, name: string, extra: Part[] = []) => {
    const { payload, headers } = await multipart([
      ['title', title],
      ['artist', 'Meter Test'],
      ['categoryId', categoryId],
      ...extra,
      ['audioFile', file, name],
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/music/upload',
      payload,
      headers: { ...headers, cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ track: AdminTrack }>().track;
  };
  const publicTrack = async (id: string): Promise<ApiTrack> => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tracks' });
    const body = res.json<ApiTracksResponse>();
    const found = body.data.categories.flatMap((c) => c.tracks).find((x) => x.id === id);
    if (!found) throw new Error(`track ${id} not in /api/tracks`);
    return found;
  };
  const adminTrack = async (id: string): Promise<AdminTrack> => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/tracks?page=1&limit=100', headers: { cookie } });
    const found = res.json<{ data: AdminTrack[] }>().data.find((x) => x.id === id);
    if (!found) throw new Error(`track ${id} not in the admin list`);
    return found;
  };

  it('measures an uploaded WAV in the background; the admin list and /api/tracks then show it', async () => {
    const rate = 44100;
    const left = tone(1000, -8, 6, rate);
    const right = tone(500, -10, 6, rate);
    const expected = measureLoudness([as16bit(left), as16bit(right)], rate);
    const track = await upload('Loud Wave', pcmWav([left, right], rate), 'loud.wav', [
      ['source', 'CC BY 4.0, recorded by Meter Test'],
    ]);
    await t.app.trackLoudness.idle();

    const [row] = await t.db.sql<{ integrated_lufs: string; true_peak_dbtp: string; loudness_measured_at: Date }[]>`
      select integrated_lufs, true_peak_dbtp, loudness_measured_at from tracks where id = ${track.id}`;
    expect(row.loudness_measured_at).toBeInstanceOf(Date);
    expect(Number(row.integrated_lufs)).toBeCloseTo(expected.integratedLufs, 1);
    expect(Number(row.true_peak_dbtp)).toBeCloseTo(expected.truePeakDbtp, 1);

    const admin = await adminTrack(track.id);
    expect(admin.integratedLufs).toBe(Number(row.integrated_lufs));
    expect(admin.truePeakDbtp).toBe(Number(row.true_peak_dbtp));
    expect(admin.source).toBe('CC BY 4.0, recorded by Meter Test');
    expect(admin.howMade).toBe('');

    const pub = await publicTrack(track.id);
    // Louder than -16 LUFS: turned down, to -16 LUFS or further if the true peak asks for it.
    expect(pub.gainDb).toBe(loudnessGainDb(admin.integratedLufs, admin.truePeakDbtp));
    expect(pub.gainDb).toBeLessThan(0);
    expect(admin.truePeakDbtp! + pub.gainDb).toBeLessThanOrEqual(-1 + 0.01);
    expect(admin.integratedLufs! + pub.gainDb).toBeLessThanOrEqual(-16 + 0.01);
    expect(pub.source).toBe('CC BY 4.0, recorded by Meter Test');
    expect(pub.howMade).toBe('');
  });

  it('reads an MP3 as the meter reads its PCM (decoded by mpg123), and a quiet one gets a boost', async () => {
    const rate = 44100;
    const left = tone(440, -26, 8, rate);
    const right = tone(660, -26, 8, rate);
    const expected = measureLoudness([left, right], rate);
    // At 320 kbps the encoder keeps the level (lamejs at 128 kbps plays back 0.45 dB quieter: the meter reads
    // what the file holds, which is right, but not what this test compares with).
    // (Promise.resolve: the encoder is synchronous on main and asynchronous once the wasm encoder lands.)
    const mp3 = await Promise.resolve(encodeMp3({ sampleRate: rate, left, right }, 320));
    const track = await upload('Quiet Mp3', mp3, 'quiet.mp3');
    await t.app.trackLoudness.idle();
    const admin = await adminTrack(track.id);
    expect(Math.abs(admin.integratedLufs! - expected.integratedLufs)).toBeLessThan(0.3);
    expect(Math.abs(admin.truePeakDbtp! - expected.truePeakDbtp)).toBeLessThan(0.5);
    const pub = await publicTrack(track.id);
    expect(pub.gainDb).toBeGreaterThan(5);
    expect(pub.gainDb).toBe(loudnessGainDb(admin.integratedLufs, admin.truePeakDbtp));
  });

  it('measures a mono file as it plays: from both speakers (as two identical channels)', async () => {
    const rate = 48000;
    const mono = tone(1000, -12, 5, rate);
    const track = await upload('Mono Wave', pcmWav([mono], rate), 'mono.wav');
    await t.app.trackLoudness.idle();
    const admin = await adminTrack(track.id);
    const asStereo = measureLoudness([as16bit(mono), as16bit(mono)], rate).integratedLufs;
    expect(admin.integratedLufs).toBeCloseTo(asStereo, 1);
    expect(admin.integratedLufs! - measureLoudness([as16bit(mono)], rate).integratedLufs).toBeCloseTo(3, 0);
  });

  it('stores an undecodable file as measured with no loudness; it plays with gain 0', async () => {
    const track = await upload('Broken Ogg', testOggVorbis(10), 'broken.ogg');
    await t.app.trackLoudness.idle();
    const [row] = await t.db.sql<{ integrated_lufs: string | null; loudness_measured_at: Date | null }[]>`
      select integrated_lufs, loudness_measured_at from tracks where id = ${track.id}`;
    expect(row.loudness_measured_at).toBeInstanceOf(Date);
    expect(row.integrated_lufs).toBeNull();
    expect((await adminTrack(track.id)).integratedLufs).toBeNull();
    expect((await publicTrack(track.id)).gainDb).toBe(0);
  });

  it('measures a replaced audio file again, and an edit can change the credit', async () => {
    const rate = 44100;
    const track = await upload('Replaced', pcmWav([tone(800, -30, 4, rate)], rate), 'first.wav');
    await t.app.trackLoudness.idle();
    const before = await adminTrack(track.id);
    const { payload, headers } = await multipart([
      ['title', 'Replaced'],
      ['artist', 'Meter Test'],
      ['source', 'Public domain, from the uploader'],
      ['audioFile', pcmWav([tone(800, -10, 4, rate)], rate), 'second.wav'],
    ]);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/tracks/${track.id}`,
      payload,
      headers: { ...headers, cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.trackLoudness.idle();
    const after = await adminTrack(track.id);
    expect(after.integratedLufs! - before.integratedLufs!).toBeCloseTo(20, 0);
    expect(after.source).toBe('Public domain, from the uploader');
    expect((await publicTrack(track.id)).gainDb).toBe(loudnessGainDb(after.integratedLufs, after.truePeakDbtp));
  });

  it('backfills at start: tracks without a measurement are measured in the background, the catalogue ETag changes', async () => {
    // Two seeded tracks as a database from before migration 043 would have them.
    const two = await t.db.sql<{ id: string }[]>`
      update tracks set integrated_lufs = null, true_peak_dbtp = null, loudness_measured_at = null
      where id in (select id from tracks where how_made <> '' order by id limit 2) returning id`;
    expect(two).toHaveLength(2);
    const app = await buildApp({ sql: t.db.sql, dataDir: t.dataDir, distDir: t.distDir, loudnessBackfill: true });
    try {
      const etagBefore = (await app.inject({ method: 'GET', url: '/api/tracks' })).headers.etag;
      await app.ready();
      await app.trackLoudness.idle();
      expect(app.trackLoudness.measured).toBe(2);
      const rows = await t.db.sql<{ integrated_lufs: string | null; true_peak_dbtp: string | null }[]>`
        select integrated_lufs, true_peak_dbtp from tracks where id in ${t.db.sql(two.map((r) => r.id))}`;
      for (const r of rows) {
        // The generated catalogue is mastered loud and near full scale: a real reading, well inside these bounds.
        expect(Number(r.integrated_lufs)).toBeGreaterThan(-40);
        expect(Number(r.integrated_lufs)).toBeLessThan(0);
        expect(Number(r.true_peak_dbtp)).toBeLessThan(3);
      }
      const after = await app.inject({ method: 'GET', url: '/api/tracks' });
      expect(after.headers.etag).not.toBe(etagBefore);
      const gains = after
        .json<ApiTracksResponse>()
        .data.categories.flatMap((c) => c.tracks)
        .filter((x) => two.some((r) => r.id === x.id))
        .map((x) => x.gainDb);
      expect(gains).toHaveLength(2);
      for (const g of gains) expect(g).not.toBe(0);
    } finally {
      await app.close();
    }
  });
});
