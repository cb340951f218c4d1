import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app.ts';
import { prepareCatalogue } from '../../src/seed.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  dataDir: string;
  distDir: string;
  close(): Promise<void>;
}

export async function makeTempDir(prefix = 'pomolo-test-'): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}

/**
 * The real app on a fresh database and DATA_DIR, with the generated catalogue installed, and a minimal
 * built-client folder (the real build is exercised by the Playwright journeys).
 */
export async function createTestApp(
  opts: {
    seed?: boolean;
    prepareDist?: (distDir: string) => Promise<void>;
    /** More buildApp options (PUBLIC_URL, TRUST_PROXY…). */
    app?: Partial<Omit<AppOptions, 'sql' | 'dataDir' | 'distDir'>>;
  } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const dataDir = await makeTempDir();
  const distDir = await makeTempDir('pomolo-dist-');
  await fs.writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  await fs.mkdir(path.join(distDir, 'assets'));
  await fs.writeFile(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log("app")');
  await opts.prepareDist?.(distDir);
  if (opts.seed !== false) await prepareCatalogue(db.sql, { dataDir, catalogueCacheDir: inject('catalogueCacheDir') });
  const app = await buildApp({ ...opts.app, sql: db.sql, dataDir, distDir });
  await app.ready();
  return {
    app,
    db,
    dataDir,
    distDir,
    async close() {
      await app.close();
      await db.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
      await fs.rm(distDir, { recursive: true, force: true });
    },
  };
}
