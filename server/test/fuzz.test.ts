import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { loginAsAdmin } from './helpers/admin.ts';

/**
 * The proof of issue 12's bad-input items: generated malformed bodies, query strings and route parameters sent to
 * every public and admin JSON/query endpoint through the real app and a real PostgreSQL. No answer may be a 5xx,
 * and no row may appear without a success answer (no partial writes). Multipart uploads are fuzzed by their own
 * suite. Run size: FUZZ_RUNS (default 2,400 cases).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2400);

interface Case {
  name: string;
  request: InjectOptions;
}

// --- value generators ---------------------------------------------------------------------------------------

const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'İ'.repeat(100),
  'ß'.repeat(60),
  '\ud800',
  '\udfff\ud800',
  '𝄞🎵',
  '\u202e\u200b',
  'x'.repeat(2001),
  'y'.repeat(5001),
  'z'.repeat(70_000),
  "'; drop table tracks; --",
  '../../etc/passwd',
  '%00',
  '%',
  '1e20',
  '1e400',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '9'.repeat(30),
  '__proto__',
  'constructor',
  'x@y.co?bcc=someone@else.example',
  'ada@example.com',
  'general',
  'new',
  'archived',
  'sleep-calm',
  '<script>alert(1)</script>',
];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 90, maxLength: 260 }) },
);

const scalar = fc.oneof(
  { weight: 6, arbitrary: text },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(1e20, -1, 0, 2 ** 63, Number.MAX_SAFE_INTEGER + 2) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(text, scalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** An object with (some of) the endpoint's keys, each with any value, sometimes with extra keys. */
function objectWith(keys: string[], overrides: Record<string, fc.Arbitrary<unknown>> = {}) {
  const shape = Object.fromEntries(keys.map((k) => [k, overrides[k] ?? value]));
  return fc
    .tuple(fc.record(shape, { requiredKeys: [] }), fc.option(fc.dictionary(text, value, { maxKeys: 3 }), { freq: 4 }))
    .map(([obj, extra]) => ({ ...(extra ?? {}), ...obj }));
}

/** A JSON body (mostly an object of the right shape) or something that is not one. */
function body(keys: string[], overrides: Record<string, fc.Arbitrary<unknown>> = {}) {
  return fc.oneof(
    { weight: 12, arbitrary: objectWith(keys, overrides).map((o) => ({ json: o })) },
    { weight: 1, arbitrary: value.map((v) => ({ json: v })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '{"message":', 'null', '[]', '"x"', '{"a":1}}', '\u0000', '{"__proto__":{"x":1}}', '')
        .map((raw) => ({ raw })),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((raw) => ({ raw })) },
  );
}

const queryValue = fc.oneof(
  text.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'))),
  fc.constantFrom('1e20', '1e400', '0x10', '-0', '1.5', '9'.repeat(30), '%', '%zz', '%E0%A4%A', '%00', '', '1', '2'),
  fc.integer({ min: -5, max: 200_000 }).map(String),
);

/** A query string over `keys`: absent, repeated or odd values, and stray keys. */
function query(keys: string[]) {
  return fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...keys), fc.constantFrom('x', '__proto__', 'page[]')), queryValue), {
      maxLength: 4,
    })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));
}

const address = fc
  .tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 }))
  .map(([a, b, c]) => `10.${a}.${b}.${c}`);

function withBody(b: { json?: unknown; raw?: string }): Pick<InjectOptions, 'payload' | 'headers'> {
  if ('raw' in b) return { payload: b.raw, headers: { 'content-type': 'application/json' } };
  return { payload: JSON.stringify(b.json), headers: { 'content-type': 'application/json' } };
}

// --- the suite ----------------------------------------------------------------------------------------------

