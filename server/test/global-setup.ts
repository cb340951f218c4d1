import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedCluster } from '../src/database.ts';
import { generateCatalogue } from '../src/catalogue/catalogue.ts';
import { loadConfig } from '../src/config.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL on the server the tests run against; each test file makes its own database there. */
    adminDatabaseUrl: string;
    catalogueCacheDir: string;
  }
}

/**
 * Server tests run against a real PostgreSQL: DATABASE_URL when it is set (CI also runs them against the
 * machine's PostgreSQL), else a throw-away embedded cluster. The generated catalogue is made once here (or
 * found in its cache) so the test files only copy it.
 */
export default async function setup(project: TestProject) {
  const { catalogueCacheDir } = loadConfig();
  const started = Date.now();
  await generateCatalogue(catalogueCacheDir, (m) => console.log(`[catalogue] ${m}`));
  console.log(`[catalogue] ready in ${Date.now() - started} ms`);
  project.provide('catalogueCacheDir', catalogueCacheDir);

  if (process.env.DATABASE_URL) {
    console.log('[db] server tests use DATABASE_URL');
    project.provide('adminDatabaseUrl', process.env.DATABASE_URL);
    return;
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pomolo-test-pg-'));
  await fs.chmod(dir, 0o755);
  // Made under the C locale on purpose, as on a machine with no locale set (CI's bare environment): the cluster must
  // be UTF-8 whatever the environment says (database-encoding.test.ts).
  const locale = { LANG: process.env.LANG, LC_ALL: process.env.LC_ALL };
  process.env.LANG = 'C';
  process.env.LC_ALL = 'C';
  let cluster: Awaited<ReturnType<typeof startEmbeddedCluster>>;
  try {
    cluster = await startEmbeddedCluster(dir);
  } finally {
    for (const [name, value] of Object.entries(locale))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  }
  console.log('[db] server tests use a throw-away embedded PostgreSQL');
  project.provide('adminDatabaseUrl', cluster.url);
  return async () => {
    await cluster.stop();
    await fs.rm(dir, { recursive: true, force: true });
  };
}
