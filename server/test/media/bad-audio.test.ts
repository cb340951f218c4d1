// Issue 12 item 14: audio whose header is cut off or lies about its length is refused with a 400 and a clear message,
// nothing is stored and no temporary file is left (before, some of these answered 500).
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIO_MAX_SECONDS,
  AUDIO_RATE_TOO_LOW,
  AUDIO_TOO_LONG,
  AUDIO_TOO_SHORT,
  AUDIO_TRUNCATED,
  NOT_AUDIO,
} from '#shared/admin.ts';
import { AudioProbeError, probeAudio } from '../../src/media/audio-probe.ts';
import { mediaPaths } from '../../src/media/storage.ts';
import { createTestApp, makeTempDir, type TestApp } from '../helpers/app.ts';
import { loginAsAdmin, multipart, testMp3, testOggVorbis, testWav, type Part } from '../helpers/admin.ts';

const latin1 = (s: string) => Buffer.from(s, 'latin1');
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};

/** A WAV whose format chunk says `byteRate` bytes a second, with `dataBytes` of (silent) samples. */
function wavWithByteRate(byteRate: number, dataBytes: number): Buffer {
  const wav = Buffer.concat([testWav(0.01).subarray(0, 44), Buffer.alloc(dataBytes)]);
  wav.writeUInt32LE(byteRate, 28);
  wav.writeUInt32LE(dataBytes, 40);
  return wav;
}

/** An Ogg Vorbis stream whose final page claims `granule` samples (48 kHz). */
function oggWithGranule(granule: bigint): Buffer {
  const ogg = testOggVorbis(1);
  ogg.writeBigUInt64LE(granule, ogg.lastIndexOf('OggS') + 6);
  return ogg;
}

/** A one-second (48,000-sample) Ogg Vorbis stream whose identification header claims `rate` samples a second. */
function oggWithRate(rate: number): Buffer {
  const ogg = testOggVorbis(1);
  ogg.writeUInt32LE(rate, 28 + 12); // page header (27) + one segment-table byte, then the header's rate field
  return ogg;
}

/** A 16-bit stereo WAV whose format chunk says `rate` samples a second, with `frames` frames of silence. */
function wavAtRate(rate: number, frames: number): Buffer {
  const wav = Buffer.concat([testWav(0.01).subarray(0, 44), Buffer.alloc(frames * 4)]);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 4, 28);
  wav.writeUInt32LE(frames * 4, 40);
  return wav;
}

const DB_COLUMN_MAX_SECONDS = 9_999_999.999; // numeric(10, 3)

/** [name, bytes, the message the admin gets] */
const BAD_FILES: [string, Buffer, string][] = [
  ['a WAV header cut after "fmt "', latin1('RIFF\x24\x00\x00\x00WAVEfmt '), AUDIO_TRUNCATED],
  [
    'a WAV header cut after the format chunk length',
    Buffer.concat([latin1('RIFF\0\0\0\0WAVEfmt '), u32(16)]),
    AUDIO_TRUNCATED,
  ],
  [
    'a WAV header cut inside the format chunk',
    Buffer.concat([latin1('RIFF\0\0\0\0WAVEfmt '), u32(16), Buffer.alloc(6)]),
    AUDIO_TRUNCATED,
  ],
  ['a WAV with a format chunk and no data chunk', testWav(0.01).subarray(0, 36), AUDIO_TRUNCATED],
  ['a WAV whose byte rate implies 49 hours', wavWithByteRate(1, 176_400), AUDIO_TOO_LONG],
  ['a WAV whose byte rate implies more than the database column holds', wavWithByteRate(1, 10_100_000), AUDIO_TOO_LONG],
  ['an Ogg page header cut short', latin1('OggS\0\x02\0\0\0\0\0\0\0\0'), AUDIO_TRUNCATED],
  [
    'an Ogg first page cut inside its segment table',
    Buffer.concat([testOggVorbis(1).subarray(0, 28)]),
    AUDIO_TRUNCATED,
  ],
  ['an Ogg whose last granule implies 2^62 samples', oggWithGranule(1n << 62n), AUDIO_TOO_LONG],
  ['an Ogg whose last granule is unset (all ones)', oggWithGranule(0xffff_ffff_ffff_ffffn), AUDIO_TOO_LONG],
  ['an Ogg one sample over the limit', oggWithGranule(BigInt(AUDIO_MAX_SECONDS * 48000 + 1)), AUDIO_TOO_LONG],
  ['an Ogg whose sample rate makes it last under half a millisecond', oggWithRate(200_000_000), NOT_AUDIO],
  [
    'an MP3 frame header with nothing after it',
    Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0, 0, 0, 0, 0]),
    NOT_AUDIO,
  ],
  ['an ID3 tag with no audio', Buffer.concat([latin1('ID3\x04\0\0\0\0\0\x0a'), Buffer.alloc(10)]), NOT_AUDIO],
  // Issue 25: a 1 Hz WAV of 250 samples was accepted as a 250-second track.
  ['a 1 Hz WAV of 250 samples', wavAtRate(1, 250), AUDIO_RATE_TOO_LOW],
  ['a WAV at 7,999 Hz', wavAtRate(7999, 7999 * 2), AUDIO_RATE_TOO_LOW],
  ['an Ogg Vorbis at 4 kHz', oggWithRate(4000), AUDIO_RATE_TOO_LOW],
  ['a WAV of 0.9 s', testWav(0.9), AUDIO_TOO_SHORT],
  ['an Ogg of half a second', oggWithGranule(24_000n), AUDIO_TOO_SHORT],
];

