// The default media store: files under DATA_DIR/media, as Pomolo always kept them. Writes go to a temporary name
// beside their target and are renamed (files.ts); the start-up sweep (sweep.ts) tidies what a kill leaves.
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { tempNameFor } from '../files.ts';
import type { ByteRange, MediaBody, MediaStore, PutOptions, StagedObject, StoredObject } from './media-store.ts';
import { contentTypeOf } from './media-store.ts';

export class LocalMediaStore implements MediaStore {
  readonly kind = 'local' as const;
  readonly description: string;

  constructor(readonly root: string) {
    this.description = root;
  }

  /** The file behind a key; keys never leave the root. */
  path(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new Error(`media key outside the store: ${key}`);
    return full;
  }

  async put(key: string, body: Readable | Buffer, _opts?: PutOptions): Promise<void> {
    const file = this.path(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = tempNameFor(file);
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(tmp));
      await fs.rename(tmp, file);
    } catch (err) {
      await fs.rm(tmp, { force: true });
      throw err;
    }
  }

  async get(key: string, range?: ByteRange): Promise<MediaBody | undefined> {
    const file = this.path(key);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile()) return undefined;
    return {
      body: createReadStream(file, range),
      size: stat.size,
      range,
      contentType: contentTypeOf(key),
      modified: stat.mtimeMs,
    };
  }

  async head(key: string): Promise<StoredObject | undefined> {
    const stat = await fs.stat(this.path(key)).catch(() => undefined);
    if (!stat?.isFile()) return undefined;
    return { key, size: stat.size, modified: Math.max(stat.mtimeMs, stat.ctimeMs) };
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.path(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    const dir = path.join(this.root, prefix);
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const found = await this.head(path.posix.join(prefix, name));
      if (found) yield found;
    }
  }

  async move(from: string, to: string): Promise<void> {
    await fs.mkdir(path.dirname(this.path(to)), { recursive: true });
    await fs.rename(this.path(from), this.path(to));
  }

  stage(file: string, key: string): Promise<StagedObject> {
    const final = this.path(key);
    let published = false;
    return Promise.resolve({
      key,
      publish: async () => {
        await fs.rename(file, final);
        published = true;
      },
      discard: () => fs.rm(published ? final : file, { force: true }),
    });
  }

  async ping(): Promise<void> {
    await fs.access(this.root);
  }

  async close(): Promise<void> {}
}
