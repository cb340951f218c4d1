import fs from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { makeTempDir } from './helpers/app.ts';
import { startServerProcess, runServerToExit } from './helpers/process.ts';
import { createTestDatabase } from './helpers/database.ts';

/** The process entry (`npm start` after the build): start-up, restarts on the same DATA_DIR, shutdown, bad input. */
describe('server process', () => {
  let dataDir: string;
  const env = () => ({ DATA_DIR: dataDir, CATALOGUE_CACHE_DIR: inject('catalogueCacheDir') });

  beforeAll(async () => {
    dataDir = await makeTempDir('pomolo-proc-');
  });
  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('starts the embedded PostgreSQL under DATA_DIR/pg, serves the catalogue, and stops cleanly on SIGTERM', async () => {
    const p = await startServerProcess(env());
    expect(p.url, p.output()).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
    const res = await fetch(`${p.url}/api/tracks`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { categories: unknown[] } };
    expect(body.data.categories).toHaveLength(4);
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    // PostgreSQL was shut down, not orphaned.
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  });

  it('reuses the cluster on the next start, with nothing lost', async () => {
    const p = await startServerProcess(env());
    const before = (await (await fetch(`${p.url}/api/tracks`)).json()) as {
      data: { categories: { tracks: { id: string }[] }[] };
    };
    expect(p.output()).not.toContain('Creating the embedded PostgreSQL cluster');
    expect(p.output()).not.toContain('installing the generated catalogue');
    p.child.kill('SIGINT');
    expect(await p.exited).toBe(0);
    expect(before.data.categories.flatMap((c) => c.tracks).length).toBeGreaterThanOrEqual(12);
  });

  it('restarts after being killed outright (SIGKILL), keeping committed data', async () => {
    const p = await startServerProcess(env());
    const ids = (
      (await (await fetch(`${p.url}/api/tracks`)).json()) as { data: { categories: { tracks: { id: string }[] }[] } }
    ).data.categories
      .flatMap((c) => c.tracks.map((t) => t.id))
      .sort();
    p.child.kill('SIGKILL');
    await p.exited;
    const again = await startServerProcess(env());
    expect(again.url, again.output()).not.toBe('');
    const ids2 = (
      (await (await fetch(`${again.url}/api/tracks`)).json()) as {
        data: { categories: { tracks: { id: string }[] }[] };
      }
    ).data.categories
      .flatMap((c) => c.tracks.map((t) => t.id))
      .sort();
    expect(ids2).toEqual(ids);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  it('stops within 10 s when SIGTERM arrives during start-up, leaving no PostgreSQL behind', async () => {
    let asked = 0;
    const p = await startServerProcess(env(), {
      onOutput: (out, child) => {
        // PostgreSQL runs, but start-up has not got hold of the database yet.
        if (!asked && out.includes('The embedded PostgreSQL is up')) {
          asked = Date.now();
          child.kill('SIGTERM');
        }
      },
    });
    const { exited, output } = p;
    expect(p.url).toBe('');
    expect(await exited, output()).toBe(0);
    expect(Date.now() - asked).toBeLessThan(10_000);
    expect(output()).not.toContain('ready on');
    expect(output()).not.toContain('start-up failed');
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    if (existsSync(pidFile)) {
      const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
      expect(() => process.kill(pid, 0)).toThrow();
    }
    expect(existsSync(path.join(dataDir, 'pomolo.lock'))).toBe(false);
  });

  it('says so, in one line, when the port is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const { code, output } = await runServerToExit({ ...env(), PORT: String(port) });
      expect(code).toBe(1);
      expect(output).toContain(`Port ${port} is already in use`);
      expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    } finally {
      blocker.close();
    }
  });

  it('stops with one clear line when DATABASE_URL cannot be reached or is malformed', async () => {
    const unreachable = await runServerToExit({ ...env(), DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/none' });
    expect(unreachable.code).toBe(1);
    expect(unreachable.output).toMatch(
      /pomolo: Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/none .*Check DATABASE_URL/,
    );
    expect(unreachable.output).not.toContain('secret');
    const malformed = await runServerToExit({ ...env(), DATABASE_URL: 'not a url' });
    expect(malformed.code).toBe(1);
    expect(malformed.output).toContain('pomolo: DATABASE_URL is not a valid URL');
  });

  it('uses the server named by DATABASE_URL when it is set', async () => {
    const db = await createTestDatabase({ migrate: false });
    const dir = await makeTempDir('pomolo-ext-');
    try {
      const p = await startServerProcess({
        DATA_DIR: dir,
        CATALOGUE_CACHE_DIR: inject('catalogueCacheDir'),
        DATABASE_URL: db.url,
      });
      expect(p.url, p.output()).not.toBe('');
      expect(existsSync(path.join(dir, 'pg'))).toBe(false);
      const [{ n }] = await db.sql<{ n: number }[]>`select count(*)::int as n from tracks`;
      expect(n).toBeGreaterThanOrEqual(12);
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);
    } finally {
      await db.drop();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
