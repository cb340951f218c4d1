import { loadConfig, ConfigError } from './config.ts';
import { openDatabase, DatabaseError, type Database } from './database.ts';
import { migrate } from './migrations.ts';
import { startCatalogue } from './seed.ts';
import { bootstrapAdmin } from './auth/bootstrap.ts';
import { buildApp } from './app.ts';
import { serverLogger } from './logging.ts';
import { acquireDataDirLock, describeHolder } from './data-dir-lock.ts';
import { withStartupLock } from './startup-lock.ts';
import type { FastifyInstance } from 'fastify';
import { openMediaStore } from './media/store/open-media-store.ts';

function fail(message: string): never {
  console.error(`pomolo: ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  const log = (msg: string) => console.log(`pomolo: ${msg}`);

  // One server per data directory; the scripts use its database while it runs (data-dir-lock.ts).
  const attempt = acquireDataDirLock(config.dataDir, 'server', log);
  if (!attempt.lock)
    fail(
      `Another ${describeHolder(attempt.heldBy)} is using the data directory ${config.dataDir}. Stop it first, or give this server its own DATA_DIR.`,
    );
  const lock = attempt.lock;
  process.on('exit', () => lock.release());

  let db: Database | undefined;
  let opening: Promise<Database> | undefined;
  let app: FastifyInstance | undefined;
  let closing = false;
  const shutdownMs = config.shutdownTimeoutMs;
  /** Closes in order (HTTP, then the pool, then PostgreSQL), each step bounded, the whole within `shutdownMs`. */
  const shutdown = async (reason: string, code: number) => {
    if (closing) return;
    closing = true;
    log(`${reason}, shutting down`);
    const force = setTimeout(() => {
      console.error(`pomolo: shutdown took longer than ${shutdownMs} ms, exiting`);
      lock.release();
      process.exit(code || 1);
    }, shutdownMs);
    force.unref();
    const bounded = (p: Promise<unknown> | undefined, ms: number) =>
      Promise.race([p?.catch(() => {}), new Promise((r) => setTimeout(r, ms).unref())]);
    try {
      // Requests in flight get 30% of the time to finish; then their connections are cut.
      await bounded(app?.close(), shutdownMs * 0.3);
      app?.server.closeAllConnections();
      // During start-up the database may still be opening: close it once it is open (within the same bound).
      await bounded(
        (db ? Promise.resolve(db) : opening)?.then((d) => d.close()),
        shutdownMs * 0.6,
      );
    } finally {
      lock.release();
      process.exit(code);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT received', 0));
  process.on('SIGTERM', () => void shutdown('SIGTERM received', 0));
  try {
    log(
      config.databaseUrl
        ? 'Using the PostgreSQL server from DATABASE_URL'
        : `Using the embedded PostgreSQL in ${config.dataDir}/pg`,
    );
    opening = openDatabase(config, log, {
      lock,
      restartWithinMs: config.embeddedRestartMs,
      // A postmaster that cannot be brought back: exit non-zero so that a process manager restarts the service.
      onFatal: (message) => {
        console.error(`pomolo: ${message} Exiting so that the service can be restarted.`);
        void shutdown('The database is gone', 1);
      },
    });
    db = await opening;
    if (config.databaseUrl) lock.update({ externalDatabase: true });
    const sql = db.sql;
    const mediaStore = openMediaStore(config.media, config.dataDir);
    if (mediaStore.kind === 's3') {
      log(`Media are stored in ${mediaStore.description}`);
      try {
        await mediaStore.ping();
      } catch (err) {
        await mediaStore.close();
        throw new ConfigError(
          `The media bucket ${mediaStore.description} cannot be reached (${(err as Error).name}: ${(err as Error).message}). Check S3_BUCKET, S3_ENDPOINT, S3_REGION and the AWS credentials.`,
        );
      }
    }
    // Instances starting together on one database take turns: migrations and the seed run once (decision 0056).
    // On a fresh start the music library is made in the background (a few minutes on two cores): the server answers
    // at once and each track joins the public catalogue (a new ETag) as soon as it is made.
    const catalogue = await withStartupLock(sql, log, async () => {
      await migrate(sql, log);
      await bootstrapAdmin(sql, config, log);
      return startCatalogue(sql, {
        dataDir: config.dataDir,
        catalogueCacheDir: config.catalogueCacheDir,
        log,
        store: mediaStore,
        niceness: 10,
        onTrackAdded: () => app?.catalogueCache.invalidate(),
      });
    });
    app = await buildApp({
      sql: db.sql,
      dataDir: config.dataDir,
      distDir: config.distDir,
      production: config.production,
      logger: serverLogger(config.logLevel, { tty: process.stdout.isTTY === true }),
      trustProxy: config.trustProxy,
      publicUrl: config.publicUrl,
      visitorMessagesPerTenMinutes: config.visitorRateLimit,
      syncLimits: {
        ...(config.syncRatePerSpace ? { perSpacePerMinute: config.syncRatePerSpace } : {}),
        ...(config.syncRatePerAddress ? { perAddressPerMinute: config.syncRatePerAddress } : {}),
      },
      timeouts: config.timeouts,
      auditRetentionDays: config.auditRetentionDays,
      mediaStore,
      mediaPublicUrl: config.mediaPublicUrl,
    });
    // The first good catalogue, so that a database outage from now on is answered from it (http-cache.ts).
    await app.catalogueCache.get();
    if (closing) return;
    await app.listen({ port: config.port, host: config.host });
    const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    const url = `http://${shown}:${(app.server.address() as { port: number }).port}`;
    lock.update({ url });
    log(`Pomolo is ready on ${url}`);
    catalogue.install?.finished.catch((err: Error) => {
      if (!closing) console.error(`pomolo: making the music library failed: ${err.message}`);
    });
  } catch (err) {
    // A shutdown during start-up closed what start-up was using; it exits by itself.
    if (closing) return;
    await app?.close().catch(() => {});
    await db?.close().catch(() => {});
    lock.release();
    const e = err as NodeJS.ErrnoException;
    if (e.code === 'EADDRINUSE')
      fail(
        `Port ${config.port} is already in use on ${config.host}. Stop the other program or set PORT to a free port.`,
      );
    if (e.code === 'EACCES') fail(`Not allowed to listen on port ${config.port}. Choose a port above 1023 with PORT.`);
    if (err instanceof DatabaseError || err instanceof ConfigError) fail(err.message);
    console.error(err);
    fail(`start-up failed: ${e.message}`);
  }
}

void main();
