import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAsAdmin } from '../../helpers/admin.ts';

describe('admin recommendations inbox and contact messages', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    cookie = await loginAsAdmin(t.app, t.db.sql);
  });
  afterAll(() => t.close());

  const list = async (query = '') =>
    (await t.app.inject({ url: `/api/recommendations/admin/list${query}`, headers: { cookie } })).json();
  const patch = (id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/recommendations/admin/${id}/status`, headers: { cookie }, payload });

  it('takes a recommendation through new -> read -> archived -> deleted, with notes and stats', async () => {
    for (const [i, m] of ['More jazz', 'A rain category', 'Longer tracks'].entries()) {
      await t.app.inject({
        method: 'POST',
        url: '/api/recommendations/submit',
        payload: { message: m },
        remoteAddress: `192.0.2.${50 + i}`,
      });
    }
    let body = await list();
    expect(body).toMatchObject({ success: true, stats: { total: 3, new_count: 3, read_count: 0, archived_count: 0 } });
    expect(body.recommendations.map((r: { message: string }) => r.message)).toEqual([
      'Longer tracks',
      'A rain category',
      'More jazz',
    ]);
    expect(body.recommendations[0]).toMatchObject({ status: 'new', user_ip: '192.0.2.52', admin_notes: null });
    const id = body.recommendations[2].id;

    const read = await patch(id, { status: 'read', admin_notes: '  Planned for May  ' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      success: true,
      message: 'Recommendation marked as read',
      recommendation: { status: 'read', admin_notes: 'Planned for May' },
    });
    const archived = await patch(id, { status: 'archived' });
    expect(archived.json().recommendation).toMatchObject({ status: 'archived', admin_notes: 'Planned for May' });
    body = await list();
    expect(body.stats).toEqual({ total: 3, new_count: 2, read_count: 0, archived_count: 1 });
    expect((await list('?status=archived')).recommendations.map((r: { id: string }) => r.id)).toEqual([id]);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/recommendations/admin/${id}`, headers: { cookie } });
    expect(del.json()).toEqual({ success: true, message: 'Recommendation deleted successfully' });
    expect((await list()).stats.total).toBe(2);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/recommendations/admin/${id}`, headers: { cookie } }))
        .statusCode,
    ).toBe(404);
    expect((await patch(id, { status: 'read' })).statusCode).toBe(404);
  });

  it('validates status changes', async () => {
    const [{ id }] = (await list()).recommendations;
    expect((await patch(id, { status: 'spam' })).statusCode).toBe(400);
    expect((await patch(id, { status: 'read', admin_notes: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await patch('abc', { status: 'read' })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: '/api/recommendations/admin/list?status=spam', headers: { cookie } })).statusCode,
    ).toBe(400);
  });

  it('lists contact messages, newest first', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { inquiryType: 'feedback', name: 'Sam', email: 'sam@example.org', message: 'Love it' },
    });
    const res = await t.app.inject({ url: '/api/admin/contact-messages', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      total: 1,
      messages: [{ inquiry_type: 'feedback', name: 'Sam', email: 'sam@example.org', message: 'Love it' }],
    });
  });
});
