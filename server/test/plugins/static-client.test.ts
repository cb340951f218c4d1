import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
