import type { Sql } from './database.ts';

/**
 * The advisory lock key of start-up work (migrations, the first admin, the catalogue seed). Pomolo's other keys,
 * taken inside this one on other connections: 7405001 (migrations.ts) and 7405002 (beginCatalogueInstall).
 */
export const STARTUP_LOCK_KEY = 7405003;

/**
 * Runs `work` while holding a session-level PostgreSQL advisory lock on a connection of its own (decision 0056):
 * server processes (and the migrate/seed scripts) starting together on one database take turns, so migrations and
 * the catalogue seed run once; the ones that wait find the work done. A holder that dies loses its connection and
 * with it the lock, so nobody waits for a dead process.
 */
export async function withStartupLock<T>(sql: Sql, log: (msg: string) => void, work: () => Promise<T>): Promise<T> {
  const conn = await sql.reserve();
  try {
    const [{ got }] = await conn<{ got: boolean }[]>`select pg_try_advisory_lock(${STARTUP_LOCK_KEY}) as got`;
    if (!got) {
      log('Another process is preparing this database (migrations, catalogue); waiting for it');
      await conn`select pg_advisory_lock(${STARTUP_LOCK_KEY})`;
    }
    try {
      return await work();
    } finally {
      await conn`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.catch(() => {});
    }
  } finally {
    conn.release();
  }
}
