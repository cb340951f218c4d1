// `npm run media:copy -- --to s3|local`: copies a media library between DATA_DIR/media and the bucket. Idempotent (an
// object of the same size under the same name is already there: every stored name is unique and never rewritten),
// verified (each copy is read back and its SHA-256 compared with the source's), with a line per file.
import crypto from 'node:crypto';
import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaStore, StoredObject } from './store/media-store.ts';

/** The folders of a library; staging and quarantine are not part of it. */
export const LIBRARY_PREFIXES = ['audio/', 'covers/'] as const;

export interface CopyOptions {
  log?: (line: string) => void;
  /** Also hash objects that are already there with the right size, and copy again those that differ. */
  verify?: boolean;
}

export interface CopyResult {
  copied: string[];
  skipped: string[];
  failed: { key: string; reason: string }[];
  bytes: number;
}

async function sha256(store: MediaStore, key: string): Promise<string> {
  const body = await store.get(key);
  if (!body) throw new Error(`${key} is not there`);
  const hash = crypto.createHash('sha256');
  for await (const chunk of body.body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Copies one object, hashing it on the way; resolves to the source's SHA-256. */
async function copyOne(from: MediaStore, to: MediaStore, key: string): Promise<string> {
  const body = await from.get(key);
  if (!body) throw new Error(`${key} vanished from the source`);
  const hash = crypto.createHash('sha256');
  const tap = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      hash.update(chunk);
      cb(null, chunk);
    },
  });
  const out = new PassThrough();
  await Promise.all([pipeline(body.body, tap, out), to.put(key, out, { contentType: body.contentType })]);
  return hash.digest('hex');
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

export async function copyMedia(from: MediaStore, to: MediaStore, opts: CopyOptions = {}): Promise<CopyResult> {
  const log = opts.log ?? (() => {});
  const objects: StoredObject[] = [];
  for (const prefix of LIBRARY_PREFIXES) for await (const o of from.list(prefix)) objects.push(o);
  // Local temporary files of interrupted writes are no part of the library.
  const library = objects.filter((o) => !o.key.split('/').pop()!.startsWith('.'));
  const total = library.reduce((n, o) => n + o.size, 0);
  log(`Copying ${library.length} files (${mb(total)}) from ${from.description} to ${to.description}`);
  const result: CopyResult = { copied: [], skipped: [], failed: [], bytes: 0 };
  let i = 0;
  for (const o of library) {
    const step = `[${++i}/${library.length}] ${o.key}`;
    try {
      const there = await to.head(o.key);
      if (there?.size === o.size && (!opts.verify || (await sha256(from, o.key)) === (await sha256(to, o.key)))) {
        result.skipped.push(o.key);
        log(`${step}: already there`);
        continue;
      }
      const source = await copyOne(from, to, o.key);
      const copy = await sha256(to, o.key);
      if (copy !== source) throw new Error(`the copy's SHA-256 ${copy} differs from the source's ${source}`);
      result.copied.push(o.key);
      result.bytes += o.size;
      log(`${step}: copied ${mb(o.size)}, SHA-256 verified`);
    } catch (err) {
      result.failed.push({ key: o.key, reason: (err as Error).message });
      log(`${step}: FAILED: ${(err as Error).message}`);
    }
  }
  log(
    `Done: ${result.copied.length} copied (${mb(result.bytes)}), ${result.skipped.length} already there, ${result.failed.length} failed.`,
  );
  return result;
}
