import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/languages.ts';
import { BLOG_ARTICLE_SLUGS, BLOG_POST_SLUGS, PUBLIC_PATHS } from '#shared/public-routes.ts';
import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app.ts';
import { createTestApp, makeTempDir, type TestApp } from '../../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/database.ts';

/**
 * A strict-enough well-formedness check for the sitemap (no XML parser in the dependencies; the
 * Playwright journey also parses it with the browser's DOMParser): balanced tags, quoted attributes,
 * only the five predefined entities, a single root.
 */
function assertWellFormedXml(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('?>') + 2);
  const stack: string[] = [];
  let roots = 0;
  const token = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let consumed = 0;
  for (const match of body.matchAll(token)) {
    consumed += match[0].length;
    const [, closing, name, attributes, selfClosing, text] = match;
    const checkEntities = (value: string) => expect(value.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toMatch(/[&<]/);
    if (text !== undefined) {
      if (stack.length === 0) expect(text.trim()).toBe('');
      checkEntities(text);
      continue;
    }
    if (attributes) checkEntities(attributes);
    if (closing) {
      expect(stack.pop(), `</${name}>`).toBe(name);
    } else if (!selfClosing) {
      if (stack.length === 0) roots++;
      stack.push(name);
    }
  }
  expect(consumed, 'unparsable markup').toBe(body.length);
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

describe('GET /sitemap.xml and /robots.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('lists every public page in every language with absolute URLs from the request host', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'pomolo.example:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    assertWellFormedXml(xml);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );

    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // 8 pages + 10 articles + 4 generic posts, × 11 languages.
    expect(PUBLIC_PATHS).toHaveLength(22);
    expect(locs).toHaveLength(22 * 11);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc).toMatch(/^http:\/\/pomolo\.example:8080\//);

    const expected = [
      '/',
      '/fr',
      '/about',
      '/ja/about',
      '/faq',
      '/ko/faq',
      '/blog',
      '/de/blog',
      '/contact',
      '/pt/contact',
      '/recommendations',
      '/ru/recommendations',
      '/privacy',
      '/zh/privacy',
      '/terms',
      '/it/terms',
      '/tr/terms',
      '/es/terms',
    ];
    for (const path of expected) expect(locs).toContain(`http://pomolo.example:8080${path === '/' ? '/' : path}`);
    for (const slug of BLOG_ARTICLE_SLUGS) {
      expect(locs).toContain(`http://pomolo.example:8080/blog/${slug}`);
      expect(locs).toContain(`http://pomolo.example:8080/ko/blog/${slug}`);
    }
    for (const slug of BLOG_POST_SLUGS) expect(locs).toContain(`http://pomolo.example:8080/fr/blog/post/${slug}`);
    expect(locs.some((loc) => loc.includes('/admin'))).toBe(false);
  });

  it('gives each URL its 11 language alternates and x-default', async () => {
    const xml = (await t.app.inject({ url: '/sitemap.xml', headers: { host: 'pomolo.example' } })).body;
    const blocks = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
    expect(blocks).toHaveLength(22 * 11);
    for (const block of blocks) {
      const links = [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
      expect(links.map((l) => l[1])).toEqual([...LANGUAGES.map((l) => l.locale), 'x-default']);
      // The page itself is one of its alternates.
      const loc = /<loc>([^<]+)<\/loc>/.exec(block)![1];
      expect(links.map((l) => l[2])).toContain(loc);
    }
    const faqFr = blocks.find((b) => b.includes('<loc>http://pomolo.example/fr/faq</loc>'))!;
    expect(faqFr).toContain('hreflang="ja-JP" href="http://pomolo.example/ja/faq"');
    expect(faqFr).toContain('hreflang="x-default" href="http://pomolo.example/faq"');
  });

  it('ignores X-Forwarded-* when the app does not trust a proxy', async () => {
    const headers = { host: 'internal:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'pomolo.example' };
    const untrusted = await t.app.inject({ url: '/robots.txt', headers });
    expect(untrusted.body).toContain('Sitemap: http://internal:3000/sitemap.xml');
  });

  it('refuses a Host header that is not a plain host', async () => {
    for (const host of ['evil.example/"><x', 'a b', 'x.example@y']) {
      const res = await t.app.inject({ url: '/sitemap.xml', headers: { host } });
      expect(res.statusCode, host).toBe(400);
    }
  });

  it('serves robots.txt that keeps crawlers out of /admin and points to the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: { host: 'pomolo.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Sitemap: http://pomolo.example/sitemap.xml');
    expect(lines.some((line) => /^Disallow:\s*\/\s*$/.test(line))).toBe(false);
    // Rendering crawlers need the catalogue API to render the home page.
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toEqual(['Disallow: /admin']);
  });
});

describe('behind a trusted proxy', () => {
  let app: FastifyInstance;
  let db: TestDatabase;
  let dirs: string[];
  beforeAll(async () => {
    db = await createTestDatabase();
    dirs = [await makeTempDir(), await makeTempDir('pomolo-dist-')];
    app = await buildApp({ sql: db.sql, dataDir: dirs[0], distDir: dirs[1], trustProxy: 1 });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  it('builds URLs from X-Forwarded-Proto and X-Forwarded-Host', async () => {
    const headers = { host: 'internal:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'pomolo.example' };
    expect((await app.inject({ url: '/robots.txt', headers })).body).toContain(
      'Sitemap: https://pomolo.example/sitemap.xml',
    );
    expect((await app.inject({ url: '/sitemap.xml', headers })).body).toContain(
      '<loc>https://pomolo.example/de/about</loc>',
    );
  });
});

describe('under PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, app: { publicUrl: 'https://pomolo.example', trustProxy: 1 } });
  });
  afterAll(() => t.close());

  it('builds every URL from PUBLIC_URL, not from Host or X-Forwarded-Host', async () => {
    for (const headers of [
      { host: 'internal:3000' },
      { host: 'internal:3000', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'attacker.example' },
    ]) {
      const robots = await t.app.inject({ url: '/robots.txt', headers });
      expect(robots.body).toContain('Sitemap: https://pomolo.example/sitemap.xml');
      const sitemap = await t.app.inject({ url: '/sitemap.xml', headers });
      assertWellFormedXml(sitemap.body);
      expect(sitemap.body).toContain('<loc>https://pomolo.example/de/about</loc>');
      expect(sitemap.body).toContain('hreflang="x-default" href="https://pomolo.example/about"');
      expect(sitemap.body).not.toMatch(/internal|attacker/);
      expect(sitemap.headers.vary ?? '').not.toMatch(/host/i);
    }
  });
});
