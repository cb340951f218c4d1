import fs from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { ConfigError, DEFAULT_AUDIT_RETENTION_DAYS, loadConfig } from '../../src/config.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { makeTempDir } from '../helpers/app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** AUDIT_RETENTION_DAYS: audit log rows older than the retention are deleted at start and then daily. */
describe('audit log retention', () => {
  let db: TestDatabase;
  let dirs: string[];
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
    dirs = [await makeTempDir(), await makeTempDir('pomolo-dist-')];
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    vi.useRealTimers();
    await db.sql`delete from audit_log`;
  });
  afterAll(async () => {
    await db.drop();
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  /** A row `daysAgo` days old (plus an hour, so that it is clearly past a whole-day retention). */
  const insertAged = (summary: string, daysAgo: number) =>
    db.sql`insert into audit_log (actor, action, summary, at)
           values ('auditor', 'track.update', ${summary}, now() - make_interval(days => ${daysAgo}, hours => 1))`;
  const summaries = async () =>
    (await db.sql<{ summary: string }[]>`select summary from audit_log order by at`).map((r) => r.summary);
  const start = async (auditRetentionDays?: number) => {
    app = await buildApp({ sql: db.sql, dataDir: dirs[0], distDir: dirs[1], auditRetentionDays });
    await app.ready();
  };

  it('reads AUDIT_RETENTION_DAYS, 365 days when unset, and refuses anything but a whole number of days', () => {
    expect(DEFAULT_AUDIT_RETENTION_DAYS).toBe(365);
    expect(loadConfig({}).auditRetentionDays).toBe(365);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '30' }).auditRetentionDays).toBe(30);
    for (const bad of ['0', '-5', '1.5', 'forever'])
      expect(() => loadConfig({ AUDIT_RETENTION_DAYS: bad }), bad).toThrow(ConfigError);
  });

  it('at start, deletes the rows older than a year by default and keeps the rest', async () => {
    await insertAged('two years ago', 730);
    await insertAged('just over a year ago', 365);
    await insertAged('last month', 30);
    await insertAged('today', 0);
    await start();
    expect(await summaries()).toEqual(['last month', 'today']);
  });

  it('follows a configured retention', async () => {
    await insertAged('last month', 30);
    await insertAged('last week', 7);
    await insertAged('yesterday', 1);
    await start(7);
    expect(await summaries()).toEqual(['yesterday']);
  });

  it('prunes again every day while running, and stops when the app closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await start(10);
    await insertAged('aged while running', 11);
    await insertAged('recent', 2);
    expect(await summaries()).toEqual(['aged while running', 'recent']);
    await vi.advanceTimersByTimeAsync(DAY_MS - 1000);
    expect(await summaries()).toEqual(['aged while running', 'recent']);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(async () => expect(await summaries()).toEqual(['recent']));

    await app!.close();
    app = undefined;
    await insertAged('after close', 20);
    await vi.advanceTimersByTimeAsync(2 * DAY_MS);
    expect(await summaries()).toEqual(['after close', 'recent']);
  });
});
