import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listMigrations, migrate } from '../../src/migrations.ts';
import { LOGIN_POLICY, LoginGuard, REFUSAL_MEMORY_MS, type LoginPolicy } from '../../src/auth/login-throttle.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';

function clock() {
  let t = Date.now();
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

// The policy runs in PostgreSQL (decision 0055), with the clock passed in: these run on a real database.
describe('LoginGuard (the sign-in throttle policy, decision 0018)', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());
  beforeEach(async () => {
    await db.sql`truncate login_failures, login_slots, login_known_addresses`;
  });
  const guard = (policy: LoginPolicy, now: () => number) => new LoginGuard(db.sql, policy, now);

  it('counts an attempt before it is checked, and takes it back when it succeeds', async () => {
    const c = clock();
    const g = guard(LOGIN_POLICY, c.now);
    // In parallel, as a burst of requests would arrive: only the limit is granted.
    const granted = await Promise.all(Array.from({ length: 10 }, () => g.begin('admin', '10.0.0.1')));
    expect(granted.filter((d) => d.ok)).toHaveLength(5);
    expect(granted.filter((d) => !d.ok)[0]).toMatchObject({ ok: false, reason: 'pair' });
    // One of the five in flight succeeds: the pair starts afresh.
    const first = granted.find((d) => d.ok);
    if (!first?.ok) throw new Error('expected a granted attempt');
    await first.attempt.succeeded();
    expect((await g.begin('admin', '10.0.0.1')).ok).toBe(true);
  });

  it('a blocked pair frees itself once its oldest failure leaves the 15-minute window', async () => {
    const c = clock();
    const g = guard(LOGIN_POLICY, c.now);
    for (let i = 0; i < 5; i++) expect((await g.begin('admin', '10.0.0.2')).ok).toBe(true);
    const refused = await g.begin('admin', '10.0.0.2');
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.retryAfterMs).toBe(15 * 60 * 1000);
    c.advance(refused.retryAfterMs);
    expect((await g.begin('admin', '10.0.0.2')).ok).toBe(true);
  });

  it('slows a username guessed from many addresses with delays that double up to one minute, never a lock', async () => {
    const c = clock();
    const g = guard(LOGIN_POLICY, c.now);
    let ip = 0;
    const next = () => g.begin('Admin', `10.1.0.${++ip}`);
    for (let i = 0; i < 10; i++) expect((await next()).ok).toBe(true); // the free allowance
    const delays: number[] = [];
    for (let i = 0; i < 9; i++) {
      expect((await next()).ok).toBe(true); // a slot is free: the check goes ahead...
      const refused = await next(); // ...and the next guess must wait
      if (refused.ok) throw new Error('expected a delay');
      expect(refused.reason).toBe('username');
      delays.push(refused.retryAfterMs);
      c.advance(refused.retryAfterMs);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
    // Usernames are compared case-insensitively; another account is untouched.
    expect((await next()).ok).toBe(true);
    expect(await g.begin('admin', '10.9.9.9')).toMatchObject({ ok: false, reason: 'username' });
    expect((await g.begin('editor', '10.9.9.9')).ok).toBe(true);
  });

  it('an address the owner signed in from is exempt from the username delays', async () => {
    const c = clock();
    const g = guard(LOGIN_POLICY, c.now);
    const home = await g.begin('owner', '192.168.1.5');
    if (!home.ok) throw new Error('expected a granted attempt');
    await home.attempt.succeeded();
    for (let i = 0; i < 30; i++) await g.begin('owner', `10.2.0.${i}`);
    expect(await g.begin('owner', '10.3.0.1')).toMatchObject({ ok: false, reason: 'username' });
    expect((await g.begin('owner', '192.168.1.5')).ok).toBe(true);
    // Known for 30 days only.
    c.advance(31 * 24 * 60 * 60 * 1000);
    for (let i = 0; i < 11; i++) await g.begin('owner', `10.4.0.${i}`);
    expect(await g.begin('owner', '192.168.1.5')).toMatchObject({ ok: false, reason: 'username' });
  });

  it('markKnown exempts an address too, unless older than 30 days', async () => {
    const c = clock();
    const g = guard(LOGIN_POLICY, c.now);
    await g.markKnown('Owner', '192.168.1.7', c.now() - 1000);
    await g.markKnown('owner', '192.168.1.8', c.now() - 31 * 24 * 60 * 60 * 1000);
    for (let i = 0; i < 12; i++) await g.begin('owner', `10.6.0.${i}`);
    expect((await g.begin('owner', '192.168.1.7')).ok).toBe(true);
    expect(await g.begin('owner', '192.168.1.8')).toMatchObject({ ok: false, reason: 'username' });
  });

  it('refuses an address after 20 failures across usernames', async () => {
    const g = guard(LOGIN_POLICY, clock().now);
    for (let i = 0; i < 20; i++) expect((await g.begin(`user${i}`, '10.5.0.1')).ok).toBe(true);
    expect(await g.begin('user99', '10.5.0.1')).toMatchObject({ ok: false, reason: 'address' });
  });

  it('answers a refusal it has just seen without the database, for one second at most', async () => {
    const c = clock();
    const g = guard(LOGIN_POLICY, c.now);
    for (let i = 0; i < 5; i++) await g.begin('flood', '10.8.0.1');
    const first = await g.begin('flood', '10.8.0.1');
    expect(first).toMatchObject({ ok: false, reason: 'pair' });
    // The counters vanish (as if another process's success had reset the pair): within the second the refusal
    // still stands here, with the same end; after it, the database is asked again.
    await db.sql`truncate login_failures`;
    c.advance(REFUSAL_MEMORY_MS - 1);
    const again = await g.begin('flood', '10.8.0.1');
    expect(again).toMatchObject({ ok: false, reason: 'pair' });
    if (first.ok || again.ok) return;
    expect(again.retryAfterMs).toBe(first.retryAfterMs - (REFUSAL_MEMORY_MS - 1));
    c.advance(1);
    expect((await g.begin('flood', '10.8.0.1')).ok).toBe(true);
  });

  it('two guards on one database (two server processes) share the limits', async () => {
    const c = clock();
    const a = guard(LOGIN_POLICY, c.now);
    const b = guard(LOGIN_POLICY, c.now);
    const both = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).begin('shared', '10.7.0.1')));
    expect(both.filter((d) => d.ok)).toHaveLength(5);
  });

  it("the migration carries the audit log's recent sign-ins over as known addresses", async () => {
    const fresh = await createTestDatabase({ migrate: false });
    try {
      // The database as it was before migration 044, with sign-ins in its audit log.
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pomolo-migrations-'));
      for (const m of (await listMigrations()).filter((m) => m.version < 44))
        await fs.copyFile(m.file, path.join(dir, path.basename(m.file)));
      await migrate(fresh.sql, () => {}, dir);
      await fresh.sql`insert into audit_log (actor, action, ip, at) values
        ('Keeper', 'sign-in.success', '192.168.9.1', now() - interval '2 days'),
        ('keeper', 'sign-in.success', '192.168.9.2', now() - interval '40 days'),
        ('keeper', 'sign-in.failure', '192.168.9.3', now())`;
      await fs.rm(dir, { recursive: true, force: true });
      await migrate(fresh.sql);
      const rows = await fresh.sql<{ username: string; address: string }[]>`
        select username, address from login_known_addresses order by address`;
      expect(rows).toEqual([{ username: 'keeper', address: '192.168.9.1' }]);
    } finally {
      await fresh.drop();
    }
  });
});
