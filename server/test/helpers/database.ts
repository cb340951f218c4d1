import crypto from 'node:crypto';
import { inject } from 'vitest';
import { connect, type Sql } from '../../src/database.ts';
import { migrate } from '../../src/migrations.ts';

export interface TestDatabase {
  sql: Sql;
  url: string;
  name: string;
  drop(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh, empty database on the test server (migrated unless told not to), dropped by `drop()`. */
export async function createTestDatabase(opts: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `pomolo_test_${crypto.randomBytes(5).toString('hex')}`;
  const admin = connect(adminUrl, { max: 1 });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const sql = connect(url);
  if (opts.migrate !== false) await migrate(sql);
  return {
    sql,
    url,
    name,
    async drop() {
      await sql.end({ timeout: 1 });
      const a = connect(adminUrl, { max: 1 });
      await a.unsafe(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
