// The proof for the upload routes (issue 12): generated multipart bodies (odd fields, NULs, broken and lying audio,
// broken images, odd file names, cut-off bodies, wrong boundaries) sent to every upload route through the real app and
// PostgreSQL. No answer may be a 5xx; after every case no temporary file is left, every row's files exist, every
// stored file is named by a row, and rows appear only with a success that names them. Run size: MULTIPART_FUZZ_RUNS.
import fs from 'node:fs/promises';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COVER_BASE } from '#shared/catalogue.ts';
import { coverFileNames, mediaPaths } from '../../src/media/storage.ts';
import { TEMP_PREFIX } from '../../src/media/files.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { loginAsAdmin, testMp3, testOggVorbis, testPng, testWav } from '../helpers/admin.ts';

const RUNS = Number(process.env.MULTIPART_FUZZ_RUNS ?? 400);

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

const TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'İ'.repeat(100),
  'x'.repeat(201),
  '\ud800',
  '𝄞🎵',
  '../../etc/passwd',
  "'; drop table tracks; --",
  'coffee-jazz',
  'sleep-calm',
  'no-such-category',
  '1',
  '999999999999999999',
  '/media/covers/default.webp',
  '/media/covers/../x.webp',
  'Title',
];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TEXT) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
);
const fieldName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('title', 'artist', 'category', 'categoryId', 'licence', 'source') },
  { weight: 1, arbitrary: fc.constantFrom('coverUrl', 'x', '', 'title\u0000', '__proto__') },
);
const fileName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('a.mp3', 'Night Walk.wav', 'x.ogg', 'cover.png') },
  { weight: 1, arbitrary: fc.constantFrom('', '../../x.mp3', 'a\u0000b.mp3', 'é'.repeat(300), '.tmp-x-upload') },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

