import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { ADMIN_PASSWORD, loginAsAdmin, multipart, testMp3 } from '../../helpers/admin.ts';
import type { AuditEntry } from '#shared/audit.ts';

/** Issue 12 item 5: every sign-in (success and failure), upload, edit, deletion and status change is in the log. */
describe('admin audit log', () => {
  let t: TestApp;
  let cookie: string;
  const UA = { 'user-agent': 'AuditTest/1.0' };
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginAsAdmin(t.app, t.db.sql, 'auditor');
  });
  afterAll(() => t.close());

  const activity = async (query = '') => {
    const res = await t.app.inject({ url: `/api/admin/activity${query}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ entries: AuditEntry[]; total: number; page: number; totalPages: number }>();
  };

  it('records who did what, when and from where, latest first, paginated', async () => {
    const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { cookie, ...UA }, remoteAddress: '198.51.100.23' });
    // A failed sign-in for an account that exists and one that does not.
    for (const username of ['auditor', 'ghost'])
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username, password: 'wrong-password' },
        headers: UA,
        remoteAddress: '203.0.113.45',
      });
    const category = (await send('POST', '/api/admin/categories', { name: 'Rain', slug: 'rain' })).json().category;
    await send('PUT', `/api/admin/categories/${category.id}/translations`, {
      translations: { fr: { name: 'Pluie' } },
    });
    const { payload, headers } = await multipart([
      ['title', 'Drizzle'],
      ['artist', 'Clouds'],
      ['categoryId', category.id],
      ['audioFile', testMp3(), 'drizzle.mp3'],
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/admin/music/upload',
      payload,
      headers: { ...headers, cookie, ...UA },
      remoteAddress: '198.51.100.23',
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const track = upload.json().track;
    await send('PUT', `/api/admin/tracks/${track.id}`, { title: 'Heavy Drizzle', artist: 'Clouds', category: 'rain' });
    await send('DELETE', `/api/admin/tracks/${track.id}`);
    const rec = await t.app.inject({
      method: 'POST',
      url: '/api/recommendations/submit',
      payload: { message: 'More rain' },
      remoteAddress: '192.0.2.8',
    });
    await send('PATCH', `/api/recommendations/admin/${rec.json().id}/status`, { status: 'read' });
    await send('DELETE', `/api/recommendations/admin/${rec.json().id}`);

    const { entries, total } = await activity();
    const mine = entries.filter((e) => e.action !== 'sign-in.success');
    expect(mine.map((e) => e.action)).toEqual([
      'recommendation.delete',
      'recommendation.status',
      'track.delete',
      'track.edit',
      'track.upload',
      'category.translations',
      'category.create',
      'sign-in.failure',
      'sign-in.failure',
    ]);
    expect(entries.at(-1)).toMatchObject({ action: 'sign-in.success', actor: 'auditor' });
    expect(total).toBe(entries.length);
    const byAction = Object.fromEntries(mine.map((e) => [e.action, e]));
    expect(byAction['track.upload']).toMatchObject({
      actor: 'auditor',
      targetType: 'track',
      targetId: String(track.id),
      summary: 'Drizzle — Clouds',
      ip: '198.51.100.23',
      userAgent: 'AuditTest/1.0',
    });
    expect(byAction['recommendation.status']).toMatchObject({ summary: 'read', targetId: String(rec.json().id) });
    expect(mine.filter((e) => e.action === 'sign-in.failure').map((e) => [e.actor, e.ip])).toEqual([
      ['ghost', '203.0.113.45'],
      ['auditor', '203.0.113.45'],
    ]);
    // Latest first by time.
    const times = entries.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // Pages of 3: the same rows, in the same order.
    const first = await activity('?limit=3');
    const second = await activity('?limit=3&page=2');
    expect(first.totalPages).toBe(Math.ceil(total / 3));
    expect([...first.entries, ...second.entries].map((e) => e.id)).toEqual(entries.slice(0, 6).map((e) => e.id));
  });

  it('records sign-out, and the log is admin-only and never cached', async () => {
    const other = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'auditor', password: ADMIN_PASSWORD },
        remoteAddress: '198.51.100.99',
      })
    ).headers['set-cookie'];
    const c = String(Array.isArray(other) ? other[0] : other).split(';')[0];
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie: c },
      remoteAddress: '198.51.100.99',
    });
    expect(out.statusCode, out.body).toBe(200);
    const { entries } = await activity();
    expect(entries[0]).toMatchObject({ action: 'sign-out', actor: 'auditor', ip: '198.51.100.99' });
    expect(entries[1]).toMatchObject({ action: 'sign-in.success', actor: 'auditor', ip: '198.51.100.99' });
    const anonymous = await t.app.inject({ url: '/api/admin/activity' });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/activity', headers: { cookie } })).headers['cache-control']).toBe(
      'no-store',
    );
    expect((await t.app.inject({ url: '/api/admin/activity?page=1e20', headers: { cookie } })).statusCode).toBe(400);
    // Decided on the decoded path, as the router matches it (issue 25).
    for (const url of [
      '/api/%61dmin/activity',
      '/api/%61%64%6d%69%6e/activity?page=1',
      '/api/recommendations/%61dmin/list',
    ]) {
      const res = await t.app.inject({ url, headers: { cookie } });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const encoded = await t.app.inject({ url: '/api/%61dmin/activity', headers: { cookie } });
    expect(encoded.statusCode).toBe(200);
  });
});