describe('fuzz: every JSON/query endpoint, public and admin', () => {
  let t: TestApp;
  let cookie: string;
  let ids: { tracks: string[]; categories: string[]; recommendations: string[] };

  /** What the app logged at error level: a 5xx names its cause (a CI run once saw one it could not show). */
  const logged: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      app: { logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } } },
    });
    cookie = await loginAsAdmin(t.app, t.db.sql, 'fuzzer');
    for (let i = 0; i < 5; i++)
      await t.db.sql`insert into recommendations (message) values (${`seed recommendation ${i}`})`;
    ids = {
      tracks: (await t.db.sql<{ id: string }[]>`select id from tracks`).map((r) => r.id),
      categories: (await t.db.sql<{ id: string }[]>`select id from categories`).map((r) => r.id),
      recommendations: (await t.db.sql<{ id: string }[]>`select id from recommendations`).map((r) => r.id),
    };
  });
  afterAll(() => t.close());

  const counts = async () => {
    const [row] = await t.db.sql<Record<string, number>[]>`
      select (select count(*)::int from recommendations) as recommendations,
             (select count(*)::int from contact_messages) as contact,
             (select count(*)::int from categories) as categories,
             (select count(*)::int from tracks) as tracks,
             (select count(*)::int from sessions) as sessions,
             (select count(*)::int from audit_log where action = 'category.create') as audited_categories`;
    return row;
  };

  it(`answers no generated request with a 5xx and writes nothing without a success (${RUNS} cases)`, async () => {
    const id = (kind: keyof typeof ids) =>
      fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...ids[kind]) },
        { weight: 1, arbitrary: fc.constantFrom('0', '99999999', '999999999999999999', '9999999999999999999') },
        { weight: 1, arbitrary: text.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'))) },
      );
    const admin = { cookie };
    const cases: fc.Arbitrary<Case>[] = [
      // Public.
      fc
        .tuple(query(['x']), fc.option(fc.constantFrom('"x"', '*', 'W/"abc"', '\u00ff'.repeat(3))))
        .map(([q, etag]) => ({
          name: 'GET /api/tracks',
          request: { url: `/api/tracks${q}`, headers: etag ? { 'if-none-match': etag } : {} },
        })),
      fc.tuple(id('tracks'), address).map(([i, ip]) => ({
        name: 'POST /api/tracks/:id/play',
        request: { method: 'POST', url: `/api/tracks/${i}/play`, remoteAddress: ip },
      })),
      fc.constant({ name: 'GET /i18n.json', request: { url: '/i18n.json' } }),
      fc.tuple(body(['message']), address).map(([b, ip]) => ({
        name: 'POST /api/recommendations/submit',
        request: { method: 'POST', url: '/api/recommendations/submit', remoteAddress: ip, ...withBody(b) },
      })),
      fc
        .tuple(
          body(['inquiryType', 'name', 'email', 'message'], {
            inquiryType: fc.oneof(fc.constantFrom('general', 'bug'), value),
            email: fc.oneof(fc.constantFrom('ada@example.com'), value),
          }),
          address,
        )
        .map(([b, ip]) => ({
          name: 'POST /api/contact',
          request: { method: 'POST', url: '/api/contact', remoteAddress: ip, ...withBody(b) },
        })),
      // Sign-in: valid shapes run scrypt, so these are fewer (see the weights below).
      fc.tuple(body(['username', 'password']), address).map(([b, ip]) => ({
        name: 'POST /api/admin/login',
        request: { method: 'POST', url: '/api/admin/login', remoteAddress: ip, ...withBody(b) },
      })),
      fc.constant({ name: 'GET /api/admin/session', request: { url: '/api/admin/session', headers: admin } }),
      // Admin reads.
      fc.constant({
        name: 'GET /api/admin/music-library',
        request: { url: '/api/admin/music-library', headers: admin },
      }),
      fc.constant({ name: 'GET /api/admin/stats', request: { url: '/api/admin/stats', headers: admin } }),
      query(['page', 'limit', 'q', 'category']).map((q) => ({
        name: 'GET /api/admin/tracks',
        request: { url: `/api/admin/tracks${q}`, headers: admin },
      })),
      query(['page', 'limit']).map((q) => ({
        name: 'GET /api/admin/contact-messages',
        request: { url: `/api/admin/contact-messages${q}`, headers: admin },
      })),
      query(['page', 'limit']).map((q) => ({
        name: 'GET /api/admin/activity',
        request: { url: `/api/admin/activity${q}`, headers: admin },
      })),
      query(['status']).map((q) => ({
        name: 'GET /api/recommendations/admin/list',
        request: { url: `/api/recommendations/admin/list${q}`, headers: admin },
      })),
      // Admin writes.
      body(['name', 'slug', 'folder', 'description', 'icon', 'translations'], {
        name: fc.oneof(fc.constantFrom('Rain', 'Deep Focus'), value),
        slug: fc.oneof(fc.stringMatching(/^[a-z0-9-]{1,24}$/), value),
      }).map((b) => ({
        name: 'POST /api/admin/categories',
        request: { method: 'POST', url: '/api/admin/categories', ...withBody(b) },
      })),
      fc
        .tuple(
          id('categories'),
          body(['translations'], {
            translations: fc.oneof(
              fc.dictionary(
                fc.oneof(fc.constantFrom('fr', 'de', 'ja', 'en', 'xx'), text),
                fc.oneof(objectWith(['name', 'description']), value),
                { maxKeys: 3 },
              ),
              value,
            ),
          }),
        )
        .map(([i, b]) => ({
          name: 'PUT /api/admin/categories/:id/translations',
          request: { method: 'PUT', url: `/api/admin/categories/${i}/translations`, ...withBody(b) },
        })),
      fc
        .tuple(
          id('tracks'),
          body(['title', 'artist', 'category', 'categoryId', 'coverUrl'], {
            category: fc.oneof(fc.constantFrom('sleep-calm'), value),
          }),
        )
        .map(([i, b]) => ({
          name: 'PUT /api/admin/tracks/:id',
          request: { method: 'PUT', url: `/api/admin/tracks/${i}`, ...withBody(b) },
        })),
      fc
        .tuple(
          id('recommendations'),
          body(['status', 'admin_notes'], { status: fc.oneof(fc.constantFrom('new', 'read', 'archived'), value) }),
        )
        .map(([i, b]) => ({
          name: 'PATCH /api/recommendations/admin/:id/status',
          request: { method: 'PATCH', url: `/api/recommendations/admin/${i}/status`, ...withBody(b) },
        })),
      // Deletions aim at ids that do not exist (or are malformed), so the data under test stays in place.
      fc
        .tuple(
          fc.constantFrom('/api/admin/tracks/', '/api/recommendations/admin/'),
          fc.oneof(
            fc.constantFrom('0', '99999999', '999999999999999999', '9999999999999999999', '-1', '1.5', '%00'),
            text.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'))),
          ),
        )
        .map(([prefix, i]) => ({ name: `DELETE ${prefix}:id`, request: { method: 'DELETE', url: `${prefix}${i}` } })),
    ];
    // Admin writes need the session cookie; add it where the case did not set headers of its own.
    const withAdmin = (c: Case): Case =>
      c.name.includes('admin') && !c.name.includes('login')
        ? { ...c, request: { ...c.request, headers: { ...c.request.headers, cookie } } }
        : c;
    const weights = cases.map((arbitrary, i) => ({ arbitrary: arbitrary.map(withAdmin), weight: i === 5 ? 1 : 4 }));

    const started = Date.now();
    const before = await counts();
    const seen = new Map<string, Map<number, number>>();
    let createdCategories = 0;
    let createdRecommendations = 0;
    let createdContacts = 0;
    let deletedTracks = 0;
    let deletedRecommendations = 0;
    let casesRun = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(...weights), async (c) => {
        casesRun++;
        const loggedBefore = logged.length;
        const res = await t.app.inject(c.request);
        const byStatus = seen.get(c.name) ?? new Map<number, number>();
        byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
        seen.set(c.name, byStatus);
        if (res.statusCode === 201 && c.name === 'POST /api/admin/categories') createdCategories++;
        if (res.statusCode === 201 && c.name === 'POST /api/recommendations/submit') createdRecommendations++;
        if (res.statusCode === 201 && c.name === 'POST /api/contact') createdContacts++;
        if (res.statusCode === 200 && c.name === 'DELETE /api/admin/tracks/:id') deletedTracks++;
        if (res.statusCode === 200 && c.name === 'DELETE /api/recommendations/admin/:id') deletedRecommendations++;
        if (res.statusCode >= 500)
          throw new Error(
            `${c.name} answered ${res.statusCode}: ${res.body.slice(0, 300)}; the app logged: ${logged.slice(loggedBefore).join('').slice(0, 4000) || 'nothing'}`,
          );
        if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
          const json = res.json<{ success?: boolean; message?: string }>();
          if (json.success !== false || typeof json.message !== 'string')
            throw new Error(`${c.name} ${res.statusCode} without the usual failure body: ${res.body.slice(0, 200)}`);
        }
      }),
      { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined, endOnFailure: true },
    );
    expect(casesRun).toBeGreaterThanOrEqual(RUNS);

    // Every endpoint was reached (the DELETE case covers two), most of them with bad input refused.
    expect(seen.size).toBe(cases.length + 1);
    const refused = [...seen.values()].filter((statuses) => [...statuses.keys()].some((s) => s >= 400 && s < 500));
    expect(refused.length).toBeGreaterThanOrEqual(seen.size - 4); // all but the parameterless GETs
    // No partial writes: the rows that appeared are exactly those answered 201, and each new category is audited.
    const after = await counts();
    expect(after.recommendations - before.recommendations).toBe(createdRecommendations - deletedRecommendations);
    expect(after.contact - before.contact).toBe(createdContacts);
    expect(after.categories - before.categories).toBe(createdCategories);
    expect(after.audited_categories - before.audited_categories).toBe(createdCategories);
    expect(before.tracks - after.tracks).toBe(deletedTracks);
    // The data is still consistent: every track in a category, every stored text within its limits.
    const [bad] = await t.db.sql<{ n: number }[]>`
      select (select count(*) from tracks t left join categories c on c.id = t.category_id where c.id is null)::int
           + (select count(*) from categories where slug !~ '^[a-z0-9-]+$')::int as n`;
    expect(bad.n).toBe(0);
    console.log(
      `[fuzz] ${casesRun} cases in ${Date.now() - started} ms; ` +
        [...seen.entries()]
          .map(([name, statuses]) => `${name}: ${[...statuses.entries()].map(([s, n]) => `${s}×${n}`).join(' ')}`)
          .join('; '),
    );
    // 15-35 s alone on the shared 2-core machine; beside other test files in parallel it can take longer.
  }, 240_000);
});
