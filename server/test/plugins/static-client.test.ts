import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/config.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

describe('the built client and fallbacks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('answers unknown /api paths with a JSON 404', async () => {
    for (const url of ['/api/nope', '/api/tracks/extra', '/api']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining('Not found') });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/unknown', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('serves the app shell for client routes (SPA fallback), never cached', async () => {
    for (const url of ['/', '/about', '/fr/faq', '/blog/pomodoro-hacks', '/admin/dashboard', '/no/such/page?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable and missing files as 404', async () => {
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    expect((await t.app.inject({ url: '/assets/missing-123.js' })).statusCode).toBe(404);
  });

  it('sends the helmet security headers on pages, API answers and errors alike', async () => {
    for (const url of ['/', '/api/tracks', '/i18n.json', '/api/nope', '/assets/app-abc123.js']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // Agrees with frame-ancestors 'none' (issue 25).
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      // No PUBLIC_URL: the site may be plain HTTP, so no HSTS (issue 25).
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS only when PUBLIC_URL is https', async () => {
    for (const [publicUrl, hsts] of [
      ['https://pomolo.example', true],
      ['http://pomolo.example', false],
    ] as const) {
      const other = await createTestApp({ seed: false, app: { publicUrl } });
      try {
        for (const url of ['/', '/api/tracks']) {
          const res = await other.app.inject({ url });
          if (hsts) expect(res.headers['strict-transport-security'], publicUrl).toMatch(/max-age=\d+/);
          else expect(res.headers['strict-transport-security'], publicUrl).toBeUndefined();
          expect(res.headers['x-frame-options']).toBe('DENY');
        }
      } finally {
        await other.close();
      }
    }
  });

  it('serves /i18n.json with every routed language', async () => {
    const res = await t.app.inject({ url: '/i18n.json' });
    expect(res.statusCode).toBe(200);
    const { languages } = res.json<{
      languages: {
        code: string;
        name: string;
        nativeName: string;
        dir: string;
        meta: { title: string };
        ui: Record<string, Record<string, string>>;
      }[];
    }>();
    expect(languages.map((l) => l.code)).toEqual(['en', 'de', 'fr', 'es', 'tr', 'it', 'ja', 'zh', 'ru', 'pt', 'ko']);
    for (const l of languages) {
      expect(l.dir).toBe('ltr');
      expect(l.meta.title).toContain('Pomolo');
      expect(Object.keys(l.ui).sort()).toEqual(['categories', 'footer', 'player', 'settings', 'timer']);
      expect(l.ui.footer).toMatchObject({
        about: expect.any(String),
        contact: expect.any(String),
        privacy: expect.any(String),
        terms: expect.any(String),
      });
    }
    const fr = languages.find((l) => l.code === 'fr')!;
    expect(fr.ui.timer.start).toBe('Démarrer');
  });
});

/**
 * Decision 0101: the build writes `.br` and `.gz` copies of its scripts (vite-plugin-compression2; the copies of the
 * real build are checked in server/test/page-weight.test.ts). The server sends them as they are.
 */
describe("the build's compressed copies", () => {
  let t: TestApp;
  // Real code: the project's shared modules, one after the other (about 100 KB), and its copies as the build makes them.
  let script = '';
  let br: Buffer;
  let gz: Buffer;
  beforeAll(async () => {
    const shared = path.join(PROJECT_ROOT, 'shared');
    const names = (await fs.readdir(shared)).filter((name) => name.endsWith('.ts')).sort();
    script = (await Promise.all(names.map((name) => fs.readFile(path.join(shared, name), 'utf8')))).join('\n');
    br = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    gz = zlib.gzipSync(script, { level: 9 });
    t = await createTestApp({
      seed: false,
      prepareDist: async (distDir) => {
        const file = path.join(distDir, 'assets', 'big-def456.js');
        await fs.writeFile(file, script);
        await fs.writeFile(`${file}.br`, br);
        await fs.writeFile(`${file}.gz`, gz);
      },
    });
  });
  afterAll(() => t.close());

  it('sends the copy the browser accepts, as it is, with the headers of the file itself', async () => {
    for (const [accept, encoding, sent] of [
      ['gzip, deflate, br, zstd', 'br', br],
      ['gzip', 'gzip', gz],
    ] as const) {
      const res = await t.app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': accept } });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      // The copy as it is on disk: not compressed again, not compressed anew (at Brotli's quality 4, on the fly).
      expect(res.rawPayload.equals(sent), accept).toBe(true);
      expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(res.headers['cache-control']).toMatch(/immutable/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
    const plain = await t.app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    // What the server made on the fly before: larger than the build's copy.
    const onTheFly = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(br.length).toBeLessThan(onTheFly.length);
  });
});
