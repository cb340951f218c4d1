import fs from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_ROOT } from './config.ts';
import type { Sql } from './database.ts';

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'server', 'migrations');

export interface Migration {
  version: number;
  name: string;
  file: string;
}

export async function listMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const seen = new Set<number>();
  return files.map((file) => {
    const m = /^(\d+)_([a-z0-9_-]+)\.sql$/.exec(file);
    if (!m) throw new Error(`Migration file name must look like 001_name.sql: ${file}`);
    const version = Number(m[1]);
    if (seen.has(version)) throw new Error(`Two migrations share number ${version}`);
    seen.add(version);
    return { version, name: m[2], file: path.join(dir, file) };
  });
}

/** Applies the pending migrations in order, in one transaction under an advisory lock: all or nothing. Forward only. */
export async function migrate(
  sql: Sql,
  log: (msg: string) => void = () => {},
  dir = MIGRATIONS_DIR,
): Promise<number[]> {
  const migrations = await listMigrations(dir);
  const applied: number[] = [];
  await sql.begin(async (tx) => {
    // One migrator at a time across processes; the lock is released at commit.
    await tx`select pg_advisory_xact_lock(7405001)`;
    await tx`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`;
    const done = new Set(
      (await tx<{ version: number }[]>`select version from schema_migrations`).map((r) => r.version),
    );
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      const body = await fs.readFile(m.file, 'utf8');
      await tx.savepoint(async (sp) => {
        await sp.unsafe(body);
        await sp`insert into schema_migrations (version, name) values (${m.version}, ${m.name})`;
      });
      applied.push(m.version);
      log(`Applied migration ${String(m.version).padStart(3, '0')}_${m.name}`);
    }
  });
  return applied;
}

/** The migrations in `dir` the database has not applied (all of them when it has none). */
export async function pendingMigrations(sql: Sql, dir = MIGRATIONS_DIR): Promise<number[]> {
  const [{ versions }] = await sql<{ versions: number[] }[]>`
    select case when to_regclass('schema_migrations') is null then '{}'::int[]
                else (select coalesce(array_agg(version), '{}') from schema_migrations) end as versions`;
  const applied = new Set(versions);
  return (await listMigrations(dir)).map((m) => m.version).filter((v) => !applied.has(v));
}
