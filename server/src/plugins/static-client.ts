import { apiError } from '#shared/api-errors.ts';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';

const NO_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js', 'i18n.json']);

/**
 * Serves the built client from `distDir`. Paths that are no file get the app's index.html (the router
 * decides, and shows its own 404 page), except under /api/ and /media/, which answer a JSON 404.
 */
export default fp<{ distDir: string }>(
  async (app, opts) => {
    const indexFile = path.join(opts.distDir, 'index.html');
    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: '/',
      cacheControl: false,
      index: ['index.html'],
      dotfiles: 'ignore',
      setHeaders: (reply, filePath) => {
        const name = path.basename(filePath);
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        else if (NO_CACHE.has(name)) reply.header('cache-control', 'no-cache');
        else reply.header('cache-control', 'public, max-age=3600');
      },
    });

    app.setNotFoundHandler(async (req, reply) => {
      const url = req.url.split('?')[0];
      const isPage =
        (req.method === 'GET' || req.method === 'HEAD') &&
        !url.startsWith('/api/') &&
        !url.startsWith('/media/') &&
        url !== '/api';
      if (!isPage || path.extname(url) !== '') {
        return reply.code(404).send(apiError('NOT_FOUND', `Not found: ${req.method} ${url}`));
      }
      if (!existsSync(indexFile)) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The web client has not been built yet: run `npm run build` (npm start does it for you).');
      }
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', opts.distDir);
    });
  },
  { name: 'pomolo-static-client' },
);
