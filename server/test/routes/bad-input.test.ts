import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { loginAsAdmin } from '../helpers/admin.ts';

/** Issue 12 items 13 and 14 (non-upload parts): bad input is a 400 with the usual body, never a 500, nothing stored. */
describe('bad input', () => {
  let t: TestApp;
  let cookie: string;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    cookie = await loginAsAdmin(t.app, t.db.sql);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: `198.18.0.${++ip}` });
  const count = async (table: string) =>
    (await t.db.sql<{ n: number }[]>`select count(*)::int as n from ${t.db.sql(table)}`)[0].n;

  it('a NUL character in a JSON string is a 400 on recommendation, contact and login, nothing stored', async () => {
    const contact = { inquiryType: 'general', name: 'Ada', email: 'ada@example.com', message: 'Hello there' };
    const cases: [string, unknown][] = [
      ['/api/recommendations/submit', { message: 'a\u0000b' }],
      ['/api/contact', { ...contact, message: 'a\u0000b' }],
      ['/api/contact', { ...contact, name: '\u0000' }],
      ['/api/contact', { ...contact, email: 'ada@exa\u0000mple.com' }],
      ['/api/contact', { ...contact, inquiryType: 'general\u0000' }],
      ['/api/admin/login', { username: 'ad\u0000min', password: 'whatever-it-is' }],
      ['/api/admin/login', { username: 'admin', password: 'pass\u0000word' }],
    ];
    for (const [url, payload] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'INVALID_REQUEST', message: 'Invalid request data' });
      expect(res.json().details).toMatch(/NUL/);
    }
    // The same request without the NUL is accepted: the guard refuses only the NUL.
    expect((await post('/api/contact', contact)).statusCode).toBe(201);
    expect(await count('recommendations')).toBe(0);
    expect(await count('contact_messages')).toBe(1);
  });

  it('a contact address that smuggles recipients is refused with CONTACT_EMAIL, nothing stored (item 6)', async () => {
    const before = await count('contact_messages');
    for (const email of ['x@y.co?bcc=someone@else.example', 'x@y.co,someone@else.example', 'Ada <ada@example.com>']) {
      const res = await post('/api/contact', { inquiryType: 'general', name: 'Ada', email, message: 'Hello there' });
      expect(res.statusCode, email).toBe(400);
      expect(res.json()).toMatchObject({ code: 'CONTACT_EMAIL', fieldCodes: { email: 'CONTACT_EMAIL' } });
    }
    expect(await count('contact_messages')).toBe(before);
  });

  it('a NUL in an admin query string or body is a 400 too', async () => {
    const q = await t.app.inject({ url: '/api/admin/tracks?q=%00', headers: { cookie } });
    expect(q.statusCode).toBe(400);
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { cookie },
      payload: { name: 'x\u0000', slug: 'nul-test' },
    });
    expect(body.statusCode).toBe(400);
    expect(await count('categories')).toBe(0);
  });

  it('out-of-range page numbers are a 400 on every paginated list (one shared schema)', async () => {
    for (const url of ['/api/admin/contact-messages', '/api/admin/tracks', '/api/admin/activity']) {
      for (const page of ['1e20', '100001', '0', '-1', 'abc', '9007199254740993', '1e400']) {
        const res = await t.app.inject({ url: `${url}?page=${page}`, headers: { cookie } });
        expect(res.statusCode, `${url}?page=${page}`).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'INVALID_REQUEST' });
      }
      for (const limit of ['0', '101', '1e3']) {
        expect((await t.app.inject({ url: `${url}?limit=${limit}`, headers: { cookie } })).statusCode).toBe(400);
      }
      // A fraction is refused, not truncated by the converting query validator (issue 25).
      for (const query of ['page=1.5', 'limit=7.9', 'page=2.0000001']) {
        const fraction = await t.app.inject({ url: `${url}?${query}`, headers: { cookie } });
        expect(fraction.statusCode, `${url}?${query}`).toBe(400);
        expect(fraction.json()).toMatchObject({ success: false, code: 'INVALID_REQUEST' });
      }
      expect((await t.app.inject({ url: `${url}?page=1&limit=7`, headers: { cookie } })).json()).toMatchObject({
        page: 1,
        limit: 7,
      });
      const last = await t.app.inject({ url: `${url}?page=100000&limit=100`, headers: { cookie } });
      expect(last.statusCode).toBe(200);
      expect(last.json()).toMatchObject({ success: true, page: 100000, limit: 100 });
    }
  });

  it('a category slug that lower-cases beyond 100 characters is a 400 with its own code, nothing stored', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { cookie },
      payload: { name: 'Dotted', slug: 'İ'.repeat(100) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'CATEGORY_SLUG_TOO_LONG',
      message: 'The category folder is too long (at most 100 characters once lower-cased).',
    });
    expect(await count('categories')).toBe(0);
    // 50 of them lower-case to exactly 100 characters: accepted.
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { cookie },
      payload: { name: 'Dotted', slug: 'İ'.repeat(50) },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().category.folder).toHaveLength(100);
  });
});
