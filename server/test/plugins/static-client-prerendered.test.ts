import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDER_ORIGIN, type PrerenderManifest } from '#shared/prerender.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

/** A page as build/prerender.ts writes it: its text, and absolute URLs with the build's placeholder origin. */
const page = (text: string) =>
  `<!doctype html><html><head><link rel="canonical" href="${PRERENDER_ORIGIN}/x" data-page-head /></head>` +
  `<body><div id="root"><main>${text}</main></div></body></html>`;

async function writePrerendered(distDir: string): Promise<void> {
  const folder = path.join(distDir, 'prerendered');
  await fs.mkdir(path.join(folder, 'fr'), { recursive: true });
  const files: Record<string, string> = {
    'index.html': page('Focus timer home'),
    'fr/faq.html': page('Questions fréquentes'),
    '404.html': page('Page not found'),
    'fr/404.html': page('Page introuvable'),
  };
  for (const [file, html] of Object.entries(files)) await fs.writeFile(path.join(folder, file), html);
  const manifest: PrerenderManifest = {
    origin: PRERENDER_ORIGIN,
    pages: { '/': 'index.html', '/fr/faq': 'fr/faq.html' },
    notFound: { en: '404.html', fr: 'fr/404.html' },
  };
  await fs.writeFile(path.join(folder, 'manifest.json'), JSON.stringify(manifest));
}

describe('the prerendered pages (decision 0007)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, prepareDist: writePrerendered });
  });
  afterAll(() => t.close());

  it("sends a page's prerendered HTML, with the request's origin in its absolute URLs", async () => {
    for (const url of ['/fr/faq', '/fr/faq/', '/fr/faq?x=1']) {
      const res = await t.app.inject({ url, headers: { host: 'pomolo.example:8443' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('Questions fréquentes');
      expect(res.body).toContain('href="http://pomolo.example:8443/x"');
      expect(res.body).not.toContain(PRERENDER_ORIGIN);
    }
    const home = await t.app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Focus timer home');
  });

  it('answers an address that is no page with the 404 page of its language and status 404', async () => {
    const fr = await t.app.inject({ url: '/fr/nope' });
    expect(fr.statusCode).toBe(404);
    expect(fr.headers['content-type']).toMatch(/text\/html/);
    expect(fr.body).toContain('Page introuvable');
    for (const url of ['/nope', '/no/such/page?x=1', '/de/nope']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      // German has no prerendered 404 in this build: the English one.
      expect(res.body, url).toContain('Page not found');
    }
  });

  it('keeps the app shell for the admin area and /en/ addresses, and JSON 404s for the API', async () => {
    for (const url of ['/admin', '/admin/dashboard', '/en/faq']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    }
    const api = await t.app.inject({ url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
  });
});

describe('the prerendered pages under PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      prepareDist: writePrerendered,
      app: { publicUrl: 'https://pomolo.example' },
    });
  });
  afterAll(() => t.close());

  it('put PUBLIC_URL in canonical and alternate links, whatever Host the request names', async () => {
    for (const [url, status] of [
      ['/fr/faq', 200],
      ['/', 200],
      ['/fr/no-such-page', 404],
    ] as const) {
      const res = await t.app.inject({ url, headers: { host: 'attacker.example:8080' } });
      expect(res.statusCode, url).toBe(status);
      expect(res.body, url).toContain('href="https://pomolo.example/x"');
      expect(res.body, url).not.toContain('attacker.example');
      expect(res.body, url).not.toContain(PRERENDER_ORIGIN);
      expect(res.headers.vary ?? '', url).not.toMatch(/host/i);
    }
  });
});
