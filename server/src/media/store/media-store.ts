// One interface for where media live (decision 0052): the local disk (the default, DATA_DIR/media) or an
// S3-compatible bucket. Keys are relative paths: `audio/<file>`, `covers/<file>`; every stored name is unique
// (a changed file gets a new name), so objects are immutable once published.
import type { Readable } from 'node:stream';

export interface StoredObject {
  /** The key relative to the store's root (`audio/x.mp3`). */
  key: string;
  size: number;
  /** When the object got its current name, in ms (a local file: the later of mtime and ctime). */
  modified: number;
}

/** Inclusive byte range, as in `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface MediaBody {
  body: Readable;
  /** The whole object's size. */
  size: number;
  /** Set when a range was asked for and answered. */
  range?: ByteRange;
  contentType?: string;
  etag?: string;
  modified?: number;
}

/** A local file given its final key: `publish` (just before the row's COMMIT) names it, `discard` removes it. */
export interface StagedObject {
  readonly key: string;
  publish(): Promise<void>;
  /** Removes the file, published or not. */
  discard(): Promise<void>;
}

export interface PutOptions {
  contentType?: string;
}

export interface MediaStore {
  readonly kind: 'local' | 's3';
  /** Where the store is, for logs (`/data/media`, `s3://bucket/prefix/`). */
  readonly description: string;
  /** Streams a body to `key` (S3: a multipart upload for large bodies); readers never see a partial object. */
  put(key: string, body: Readable | Buffer, opts?: PutOptions): Promise<void>;
  /** Streams an object, or the asked range of it; undefined when there is no such object. */
  get(key: string, range?: ByteRange): Promise<MediaBody | undefined>;
  head(key: string): Promise<StoredObject | undefined>;
  /** Removes an object; no error when it is not there. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (`audio/`). */
  list(prefix: string): AsyncIterable<StoredObject>;
  /** Renames an object (S3: copy, then delete the source). */
  move(from: string, to: string): Promise<void>;
  /**
   * Takes a local file (a temporary upload or a made cover variant) towards `key`: local disk keeps it where it
   * is until `publish` renames it; S3 uploads it under the staging prefix now and copies it to `key` on publish.
   */
  stage(file: string, key: string, opts?: PutOptions): Promise<StagedObject>;
  /** Throws when the store cannot be reached (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Where S3 uploads wait for their row's commit; the start-up sweep deletes what is older than an hour there. */
export const STAGING_PREFIX = 'staging/';
/** Unreferenced objects the sweep moved aside (`quarantine/<time>/audio/x.mp3`); deleted after 7 days. */
export const QUARANTINE_PREFIX = 'quarantine/';

const TYPES: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  webp: 'image/webp',
};

/** The content type of a stored media file, from its (server-chosen) extension. */
export function contentTypeOf(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}
