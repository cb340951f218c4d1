import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { connect } from '../src/database.ts';
import { createTestDatabase } from './helpers/database.ts';
import { makeTempDir } from './helpers/app.ts';
import { postmasterPid, runScript, serverPid, startServerProcess, type ServerProcess } from './helpers/process.ts';

/**
 * Issue 12 item 7: a running server locks its DATA_DIR; `admin:create`, `migrate`, `seed` and a second server
 * use its database or refuse, and never stop it. Real processes on one data directory.
 */
describe('the data directory lock', () => {
  let dataDir: string;
  let server: ServerProcess;
  const env = () => ({ DATA_DIR: dataDir, CATALOGUE_CACHE_DIR: inject('catalogueCacheDir') });

  beforeAll(async () => {
    dataDir = await makeTempDir('pomolo-lock-');
    server = await startServerProcess(env());
    expect(server.url, server.output()).not.toBe('');
  });
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** The server still answers, from its database (counting a play writes a row). */
  async function serverStillWorks(): Promise<void> {
    const tracks = (await (await fetch(`${server.url}/api/tracks`)).json()) as {
      data: { categories: { tracks: { id: string }[] }[] };
    };
    const id = tracks.data.categories[0].tracks[0].id;
    const play = await fetch(`${server.url}/api/tracks/${id}/play`, { method: 'POST' });
    expect(play.status, server.output()).toBe(200);
  }

  it('names the running server, its pid, its address and its database port', () => {
    const lock = JSON.parse(readFileSync(path.join(dataDir, 'pomolo.lock'), 'utf8')) as Record<string, unknown>;
    expect(lock).toMatchObject({ kind: 'server', url: server.url });
    expect(lock.pid).toBe(server.child.pid);
    expect(lock.pgPort).toEqual(expect.any(Number));
  });

  it('admin:create, migrate and seed use the running server’s database and leave it running', async () => {
    const postmaster = postmasterPid(dataDir);
    const created = await runScript('create-admin.ts', ['lockadmin'], {
      ...env(),
      ADMIN_PASSWORD: 'a long enough password 123',
    });
    expect(created.code, created.output).toBe(0);
    expect(created.output).toContain(`Using the database of the running Pomolo server (pid ${serverPid(dataDir)}`);
    expect(created.output).toContain('Created the admin account "lockadmin"');
    await serverStillWorks();

    const migrated = await runScript('migrate.ts', [], env());
    expect(migrated.code, migrated.output).toBe(0);
    expect(migrated.output).toContain('The schema is up to date.');
    await serverStillWorks();

    const seeded = await runScript('seed.ts', [], env());
    expect(seeded.code, seeded.output).toBe(0);
    expect(seeded.output).toContain('nothing to seed');
    await serverStillWorks();

    // The very same PostgreSQL, never restarted, and the account is in it.
    expect(postmasterPid(dataDir)).toBe(postmaster);
    const lock = JSON.parse(readFileSync(path.join(dataDir, 'pomolo.lock'), 'utf8')) as { pgPort: number };
    const creds = JSON.parse(readFileSync(path.join(dataDir, 'pg-credentials.json'), 'utf8')) as {
      user: string;
      password: string;
    };
    const sql = connect(`postgres://${creds.user}:${creds.password}@127.0.0.1:${lock.pgPort}/postgres`, { max: 1 });
    try {
      const rows = await sql<{ username: string }[]>`select username from admins where username = 'lockadmin'`;
      expect(rows).toHaveLength(1);
    } finally {
      await sql.end();
    }
  });

  it('a second server on the same data directory refuses with one clear line and stops nothing', async () => {
    const postmaster = postmasterPid(dataDir);
    const second = await startServerProcess(env());
    expect(second.url).toBe('');
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `pomolo: Another Pomolo server (pid ${serverPid(dataDir)}, ${server.url}) is using the data directory ${dataDir}. Stop it first`,
    );
    expect(postmasterPid(dataDir)).toBe(postmaster);
    // `npm start` checks before its build, which would rewrite the running server's dist/.
    const check = await runScript('check-data-dir.ts', [], env());
    expect(check.code).toBe(1);
    expect(check.output).toContain(`pomolo: Another Pomolo server (pid ${serverPid(dataDir)}, ${server.url})`);
    await serverStillWorks();
  });
});

describe('a stale lock', () => {
  it('left by a server killed outright is taken over, and its orphaned PostgreSQL stopped', async () => {
    const dataDir = await makeTempDir('pomolo-stale-');
    const env = { DATA_DIR: dataDir, CATALOGUE_CACHE_DIR: inject('catalogueCacheDir') };
    try {
      const first = await startServerProcess(env);
      const pid = serverPid(dataDir);
      expect(pid).toBe(first.child.pid);
      first.child.kill('SIGKILL');
      await first.exited;
      expect(existsSync(path.join(dataDir, 'pomolo.lock'))).toBe(true);
      expect((await runScript('check-data-dir.ts', [], env)).code).toBe(0);

      const again = await startServerProcess(env);
      expect(again.url, again.output()).not.toBe('');
      expect(again.output()).toContain(
        `Taking over the data directory lock left by a server that is gone (pid ${pid})`,
      );
      expect((await fetch(`${again.url}/api/tracks`)).status).toBe(200);
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
      // A clean stop removes the lock and stops PostgreSQL.
      expect(existsSync(path.join(dataDir, 'pomolo.lock'))).toBe(false);
      expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('naming a pid that is not a Pomolo process (reused) does not block a script, which starts and stops its own cluster', async () => {
    const dataDir = await makeTempDir('pomolo-reused-');
    // A live process that is not Node: what a lock from another life of the machine names once its pid is reused.
    const other = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      writeFileSync(
        path.join(dataDir, 'pomolo.lock'),
        JSON.stringify({ pid: other.pid, kind: 'server', startedAt: '2020-01-01T00:00:00Z', pgPort: 1 }),
      );
      const migrated = await runScript('migrate.ts', [], {
        DATA_DIR: dataDir,
        CATALOGUE_CACHE_DIR: inject('catalogueCacheDir'),
      });
      expect(migrated.code, migrated.output).toBe(0);
      expect(migrated.output).toMatch(/Applied \d+ migration\(s\)\./);
      expect(existsSync(path.join(dataDir, 'pomolo.lock'))).toBe(false);
      expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    } finally {
      other.kill();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('a script without DATABASE_URL beside a server that uses DATABASE_URL says to set it, and touches nothing', async () => {
    const db = await createTestDatabase({ migrate: false });
    const dataDir = await makeTempDir('pomolo-ext-lock-');
    const env = { DATA_DIR: dataDir, CATALOGUE_CACHE_DIR: inject('catalogueCacheDir') };
    const server = await startServerProcess({ ...env, DATABASE_URL: db.url });
    try {
      expect(server.url, server.output()).not.toBe('');
      const migrated = await runScript('migrate.ts', [], env);
      expect(migrated.code).toBe(1);
      expect(migrated.output).toContain(
        `works on the PostgreSQL server named by its DATABASE_URL; set the same DATABASE_URL for this command.`,
      );
      // One line, no stack.
      expect(migrated.output.trim().split('\n')).toHaveLength(1);
      expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
      expect((await fetch(`${server.url}/api/tracks`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await db.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
