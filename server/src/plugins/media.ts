import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiError, codeForStatus } from '#shared/api-errors.ts';
import { mediaPaths } from '../media/storage.ts';
import { LocalMediaStore } from '../media/store/local-store.ts';
import { contentTypeOf, type ByteRange, type MediaStore } from '../media/store/media-store.ts';
import path from 'node:path';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Stored names: what track-files and the seed write (`title-1a2b3c4d.mp3`, `x-400.webp`), nothing else. */
const NAME = /^[a-z0-9][a-z0-9._-]*\.(mp3|wav|ogg|webp)$/;

/**
 * One `Range` header against an object of `size` bytes: the range to send, `undefined` for the whole object (no
 * header, or one we do not serve: several ranges), or 'unsatisfiable' (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | undefined | 'unsatisfiable' {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
    if (m[2] !== '' && Number(m[2]) < start) return undefined;
  }
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** Serves `key` from the store with Range support (206/416), ETag/Last-Modified and immutable caching. */
async function sendFromStore(store: MediaStore, key: string, req: FastifyRequest, reply: FastifyReply) {
  const notFound = () => reply.code(404).send(apiError('NOT_FOUND'));
  const head = await store.head(key);
  if (!head) return notFound();
  reply.header('accept-ranges', 'bytes').header('cache-control', IMMUTABLE);
  const range = parseRange(req.headers.range, head.size);
  if (range === 'unsatisfiable')
    return reply
      .code(416)
      .header('content-range', `bytes */${head.size}`)
      .send(apiError(codeForStatus(416)));
  if (req.method === 'HEAD') {
    if (range) reply.header('content-range', `bytes ${range.start}-${range.end}/${head.size}`);
    return reply
      .code(range ? 206 : 200)
      .header('content-type', contentTypeOf(key))
      .header('content-length', range ? range.end - range.start + 1 : head.size)
      .send();
  }
  const body = await store.get(key, range);
  if (!body) return notFound();
  reply.header('content-type', body.contentType ?? 'application/octet-stream');
  if (body.etag) reply.header('etag', body.etag);
  if (body.modified) reply.header('last-modified', new Date(body.modified).toUTCString());
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${body.size}`)
      .header('content-length', range.end - range.start + 1);
  } else reply.header('content-length', body.size);
  return reply.send(body.body);
}

/**
 * Serves the catalogue's audio and covers at /media/ (Range requests, 206/416, long-lived caching: every stored
 * file name is unique, a changed file gets a new name) and the timer bell at /audio/bell.mp3. Local disk: from
 * DATA_DIR/media with @fastify/static. S3: streamed from the bucket, or, with MEDIA_PUBLIC_URL, a redirect there.
 */
export default fp<{ dataDir: string; store?: MediaStore; publicUrl?: string }>(
  async (app, opts) => {
    const media = mediaPaths(opts.dataDir);
    const store = opts.store ?? new LocalMediaStore(media.root);
    if (store instanceof LocalMediaStore) {
      await app.register(fastifyStatic, {
        root: store.root,
        prefix: '/media/',
        decorateReply: false,
        acceptRanges: true,
        cacheControl: false,
        dotfiles: 'deny',
        index: false,
        allowedPath: (pathName) => pathName.startsWith('/audio/') || pathName.startsWith('/covers/'),
        setHeaders: (reply) => {
          reply.header('cache-control', IMMUTABLE);
        },
      });
    } else {
      for (const folder of ['audio', 'covers'] as const) {
        app.route<{ Params: { name: string } }>({
          method: ['GET', 'HEAD'],
          url: `/media/${folder}/:name`,
          handler: async (req, reply) => {
            const { name } = req.params;
            if (!NAME.test(name)) return reply.code(404).send(apiError('NOT_FOUND'));
            // The objects are immutable: a permanent redirect may be cached as long as they are.
            if (opts.publicUrl)
              return reply.header('cache-control', IMMUTABLE).redirect(`${opts.publicUrl}/${folder}/${name}`, 301);
            return sendFromStore(store, `${folder}/${name}`, req, reply);
          },
        });
      }
    }
    // The bell keeps its fixed name (the service worker precaches it by revision), so it is revalidated daily.
    // It is made at start-up by every instance (seed.ts), so it stays on local disk whatever the media store.
    await app.register(fastifyStatic, {
      root: path.dirname(media.bell),
      prefix: '/audio/',
      decorateReply: false,
      cacheControl: false,
      index: false,
      allowedPath: (pathName) => pathName === '/bell.mp3',
      setHeaders: (reply) => {
        reply.header('cache-control', 'public, max-age=86400');
      },
    });
  },
  { name: 'pomolo-media' },
);
