import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, listMigrations } from '../src/migrations.ts';
import { createTestDatabase, type TestDatabase } from './helpers/database.ts';

describe('migrations', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
  });
  afterAll(() => db.drop());

  it('applies every numbered migration once, in order, and is a no-op the second time', async () => {
    const all = await listMigrations();
    expect(all.map((m) => m.version)).toEqual([...all.map((m) => m.version)].sort((a, b) => a - b));
    const first = await migrate(db.sql);
    expect(first).toEqual(all.map((m) => m.version));
    expect(await migrate(db.sql)).toEqual([]);
    const rows = await db.sql<{ version: number }[]>`select version from schema_migrations order by version`;
    expect(rows.map((r) => r.version)).toEqual(first);
  });

  it('keeps no table UNLOGGED: a crash of the database must not reset the sign-in throttle or the limits', async () => {
    const unlogged = await db.sql<{ relname: string }[]>`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relpersistence <> 'p'`;
    expect(unlogged.map((r) => r.relname)).toEqual([]);
    const counters = await db.sql<{ relname: string; relpersistence: string }[]>`
      select relname, relpersistence from pg_class
      where relname in ('login_failures', 'login_slots', 'rate_limits') order by relname`;
    expect(counters).toEqual([
      { relname: 'login_failures', relpersistence: 'p' },
      { relname: 'login_slots', relpersistence: 'p' },
      { relname: 'rate_limits', relpersistence: 'p' },
    ]);
  });

  it('creates the schema the product needs', async () => {
    const cols = await db.sql<{ table_name: string; column_name: string }[]>`
      select table_name, column_name from information_schema.columns where table_schema = 'public'`;
    const has = (t: string, c: string) => cols.some((r) => r.table_name === t && r.column_name === c);
    for (const c of ['name', 'slug', 'description', 'icon']) expect(has('categories', c), `categories.${c}`).toBe(true);
    for (const c of [
      'title',
      'artist',
      'category_id',
      'audio_file',
      'cover_file',
      'duration_seconds',
      'licence',
      'source',
      'created_at',
      'play_count',
    ])
      expect(has('tracks', c), `tracks.${c}`).toBe(true);
    for (const c of ['message', 'status', 'created_at', 'user_ip', 'user_agent', 'admin_notes'])
      expect(has('recommendations', c), `recommendations.${c}`).toBe(true);
    for (const c of ['inquiry_type', 'name', 'email', 'message', 'created_at'])
      expect(has('contact_messages', c), `contact_messages.${c}`).toBe(true);
    for (const c of ['username', 'password_hash']) expect(has('admins', c)).toBe(true);
    for (const c of ['token_hash', 'admin_id', 'expires_at']) expect(has('sessions', c)).toBe(true);
  });

  it('enforces the data rules in the database too', async () => {
    await expect(db.sql`insert into categories (name, slug) values ('Bad', 'Has Spaces')`).rejects.toThrow(
      /check constraint/,
    );
    await expect(db.sql`insert into recommendations (message, status) values ('hi', 'spam')`).rejects.toThrow(
      /check constraint/,
    );
    await expect(db.sql`insert into recommendations (message) values (${'x'.repeat(2001)})`).rejects.toThrow(
      /check constraint/,
    );
  });
});