describe('fuzz: multipart bodies on every upload route', () => {
  let t: TestApp;
  let cookie: string;
  let trackIds: string[];
  const media = () => mediaPaths(t.dataDir);

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginAsAdmin(t.app, t.db.sql, 'multipart-fuzzer');
    trackIds = (await t.db.sql<{ id: string }[]>`select id from tracks`).map((r) => r.id);
  });
  afterAll(() => t.close());

  /** The invariants between rows and files; returns the number of track rows. */
  const checkStore = async (label: string): Promise<number> => {
    const audio = await fs.readdir(media().audio);
    const covers = new Set(await fs.readdir(media().covers));
    expect(
      [...audio, ...covers].filter((f) => f.startsWith(TEMP_PREFIX)),
      `${label}: temporary files`,
    ).toEqual([]);
    const rows = await t.db.sql<{ audio_file: string; cover_file: string | null }[]>`
      select audio_file, cover_file from tracks`;
    expect(
      rows.filter((r) => !audio.includes(r.audio_file)),
      `${label}: rows without audio`,
    ).toEqual([]);
    expect(
      rows.filter((r) => r.cover_file && !coverFileNames(r.cover_file).every((f) => covers.has(f))),
      `${label}: rows without their cover files`,
    ).toEqual([]);
    const named = new Set(rows.map((r) => r.audio_file));
    expect(
      audio.filter((f) => !named.has(f)),
      `${label}: audio files no row names`,
    ).toEqual([]);
    const keep = new Set([
      ...coverFileNames(DEFAULT_COVER_BASE),
      ...rows.flatMap((r) => (r.cover_file ? coverFileNames(r.cover_file) : [])),
    ]);
    expect(
      [...covers].filter((f) => !keep.has(f)),
      `${label}: cover files no row names`,
    ).toEqual([]);
    return rows.length;
  };

  it(
    `answers no generated upload with a 5xx and never leaves a row without files or a file without a row (${RUNS} cases)`,
    async () => {
      const seeds = {
        mp3: testMp3(),
        wav: testWav(1, 8000),
        ogg: testOggVorbis(2),
        png: await testPng(48, 32),
      };
      const good = fc.constantFrom(seeds.mp3, seeds.wav, seeds.ogg);
      /** Audio: good, cut off, with bytes of its header changed, or anything. */
      const audioBytes = fc.oneof(
        { weight: 3, arbitrary: good },
        { weight: 2, arbitrary: fc.tuple(good, fc.nat({ max: 200 })).map(([b, n]) => b.subarray(0, n)) },
        {
          weight: 3,
          arbitrary: fc
            .tuple(good, fc.array(fc.tuple(fc.nat({ max: 63 }), fc.integer({ min: 0, max: 255 })), { minLength: 1 }))
            .map(([b, edits]) => {
              const copy = Buffer.from(b);
              for (const [i, v] of edits) copy[i] = v;
              return copy;
            }),
        },
        { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)) },
      );
      const imageBytes = fc.oneof(
        { weight: 2, arbitrary: fc.constant(seeds.png) },
        { weight: 1, arbitrary: fc.nat({ max: seeds.png.length }).map((n) => seeds.png.subarray(0, n)) },
        { weight: 1, arbitrary: fc.uint8Array({ maxLength: 100 }).map((a) => Buffer.from(a)) },
      );
      const filePart = (names: string[], bytes: fc.Arbitrary<Buffer>) =>
        fc.record({
          name: fc.constantFrom(...names),
          filename: fileName,
          type: fc.constantFrom('audio/mpeg', 'image/png', 'application/octet-stream'),
          data: bytes,
        });
      const part: fc.Arbitrary<Part> = fc.oneof(
        { weight: 3, arbitrary: fc.record({ name: fieldName, value: text }) },
        { weight: 5, arbitrary: filePart(['audioFile', 'audio', 'audioFiles', 'audioFiles[]'], audioBytes) },
        { weight: 1, arbitrary: filePart(['cover', 'coverFile', 'other'], imageBytes) },
      );
      /** Mostly a form of the right shape first (so bodies get past the field checks), then anything. */
      const wellFormedStart = fc.oneof(
        { weight: 1, arbitrary: fc.constant<Part[]>([]) },
        {
          weight: 3,
          arbitrary: fc.constant<Part[]>([
            { name: 'title', value: 'Fuzzed' },
            { name: 'artist', value: 'Fuzzer' },
            { name: 'category', value: 'coffee-jazz' },
          ]),
        },
      );
      const route = fc.oneof(
        fc.constantFrom(
          { method: 'POST' as const, url: '/api/admin/music/upload' },
          { method: 'POST' as const, url: '/api/admin/bulk-upload' },
          { method: 'POST' as const, url: '/api/admin/music/bulk-upload' },
        ),
        fc
          .oneof(fc.constantFrom(...trackIds), fc.constantFrom('99999999'))
          .map((id) => ({ method: 'PUT' as const, url: `/api/admin/tracks/${id}` })),
      );
      /** How the body is framed: whole, cut off, with another boundary in the header, or none. */
      const framing = fc.oneof(
        { weight: 6, arbitrary: fc.constant({ kind: 'whole' as const }) },
        { weight: 2, arbitrary: fc.nat({ max: 4000 }).map((cut) => ({ kind: 'cut' as const, cut })) },
        {
          weight: 1,
          arbitrary: fc.constantFrom({ kind: 'wrong-boundary' as const }, { kind: 'no-boundary' as const }),
        },
      );

      const statuses = new Map<number, number>();
      let rows = await checkStore('start');
      let n = 0;
      await fc.assert(
        fc.asyncProperty(
          route,
          wellFormedStart,
          fc.array(part, { maxLength: 4 }),
          framing,
          async (target, start, parts, frame) => {
            const label = `case ${++n}: ${target.method} ${target.url}`;
            const boundary = `fuzz${n}x`;
            let body = encode([...start, ...parts], boundary);
            if (frame.kind === 'cut') body = body.subarray(0, Math.max(0, body.length - frame.cut));
            const contentType =
              frame.kind === 'no-boundary'
                ? 'multipart/form-data'
                : `multipart/form-data; boundary=${frame.kind === 'wrong-boundary' ? 'other' : boundary}`;
            const res = await t.app.inject({
              method: target.method,
              url: target.url,
              payload: body,
              headers: { 'content-type': contentType, cookie },
            });
            expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(500);
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            const after = await checkStore(label);
            const answer = res.json<{ track?: unknown; uploaded?: number }>();
            const stored =
              res.statusCode === 201 ? (answer.uploaded ?? (answer.track && target.method === 'POST' ? 1 : 0)) : 0;
            expect(after - rows, `${label}: rows added (answer ${res.statusCode} ${res.body.slice(0, 200)})`).toBe(
              stored,
            );
            rows = after;
          },
        ),
        { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
      );
      // The generator reaches every outcome: stored (201), edited (200), refused (400, 404, 413...).
      console.log(`[multipart fuzz] ${n} requests, answers by status:`, Object.fromEntries([...statuses].sort()));
      for (const status of [200, 201, 400]) expect(statuses.get(status), `answers ${status}`).toBeGreaterThan(0);
    },
    60_000 + RUNS * 150,
  );
});

/** A multipart/form-data body, written by hand so that names and file names can hold anything. */
function encode(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition =
      'filename' in p
        ? `form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}`
        : `form-data; name="${p.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`, 'utf8'));
    chunks.push('filename' in p ? p.data : Buffer.from(p.value, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
