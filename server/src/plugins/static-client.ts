import { apiError } from '#shared/api-errors.ts';
import { DEFAULT_LANGUAGE, parseLanguagePrefix } from '#shared/languages.ts';
import { PRERENDER_DIR, PRERENDER_MANIFEST, type PrerenderManifest } from '#shared/prerender.ts';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { originVary, siteOrigin } from '../routes/public/seo.ts';

const NO_CACHE = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js', 'i18n.json']);

/** The build's prerendered pages (decision 0007), read once at start; null for a build without them. */
interface Prerendered {
  manifest: PrerenderManifest;
  files: Map<string, string>;
}

function readPrerendered(distDir: string): Prerendered | null {
  const folder = path.join(distDir, PRERENDER_DIR);
  const manifestFile = path.join(folder, PRERENDER_MANIFEST);
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
  const files = new Map<string, string>();
  for (const file of [...Object.values(manifest.pages), ...Object.values(manifest.notFound)])
    files.set(file, readFileSync(path.join(folder, file), 'utf8'));
  return { manifest, files };
}

/** `/fr/faq/` → `/fr/faq`; `/` stays. */
const withoutTrailingSlash = (url: string) => (url.length > 1 ? url.replace(/\/+$/, '') || '/' : url);

/**
 * Serves the built client from `distDir`. A public page's address gets its prerendered HTML (every
 * page in every language, built by build/prerender.ts); an address that is no page gets the 404 page
 * of its language with status 404. The admin area, `/en/…` (the client moves it to the unprefixed
 * address) and builds without prerendered pages get the app's shell, index.html, where the router
 * decides. Under /api/ and /media/, and for file names, the answer is a JSON 404.
 */
export default fp<{ distDir: string; publicUrl?: string }>(
  async (app, opts) => {
    const indexFile = path.join(opts.distDir, 'index.html');
    const prerendered = readPrerendered(opts.distDir);
    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: '/',
      cacheControl: false,
      // `/` is the home page: prerendered, not the shell.
      index: prerendered ? false : ['index.html'],
      dotfiles: 'ignore',
      // The build's `.br` and `.gz` copies of its scripts and stylesheet (vite.config.ts, decision 0101), compressed once
      // at the highest settings; a file without them is compressed on the fly by @fastify/compress, as before.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const name = path.basename(filePath);
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        else if (NO_CACHE.has(name)) reply.header('cache-control', 'no-cache');
        else reply.header('cache-control', 'public, max-age=3600');
      },
    });

    /** A prerendered file with PUBLIC_URL, or else this request's origin, in its absolute URLs. */
    const sendPrerendered = (req: FastifyRequest, reply: FastifyReply, file: string, status: number) => {
      const html = prerendered!.files.get(file)!;
      const origin = siteOrigin(req, opts.publicUrl) ?? '';
      const vary = originVary(opts.publicUrl);
      if (vary) reply.header('vary', vary);
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(html.replaceAll(prerendered!.manifest.origin, origin));
    };

    // The static files' wildcard would answer `/` (a folder) with a 403 when it has no index.
    const home = prerendered?.manifest.pages['/'];
    if (home) app.get('/', async (req, reply) => sendPrerendered(req, reply, home, 200));

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
      if (prerendered) {
        const page = prerendered.manifest.pages[withoutTrailingSlash(url)];
        if (page) return sendPrerendered(req, reply, page, 200);
        const clientOnly = url === '/admin' || url.startsWith('/admin/') || url === '/en' || url.startsWith('/en/');
        if (!clientOnly) {
          const { lang } = parseLanguagePrefix(url);
          const notFound = prerendered.manifest.notFound[lang] ?? prerendered.manifest.notFound[DEFAULT_LANGUAGE];
          if (notFound) return sendPrerendered(req, reply, notFound, 404);
        }
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
