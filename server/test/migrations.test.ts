import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, listMigrations, MIGRATIONS_DIR } from '../src/migrations.ts';
import { makeTempDir } from './helpers/app.ts';
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

describe('migration 049', () => {
  it("rewrites the uploads that published an admin's username as their source, and nothing else", async () => {
    const db = await createTestDatabase({ migrate: false });
    const dir = await makeTempDir('pomolo-migrations-');
    try {
      for (const m of await listMigrations())
        if (m.version < 49) await fs.copyFile(m.file, path.join(dir, path.basename(m.file)));
      await migrate(db.sql, () => {}, dir);
      await db.sql`insert into admins (username, password_hash) values ('alice', 'x')`;
      // An account since deleted, known from the audit log; a failed sign-in's typed name is not an account.
      await db.sql`insert into audit_log (actor, action) values ('bob', 'track.upload'), ('Carol', 'sign-in.failure')`;
      await db.sql`insert into categories (name, slug) values ('C', 'c')`;
      const sources = [
        'Uploaded by alice',
        'Bulk upload by alice',
        'Bulk upload by bob',
        'Uploaded by Carol',
        'Recorded by alice at home',
        'Pomolo procedural',
      ];
      for (const [i, source] of sources.entries())
        await db.sql`
          insert into tracks (category_id, title, artist, audio_file, audio_mime, audio_bytes, duration_seconds,
                              licence, source)
          select id, 'T', 'A', ${`f${i}.mp3`}, 'audio/mpeg', 1, 1, 'L', ${source} from categories`;
      expect(await migrate(db.sql, () => {}, MIGRATIONS_DIR)).toContain(49);
      const rows = await db.sql<{ source: string }[]>`select source from tracks order by id`;
      expect(rows.map((r) => r.source)).toEqual([
        "Uploaded by the site's admin",
        "Uploaded by the site's admin",
        "Uploaded by the site's admin",
        'Uploaded by Carol',
        'Recorded by alice at home',
        'Pomolo procedural',
      ]);
    } finally {
      await db.drop();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
