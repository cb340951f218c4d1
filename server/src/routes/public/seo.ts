import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { alternateLinks, pageUrl, PUBLIC_PATHS } from '#shared/public-routes.ts';
import { LANGUAGES } from '#shared/languages.ts';

/**
 * GET /sitemap.xml and GET /robots.txt. Both need absolute URLs: PUBLIC_URL when it is set, otherwise
 * the request's protocol and host (with `trustProxy`, from X-Forwarded-Proto/Host), exactly as the
 * client builds its canonical links from `window.location.origin`. This is why robots.txt is served
 * here rather than from public/: its `Sitemap:` line must be absolute.
 */

// A host name, IPv4 or bracketed IPv6 address, with an optional port: nothing that could break out
// of a URL or an XML attribute. Anything else gets a 400 rather than being echoed into the answer.
const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::\d{1,5})?$/i;

/** `https://host[:port]` of the request, or null when the Host header is not a plain host. */
export function requestOrigin(req: Pick<FastifyRequest, 'protocol' | 'host'>): string | null {
  const host = req.host;
  if (typeof host !== 'string' || !HOST.test(host)) return null;
  const protocol = req.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${host.toLowerCase()}`;
}

/**
 * The origin of the absolute URLs (canonical, hreflang alternates, sitemap) in an answer: PUBLIC_URL when set,
 * so that a request's Host header cannot choose them; otherwise the request's own origin (null: a bad Host).
 */
export function siteOrigin(req: Pick<FastifyRequest, 'protocol' | 'host'>, publicUrl?: string): string | null {
  return publicUrl ?? requestOrigin(req);
}

/** The Vary header of an answer whose URLs come from siteOrigin: none depend on the request under PUBLIC_URL. */
export function originVary(publicUrl?: string): string | null {
  return publicUrl ? null : 'Host, X-Forwarded-Host, X-Forwarded-Proto';
}

function xmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * Every public page in every language, each `<url>` listing all its language versions (and
 * x-default) as `xhtml:link` alternates, as search engines ask for multilingual sitemaps.
 */
export function buildSitemap(origin: string): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const path of PUBLIC_PATHS) {
    const alternates = alternateLinks(origin, path)
      .map(
        (link) =>
          `    <xhtml:link rel="alternate" hreflang="${xmlEscape(link.hreflang)}" href="${xmlEscape(link.href)}"/>`,
      )
      .join('\n');
    for (const language of LANGUAGES) {
      lines.push(
        '  <url>',
        `    <loc>${xmlEscape(pageUrl(origin, path, language.code))}</loc>`,
        alternates,
        '  </url>',
      );
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/**
 * Crawl everything public but the admin area, and find the sitemap. /api stays allowed: search
 * engines that render the page need /api/tracks to render the player as visitors see it.
 */
export function buildRobotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** Keeps the last few answers per origin: they only change with a deploy. */
function memoize(build: (origin: string) => string, size = 8): (origin: string) => string {
  const cache = new Map<string, string>();
  return (origin) => {
    let value = cache.get(origin);
    if (value === undefined) {
      value = build(origin);
      if (cache.size >= size) cache.delete(cache.keys().next().value!);
      cache.set(origin, value);
    }
    return value;
  };
}

const seoRoutes: FastifyPluginAsync<{ publicUrl?: string }> = async (app, opts) => {
  const sitemap = memoize(buildSitemap);
  const robots = memoize(buildRobotsTxt);

  const answer = (req: FastifyRequest, reply: FastifyReply, type: string, build: (origin: string) => string) => {
    const origin = siteOrigin(req, opts.publicUrl);
    if (origin === null) return reply.code(400).type('text/plain; charset=utf-8').send('Bad Host header');
    const vary = originVary(opts.publicUrl);
    if (vary) reply.header('vary', vary);
    return reply.type(type).header('cache-control', 'public, max-age=3600').send(build(origin));
  };

  app.get('/sitemap.xml', async (req, reply) => answer(req, reply, 'application/xml; charset=utf-8', sitemap));
  app.get('/robots.txt', async (req, reply) => answer(req, reply, 'text/plain; charset=utf-8', robots));
};

export default seoRoutes;
