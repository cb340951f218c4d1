// Media in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO...), with the AWS SDK v3 (decision 0052). Bodies
// stream through @aws-sdk/lib-storage's multipart upload, a few 5 MB parts in memory at a time, never a whole file.
import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3MediaConfig } from '../../config.ts';
import type { ByteRange, MediaBody, MediaStore, PutOptions, StagedObject, StoredObject } from './media-store.ts';
import { contentTypeOf, STAGING_PREFIX } from './media-store.ts';

/** Every stored name is unique and never rewritten: caches (browsers, the CDN) may keep objects for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The smallest part S3 accepts; with two in flight an upload holds about 10 MB, whatever the file's size. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

function notFound(err: unknown): boolean {
  if (err instanceof S3ServiceException) return err.$metadata.httpStatusCode === 404;
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

export class S3MediaStore implements MediaStore {
  readonly kind = 's3' as const;
  readonly description: string;
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(readonly config: S3MediaConfig) {
    this.bucket = config.bucket;
    this.prefix = config.prefix;
    this.description = `s3://${config.bucket}/${config.prefix}${config.endpoint ? ` at ${config.endpoint}` : ''}`;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      // Checksums only where S3 demands them: the SDK's default streaming checksums (aws-chunked bodies) are not
      // understood by every S3-compatible service, and objects are verified by size after upload anyway.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // Credentials: the SDK's standard chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, AWS_PROFILE, roles...).
    });
  }

  private k(key: string): string {
    return this.prefix + key;
  }

  async put(key: string, body: Readable | Buffer, opts: PutOptions = {}): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: this.k(key),
        Body: body,
        ContentType: opts.contentType ?? contentTypeOf(key),
        CacheControl: IMMUTABLE,
      },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      // A failed upload aborts its multipart upload, so no parts are left behind to pay for.
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async get(key: string, range?: ByteRange): Promise<MediaBody | undefined> {
    try {
      const r = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.k(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      const total = /\/(\d+)$/.exec(r.ContentRange ?? '')?.[1];
      return {
        body: r.Body as Readable,
        size: total !== undefined ? Number(total) : (r.ContentLength ?? 0),
        range: r.ContentRange ? range : undefined,
        contentType: r.ContentType,
        etag: r.ETag,
        modified: r.LastModified?.getTime(),
      };
    } catch (err) {
      if (notFound(err)) return undefined;
      throw err;
    }
  }

  async head(key: string): Promise<StoredObject | undefined> {
    try {
      const r = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.k(key) }));
      return { key, size: r.ContentLength ?? 0, modified: r.LastModified?.getTime() ?? 0 };
    } catch (err) {
      if (notFound(err)) return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.k(key) }));
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const r = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.k(prefix), ContinuationToken: token }),
      );
      for (const o of r.Contents ?? [])
        if (o.Key)
          yield { key: o.Key.slice(this.prefix.length), size: o.Size ?? 0, modified: o.LastModified?.getTime() ?? 0 };
      token = r.IsTruncated ? r.NextContinuationToken : undefined;
    } while (token);
  }

  async move(from: string, to: string): Promise<void> {
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: this.k(to),
        CopySource: `${this.bucket}/${this.k(from).split('/').map(encodeURIComponent).join('/')}`,
        MetadataDirective: 'COPY',
      }),
    );
    await this.delete(from);
  }

  async stage(file: string, key: string, opts: PutOptions = {}): Promise<StagedObject> {
    const staging = `${STAGING_PREFIX}${crypto.randomBytes(8).toString('hex')}-${path.posix.basename(key)}`;
    await this.put(staging, createReadStream(file), { contentType: opts.contentType ?? contentTypeOf(key) });
    let published = false;
    return {
      key,
      publish: async () => {
        await this.move(staging, key);
        published = true;
      },
      discard: async () => {
        await this.delete(published ? key : staging).catch(() => {});
      },
    };
  }

  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  close(): Promise<void> {
    this.client.destroy();
    return Promise.resolve();
  }
}
