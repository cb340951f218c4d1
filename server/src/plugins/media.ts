import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { mediaPaths } from '../media/storage.ts';
import path from 'node:path';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the catalogue's audio and covers from DATA_DIR/media (Range requests, 206/416, long-lived caching:
 * every stored file name is unique, a changed file gets a new name) and the timer bell at /audio/bell.mp3.
 */
export default fp<{ dataDir: string }>(
  async (app, opts) => {
    const media = mediaPaths(opts.dataDir);
    await app.register(fastifyStatic, {
      root: media.root,
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
    // The bell keeps its fixed name (the service worker precaches it by revision), so it is revalidated daily.
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
