import { loadConfig, ConfigError } from './config.ts';
import { openDatabase, DatabaseError, type Database } from './database.ts';
import { migrate } from './migrations.ts';
import { prepareCatalogue } from './seed.ts';
import { bootstrapAdmin } from './auth/bootstrap.ts';
import { buildApp } from './app.ts';
import type { FastifyInstance } from 'fastify';

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

  let db: Database | undefined;
  let app: FastifyInstance | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal} received, shutting down`);
    const force = setTimeout(() => {
      console.error('pomolo: shutdown took too long, exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await app?.close();
      await db?.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    log(
      config.databaseUrl
        ? 'Using the PostgreSQL server from DATABASE_URL'
        : `Using the embedded PostgreSQL in ${config.dataDir}/pg`,
    );
    db = await openDatabase(config, log);
    await migrate(db.sql, log);
    await bootstrapAdmin(db.sql, config, log);
    await prepareCatalogue(db.sql, { dataDir: config.dataDir, catalogueCacheDir: config.catalogueCacheDir, log });
    app = await buildApp({
      sql: db.sql,
      dataDir: config.dataDir,
      distDir: config.distDir,
      production: config.production,
      logger: { level: config.logLevel },
      trustProxy: config.trustProxy,
      publicUrl: config.publicUrl,
      visitorMessagesPerTenMinutes: config.visitorRateLimit,
    });
    await app.listen({ port: config.port, host: config.host });
    const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    log(`Pomolo is ready on http://${shown}:${(app.server.address() as { port: number }).port}`);
  } catch (err) {
    await app?.close().catch(() => {});
    await db?.close().catch(() => {});
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
