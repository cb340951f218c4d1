// `npm run media:copy` as the operator runs it (the script, in its own process) between a DATA_DIR and a bucket on the
// S3 emulator: everything copies and verifies, a second run copies nothing, the way back gives identical files, and
// --verify notices an object that differs under the same name and size.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMediaConfig, type S3MediaConfig } from '../../src/config.ts';
import { S3MediaStore } from '../../src/media/store/s3-store.ts';
import { makeTempDir } from '../helpers/app.ts';
import { runScript } from '../helpers/process.ts';
import { startS3Emulator, type S3Emulator } from '../helpers/s3-emulator.ts';

const FILES: Record<string, Buffer> = {
  'audio/one-0a1b2c3d.mp3': crypto.randomBytes(6 * 1024 * 1024 + 17), // two parts of a multipart upload
  'audio/two-1a2b3c4d.wav': crypto.randomBytes(40_000),
  'covers/one-0a1b2c3d.webp': crypto.randomBytes(3000),
  'covers/one-0a1b2c3d-400.webp': crypto.randomBytes(1000),
};

describe('npm run media:copy', () => {
  let s3: S3Emulator;
  let store: S3MediaStore;
  let source: string;
  let back: string;
  const copy = (dataDir: string, ...args: string[]) =>
    runScript('media-copy.ts', args, { ...s3.env('library'), MEDIA_STORE: 'local', DATA_DIR: dataDir });

  beforeAll(async () => {
    s3 = await startS3Emulator();
    store = new S3MediaStore(loadMediaConfig(s3.env('library')).media as S3MediaConfig);
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' });
    source = await makeTempDir();
    back = await makeTempDir();
    for (const [key, data] of Object.entries(FILES)) {
      await fs.mkdir(path.join(source, 'media', path.dirname(key)), { recursive: true });
      await fs.writeFile(path.join(source, 'media', key), data);
    }
    // An interrupted write's temporary file is no part of the library.
    await fs.writeFile(path.join(source, 'media', 'audio', '.tmp-abc-upload'), 'partial');
  });
  afterAll(async () => {
    await store?.close();
    await s3?.stop();
    await fs.rm(source, { recursive: true, force: true });
    await fs.rm(back, { recursive: true, force: true });
  });

  it('copies a local library to the bucket, verified, and a second run copies nothing', async () => {
    const first = await copy(source, '--to', 's3');
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/Copying 4 files/);
    expect(first.output).toMatch(/\[1\/4\] audio\/one-0a1b2c3d\.mp3: copied 6\.0 MB, SHA-256 verified/);
    expect(first.output).toMatch(/Done: 4 copied .*, 0 already there, 0 failed/);
    for (const [key, data] of Object.entries(FILES)) {
      const body = await store.get(key);
      const chunks: Buffer[] = [];
      for await (const c of body!.body) chunks.push(c as Buffer);
      expect(Buffer.concat(chunks).equals(data), key).toBe(true);
    }
    expect(await store.head('audio/.tmp-abc-upload')).toBeUndefined();
    const again = await copy(source, '--to', 's3');
    expect(again.code).toBe(0);
    expect(again.output).toMatch(/Done: 0 copied .*, 4 already there, 0 failed/);
  });

  it('copies the bucket back to an empty DATA_DIR byte for byte', async () => {
    const res = await copy(back, '--to', 'local');
    expect(res.code, res.output).toBe(0);
    expect(res.output).toMatch(/Done: 4 copied/);
    for (const [key, data] of Object.entries(FILES))
      expect((await fs.readFile(path.join(back, 'media', key))).equals(data), key).toBe(true);
  });

  it('--verify copies again an object whose bytes differ under the same size', async () => {
    const key = 'covers/one-0a1b2c3d-400.webp';
    await store.put(key, crypto.randomBytes(FILES[key].length));
    const plain = await copy(source, '--to', 's3');
    expect(plain.output).toMatch(/4 already there/);
    const verified = await copy(source, '--to', 's3', '--verify');
    expect(verified.code).toBe(0);
    expect(verified.output).toMatch(/covers\/one-0a1b2c3d-400\.webp: copied/);
    expect(verified.output).toMatch(/Done: 1 copied .*, 3 already there, 0 failed/);
  });

  it('explains its usage and a missing bucket', async () => {
    const usage = await copy(source, '--to', 'ftp');
    expect(usage.code).toBe(2);
    expect(usage.output).toMatch(/Usage: npm run media:copy -- --to s3\|local/);
    const noBucket = await runScript('media-copy.ts', ['--to', 's3'], { DATA_DIR: source, S3_BUCKET: '' });
    expect(noBucket.code).toBe(2);
    expect(noBucket.output).toMatch(/needs S3_BUCKET/);
  });
});
