import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiTracksResponse } from '#shared/api-types.ts';
import { categoryTextIn, TRANSLATABLE_LANGUAGES } from '#shared/category-translations.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAsAdmin } from '../../helpers/admin.ts';

describe('category translations (issue 15)', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginAsAdmin(t.app, t.db.sql);
  });
  afterAll(() => t.close());

  const catalogue = async () => (await t.app.inject({ url: '/api/tracks' })).json<ApiTracksResponse>().data.categories;
  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/categories', headers: { cookie }, payload });

  it('sends the shipped categories with their names and descriptions in every language, from the UI catalogs', async () => {
    const shipped = await catalogue();
    expect(shipped.map((c) => c.folder)).toEqual(['study-focus', 'chill-relax', 'coffee-jazz', 'sleep-calm']);
    for (const category of shipped) {
      expect(Object.keys(category.translations).sort()).toEqual([...TRANSLATABLE_LANGUAGES].sort());
      for (const code of TRANSLATABLE_LANGUAGES) {
        const text = category.translations[code]!;
        expect(text.name, `${category.folder} ${code}`).toBeTruthy();
        expect(text.name).not.toBe(category.name);
        expect(text.description, `${category.folder} ${code}`).toBeTruthy();
        expect(text.description).not.toBe(category.description);
      }
    }
    const study = shipped.find((c) => c.folder === 'study-focus')!;
    expect(study.translations.de).toEqual({
      name: 'Lernen & Fokus',
      description: 'Gleichmäßige, unaufdringliche Beats, die dich im Flow halten.',
    });
    expect(categoryTextIn(study, 'ja').description).toBe(study.translations.ja!.description);
  });

  it('stores the optional names and descriptions given at creation, trimmed, and serves them', async () => {
    const res = await create({
      name: 'Soft Piano',
      slug: 'soft-piano',
      description: 'Quiet keys.',
      translations: { fr: { name: ' Piano doux ', description: '' }, ja: { name: 'やさしいピアノ' }, de: {} },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().category.translations).toEqual({ fr: { name: 'Piano doux' }, ja: { name: 'やさしいピアノ' } });
    const listed = (await catalogue()).find((c) => c.folder === 'soft-piano');
    expect(listed?.translations).toEqual({ fr: { name: 'Piano doux' }, ja: { name: 'やさしいピアノ' } });
  });

  it('refuses malformed translations with a 400 and stores nothing', async () => {
    for (const translations of [
      { xx: { name: 'a' } },
      { en: { name: 'a' } },
      { fr: 'Piano' },
      { fr: { name: 'n'.repeat(101) } },
      ['fr'],
      // Half a surrogate pair: PostgreSQL's jsonb refused it, a 500 (the fuzz test's seed -1206411316).
      { ja: { name: '\ud800' } },
      { de: { description: 'Ruhe \udc00' } },
    ]) {
      const res = await create({ name: 'Bad', slug: 'bad-translations', translations });
      expect(res.statusCode, JSON.stringify(translations)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'INVALID_REQUEST' });
    }
    expect((await t.db.sql`select 1 from categories where slug = 'bad-translations'`).length).toBe(0);
  });

  it('replaces the translations of an existing category and the catalogue changes at once', async () => {
    const [{ id }] = await t.db.sql<{ id: string }[]>`select id from categories where slug = 'study-focus'`;
    const before = await t.app.inject({ url: '/api/tracks' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/categories/${id}/translations`,
      headers: { cookie },
      payload: { translations: { es: { name: 'Estudio profundo', description: 'Para concentrarse.' } } },
    });
    expect(res.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/tracks' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const study = after.json<ApiTracksResponse>().data.categories.find((c) => c.folder === 'study-focus');
    // The admin's words win; the other languages keep the catalogs' texts.
    expect(study?.translations.es).toEqual({ name: 'Estudio profundo', description: 'Para concentrarse.' });
    expect(study?.translations.de?.description).toBe('Gleichmäßige, unaufdringliche Beats, die dich im Flow halten.');

    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/categories/999999/translations',
      headers: { cookie },
      payload: { translations: {} },
    });
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/categories/${id}/translations`,
      payload: { translations: {} },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
  });

  it('does not translate a shipped category’s description the admin rewrote, nor a renamed one', async () => {
    await t.db.sql`update categories set description = 'Our own words.' where slug = 'chill-relax'`;
    await t.db.sql`update categories set name = 'Night Coffee' where slug = 'coffee-jazz'`;
    t.app.catalogueCache.invalidate();
    const listed = await catalogue();
    const chill = listed.find((c) => c.folder === 'chill-relax')!;
    expect(chill.translations.de).toEqual({ name: 'Chillen & Entspannen' });
    expect(categoryTextIn(chill, 'de')).toEqual({ name: 'Chillen & Entspannen', description: 'Our own words.' });
    expect(listed.find((c) => c.folder === 'coffee-jazz')!.translations).toEqual({});
  });

  it('gives every error a stable code: unknown API paths and bad JSON', async () => {
    const unknown = await t.app.inject({ url: '/api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/recommendations/submit',
      headers: { 'content-type': 'application/json' },
      payload: '{"message":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'INVALID_REQUEST' });
  });
});
