import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { listMigrations } from '../src/migrations.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';
import { startInstances, type Instance, type InstancePair } from './helpers/instances.ts';

const PASSWORD = 'a-proper-test-passphrase';
// Two `node --import tsx` start-ups and a seed: about 50 s on the 2-core machine this was written on, under load.
const STARTUP_MS = 180_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `check` holds; returns how long that took, or throws after `ms`. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await check()) return Date.now() - start;
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await sleep(25);
  }
}

const count = (text: string, re: RegExp) => (text.match(new RegExp(re.source, 'g')) ?? []).length;

/**
 * Two real server processes (node --import tsx server/src/server.ts), started at the same moment on one empty
 * database, each with its own DATA_DIR: what a load balancer in front of two instances sees (issue 18).
 * One started pair serves every test here.
 */
describe('two instances on one PostgreSQL', () => {
  let db: TestDatabase;
  let pair: InstancePair;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
    pair = await startInstances(
      2,
      db.url,
      { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: PASSWORD, CATALOGUE_CACHE_DIR: inject('catalogueCacheDir') },
      { startTimeoutMs: STARTUP_MS },
    );
    [a, b] = pair.instances;
  }, STARTUP_MS + 30_000);
  afterAll(async () => {
    await pair?.stop();
    await db?.drop();
  });

  const login = (i: Instance, password: string, username = 'owner') =>
    fetch(`${i.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });

  it('starting together, they apply the migrations once and seed the catalogue once', async () => {
    const both = a.output() + b.output();
    const migrations = await listMigrations();
    expect(count(both, /Applied migration 001_/)).toBe(1);
    expect(count(both, /Applied migration/)).toBe(migrations.length);
    expect(count(both, /The catalogue is empty: installing the generated catalogue/)).toBe(1);
    expect(count(both, /Installed \d+ tracks/)).toBe(1);
    expect(count(both, /Created the admin account "owner"/)).toBe(1);
    expect(count(both, /The admin account "owner" exists/)).toBe(1);
    const [{ applied }] = await db.sql<{ applied: number }[]>`select count(*)::int as applied from schema_migrations`;
    expect(applied).toBe(migrations.length);
    const installed = Number(/Installed (\d+) tracks/.exec(both)![1]);
    const [{ tracks }] = await db.sql<{ tracks: number }[]>`select count(*)::int as tracks from tracks`;
    expect(tracks).toBe(installed);
    // Both serve the same catalogue.
    const [ea, eb] = await Promise.all(
      [a, b].map(async (i) => (await fetch(`${i.url}/api/tracks`)).headers.get('etag')),
    );
    expect(ea).toBe(eb);
    for (const i of [a, b]) expect((await fetch(`${i.url}/readyz`)).status).toBe(200);
  });

  it("a catalogue change through A changes B's /api/tracks ETag within 1 s", async () => {
    const res = await login(a, PASSWORD);
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const before = (await fetch(`${b.url}/api/tracks`)).headers.get('etag');
    const created = await fetch(`${a.url}/api/admin/categories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ name: 'Rainy Mornings', slug: 'rainy-mornings' }),
    });
    expect(created.status).toBe(201);
    const took = await within(1000, async () => (await fetch(`${b.url}/api/tracks`)).headers.get('etag') !== before);
    expect(took).toBeLessThan(1000);
    const body = (await (await fetch(`${b.url}/api/tracks`)).json()) as { data: { categories: { name: string }[] } };
    expect(body.data.categories.map((c) => c.name)).toContain('Rainy Mornings');
  });

  it('wrong passwords spread over both instances are throttled as one', async () => {
    // A parallel burst, alternating between the instances: only the per-(username, address) limit is checked.
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => login(i % 2 ? b : a, `guess-${i}`)));
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    // Both now refuse this (username, address), with the same message as one instance did.
    for (const i of [a, b]) {
      const refused = await login(i, 'one-more-guess');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ code: 'LOGIN_THROTTLED' });
    }
  });

  it('visitor messages are limited per client across both instances', async () => {
    const send = (i: Instance, n: number) =>
      fetch(`${i.url}/api/recommendations/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: `Some calm piano for rainy days, number ${n}.` }),
      });
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) statuses.push((await send(n % 2 ? b : a, n)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await send(a, 7)).status).toBe(429);
  });
});
