import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app.ts';
import { ConfigError, parsePublicUrl, parseTrustProxy } from '../src/config.ts';
import { hashPassword } from '../src/auth/password.ts';
import { upsertAdmin } from '../src/repositories/admin-repository.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { makeTempDir } from './helpers/app.ts';

/** Issue 12 item 3: TRUST_PROXY as a hop count or proxy addresses; PUBLIC_URL for the cookie and the Origin check. */
describe('TRUST_PROXY and PUBLIC_URL parsing', () => {
  it('reads a hop count, a list of addresses or ranges, and refuses "trust everyone" and garbage', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,::1,loopback')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    for (const bad of ['true', 'TRUE', 'yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example', '1.5', '99'])
      expect(() => parseTrustProxy(bad), bad).toThrow(ConfigError);
  });

  it('reads PUBLIC_URL as an origin and refuses anything else', () => {
    expect(parsePublicUrl('https://pomolo.example/')).toBe('https://pomolo.example');
    expect(parsePublicUrl('https://pomolo.example:8443')).toBe('https://pomolo.example:8443');
    expect(parsePublicUrl('')).toBeUndefined();
    for (const bad of ['pomolo.example', 'ftp://pomolo.example', 'https://pomolo.example/app', 'https://u:p@x.example'])
      expect(() => parsePublicUrl(bad), bad).toThrow(ConfigError);
  });
});

describe('behind proxies', () => {
  let db: TestDatabase;
  let dirs: string[];
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    db = await createTestDatabase();
    dirs = [await makeTempDir(), await makeTempDir('pomolo-dist-')];
    await fs.writeFile(`${dirs[1]}/index.html`, '<!doctype html><title>x</title>');
    await upsertAdmin(db.sql, 'proxied', await hashPassword('a-proper-test-passphrase'));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db.drop();
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });
  const make = async (opts: Partial<AppOptions>) => {
    const app = await buildApp({ sql: db.sql, dataDir: dirs[0], distDir: dirs[1], ...opts });
    app.get('/__ip', (req, reply) => reply.send({ ip: req.ip, protocol: req.protocol }));
    await app.ready();
    apps.push(app);
    return app;
  };

  it('TRUST_PROXY=1: the client address is the one the proxy appended; a forged X-Forwarded-For changes nothing', async () => {
    const app = await make({ trustProxy: 1, visitorMessagesPerTenMinutes: 3 });
    const ip = async (xff: string) =>
      (await app.inject({ url: '/__ip', remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': xff } })).json().ip;
    expect(await ip('203.0.113.9')).toBe('203.0.113.9');
    expect(await ip('1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    // The visitor limit cannot be bypassed by inventing addresses in front of the real one.
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/recommendations/submit',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': `198.18.${i}.${i}, 203.0.113.77` },
        payload: { message: `song ${i}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 429, 429]);
  });

  it('TRUST_PROXY as addresses: only those proxies may set X-Forwarded-*', async () => {
    const app = await make({ trustProxy: ['10.0.0.1'] });
    const ask = async (remoteAddress: string) =>
      (
        await app.inject({
          url: '/__ip',
          remoteAddress,
          headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.9', 'x-forwarded-proto': 'https' },
        })
      ).json();
    expect(await ask('10.0.0.1')).toEqual({ ip: '203.0.113.9', protocol: 'https' });
    expect(await ask('198.51.100.5')).toEqual({ ip: '198.51.100.5', protocol: 'http' });
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored', async () => {
    const app = await make({});
    const res = await app.inject({
      url: '/__ip',
      remoteAddress: '198.51.100.6',
      headers: { 'x-forwarded-for': '1.2.3.4' },
    });
    expect(res.json().ip).toBe('198.51.100.6');
  });

  it('PUBLIC_URL=https://…: a Secure __Host- cookie even over a plain-http hop, and Origin compared with it', async () => {
    const app = await make({ publicUrl: 'https://pomolo.example' });
    const login = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: '198.51.100.60',
        headers: { host: 'internal:3000', ...headers },
        payload: { username: 'proxied', password: 'a-proper-test-passphrase' },
      });
    const ok = await login({ origin: 'https://pomolo.example' });
    expect(ok.statusCode).toBe(200);
    const setCookie = String(ok.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-pomolo_admin=[^;]+;/);
    expect(setCookie).toMatch(/; Path=\/(;|$)/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).not.toMatch(/Domain=/i);
    const cookie = setCookie.split(';')[0];
    expect((await app.inject({ url: '/api/admin/session', headers: { cookie } })).json().signedIn).toBe(true);
    // The old cookie name is not a session any more.
    const bare = cookie.replace('__Host-', '');
    expect((await app.inject({ url: '/api/admin/session', headers: { cookie: bare } })).json().signedIn).toBe(false);
    // An Origin that matches the Host header but not PUBLIC_URL is cross-site.
    expect((await login({ origin: 'http://internal:3000' })).statusCode).toBe(403);
    expect((await login({ origin: 'https://evil.example' })).statusCode).toBe(403);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie, origin: 'https://pomolo.example' },
    });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/^__Host-pomolo_admin=;.*Path=\/.*Secure/);
    expect((await app.inject({ url: '/api/admin/session', headers: { cookie } })).json().signedIn).toBe(false);
  });

  it('PUBLIC_URL=http://…: the plain cookie as before, Origin still compared with PUBLIC_URL', async () => {
    const app = await make({ publicUrl: 'http://pomolo.lan:8080' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: '198.51.100.61',
      headers: { host: 'pomolo.lan:8080', origin: 'http://pomolo.lan:8080' },
      payload: { username: 'proxied', password: 'a-proper-test-passphrase' },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/^pomolo_admin=.*Path=\/api/);
    expect(String(res.headers['set-cookie'])).not.toMatch(/Secure/);
  });
});