describe('audio probe: cut-off and lying headers', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await makeTempDir('pomolo-bad-audio-');
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  const probe = async (bytes: Buffer) => {
    const file = path.join(dir, `f-${Math.random().toString(36).slice(2)}`);
    await fs.writeFile(file, bytes);
    return probeAudio(file);
  };

  it.each(BAD_FILES)('refuses %s with its reason', async (_name, bytes, message) => {
    const err = await probe(bytes).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AudioProbeError);
    expect((err as AudioProbeError).userMessage).toBe(message);
  });

  it('the limit sits below the database column and above any real upload', () => {
    expect(AUDIO_MAX_SECONDS).toBeLessThan(DB_COLUMN_MAX_SECONDS);
    // 50 MB of 8 kbps MP3, the smallest bit rate there is, plays about 14.6 hours.
    expect(AUDIO_MAX_SECONDS).toBeGreaterThan((50 * 1024 * 1024 * 8) / 8000);
  });

  it('still reads good files, and an Ogg exactly at the limit', async () => {
    expect(await probe(testWav(2))).toMatchObject({ kind: 'wav', durationSeconds: 2 });
    expect(await probe(testWav(1, 8000))).toMatchObject({ kind: 'wav', durationSeconds: 1, sampleRate: 8000 });
    expect(await probe(testMp3())).toMatchObject({ kind: 'mp3' });
    expect(await probe(oggWithGranule(BigInt(AUDIO_MAX_SECONDS * 48000)))).toMatchObject({
      kind: 'ogg',
      durationSeconds: AUDIO_MAX_SECONDS,
    });
  });
});

describe('uploads of bad audio', () => {
  let t: TestApp;
  let cookie: string;
  const media = () => mediaPaths(t.dataDir);
  const listMedia = async () => [...(await fs.readdir(media().audio)), ...(await fs.readdir(media().covers))].sort();
  const trackCount = async () => (await t.db.sql<{ n: number }[]>`select count(*)::int as n from tracks`)[0].n;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginAsAdmin(t.app, t.db.sql);
  });
  afterAll(() => t.close());

  const send = async (parts: Part[], url: string, method: 'POST' | 'PUT' = 'POST') => {
    const { payload, headers } = await multipart(parts);
    return t.app.inject({ method, url, payload, headers: { ...headers, cookie } });
  };

  it('answers 400 with the reason to a single upload of each, storing nothing', async () => {
    const before = await listMedia();
    const rows = await trackCount();
    for (const [name, bytes, message] of BAD_FILES) {
      const res = await send(
        [
          ['title', 'Bad'],
          ['artist', 'Prober'],
          ['category', 'coffee-jazz'],
          ['audioFile', bytes, 'bad.wav', 'audio/wav'],
        ],
        '/api/admin/music/upload',
      );
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json(), name).toEqual({ success: false, code: 'INVALID_REQUEST', message });
    }
    expect(await listMedia()).toEqual(before);
    expect(await trackCount()).toBe(rows);
  });

  it('reports each in a bulk upload beside the good files', async () => {
    const before = await listMedia();
    const res = await send(
      [
        ['category', 'coffee-jazz'],
        ['artist', 'Bulk Prober'],
        ['audioFiles', BAD_FILES[0][1], 'cut.wav'],
        ['audioFiles', testWav(1), 'Good One.wav'],
        ['audioFiles', BAD_FILES[4][1], 'long.wav'],
      ],
      '/api/admin/bulk-upload',
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.results.map((r: { message: string }) => r.message)).toEqual([
      AUDIO_TRUNCATED,
      'Uploaded',
      AUDIO_TOO_LONG,
    ]);
    const stored = body.results[1].track;
    expect((await listMedia()).filter((f) => !before.includes(f))).toEqual([stored.filename]);
  });

  it('keeps a track as it was when its replacement audio is bad', async () => {
    const created = await send(
      [
        ['title', 'Replace Me'],
        ['artist', 'A'],
        ['category', 'coffee-jazz'],
        ['audioFile', testWav(1), 'a.wav'],
      ],
      '/api/admin/music/upload',
    );
    const track = created.json().track;
    const before = await listMedia();
    const res = await send(
      [
        ['title', 'Replaced'],
        ['artist', 'A'],
        ['audioFile', wavWithByteRate(1, 176_400), 'long.wav'],
      ],
      `/api/admin/tracks/${track.id}`,
      'PUT',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUDIO_TOO_LONG);
    expect(await listMedia()).toEqual(before);
    const [row] = await t.db.sql<{ title: string; audio_file: string }[]>`
      select title, audio_file from tracks where id = ${track.id}`;
    expect(row).toEqual({ title: 'Replace Me', audio_file: track.filename });
  });
});
