import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { cataloguePlan, catalogueKey, type TrackPlan } from '../../src/catalogue/catalogue.ts';
import { PROJECT_ROOT } from '../../src/config.ts';
import { progressReporter, startCatalogue } from '../../src/seed.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/database.ts';
import { makeTempDir } from '../helpers/app.ts';

// A small library made for real (synthesis, mastering, encoding, covers) by the same code as the shipped one:
// one short track per category, so generating it from a cold cache takes seconds, not minutes.
const smallPlan = (seconds = 6): TrackPlan[] =>
  cataloguePlan()
    .filter((p) => p.number === 1)
    .map((p) => ({ ...p, recipe: { ...p.recipe, durationSec: seconds } }));

async function listFiles(dir: string): Promise<string[]> {
  return (await fs.readdir(dir)).sort();
}

describe('the generated library on a fresh start (issue 17)', () => {
  let db: TestDatabase;
  let dataDir: string;
  let cacheDir: string;
  beforeEach(async () => {
    db = await createTestDatabase();
    dataDir = await makeTempDir();
    cacheDir = await makeTempDir('pomolo-test-cache-');
  });
  afterEach(async () => {
    await db.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(cacheDir, { recursive: true, force: true });
  });

  it('answers at once and adds each track to /api/tracks (a new ETag) as it is made', async () => {
    const plan = smallPlan();
    const app = await buildApp({ sql: db.sql, dataDir, distDir: dataDir });
    let finished: Promise<unknown> = Promise.resolve();
    try {
      const etags: string[] = [];
      const counts: number[] = [];
      const lines: string[] = [];
      const { install } = await startCatalogue(db.sql, {
        dataDir,
        catalogueCacheDir: cacheDir,
        plan,
        lanes: 1,
        log: (line) => lines.push(line),
        onTrackAdded: () => app.catalogueCache.invalidate(),
      });
      expect(install).not.toBeNull();
      finished = install!.finished;
      // Not cached: startCatalogue returned before the library was made, and the server answers meanwhile.
      const first = await app.inject({ url: '/api/tracks' });
      expect(first.statusCode).toBe(200);
      const firstBody = first.json<{ data: { categories: { tracks: unknown[] }[] } }>();
      expect(firstBody.data.categories.flatMap((c) => c.tracks).length).toBeLessThan(plan.length);
      expect(install!.progress().done).toBeLessThan(plan.length);
      let done = false;
      void install!.finished.then(() => (done = true));
      while (!done) {
        const res = await app.inject({ url: '/api/tracks' });
        const n = res
          .json<{ data: { categories: { tracks: unknown[] }[] } }>()
          .data.categories.flatMap((c) => c.tracks).length;
        if (counts.at(-1) !== n) {
          counts.push(n);
          etags.push(String(res.headers.etag));
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await install!.finished).toBe(plan.length);
      const last = await app.inject({ url: '/api/tracks' });
      const all = last.json<{ data: { categories: { tracks: { licence: string }[] }[] } }>().data.categories;
      expect(all.map((c) => c.tracks.length)).toEqual([1, 1, 1, 1]);
      expect(all.flatMap((c) => c.tracks).every((t) => t.licence === 'CC0-1.0')).toBe(true);
      // Tracks arrived one by one, and the ETag changed with each.
      expect(counts.length).toBeGreaterThanOrEqual(3);
      expect(new Set([...etags, String(last.headers.etag)]).size).toBeGreaterThanOrEqual(counts.length);
      const [pending] = await db.sql`select 1 from catalogue_install`;
      expect(pending).toBeUndefined();
      // Quiet (issue 25): no line per track, only the start, a progress line at the last track, and the end.
      expect(
        lines.filter((l) => plan.some((p) => l.includes(p.title))),
        lines.join('\n'),
      ).toEqual([]);
      expect(lines.filter((l) => /\d+ of \d+ tracks/.test(l))).toEqual([
        expect.stringMatching(/^Generating the music library: 4 of 4 tracks \(\d+ s\)$/),
      ]);
      // The admin dashboard's note is fed from here: nothing pending any more.
    } finally {
      // Never leave the background install running into the next test's clean-up.
      await finished.catch(() => {});
      await app.close();
    }
  });

  it('prints a progress line every 10 tracks and at the last one, not one per track (issue 25)', () => {
    const lines: string[] = [];
    const report = progressReporter((l) => lines.push(l), 95, Date.now());
    for (let done = 1; done <= 95; done++) report(done);
    expect(lines).toHaveLength(10);
    expect(lines[0]).toMatch(/^Generating the music library: 10 of 95 tracks \(\d+ s\)$/);
    expect(lines.at(-1)).toMatch(/^Generating the music library: 95 of 95 tracks/);
  });

  it('a start killed half-way resumes: no duplicate rows, no partial files, the library completes', async () => {
    const plan = smallPlan(8);
    const planFile = path.join(cacheDir, 'plan.json');
    await fs.writeFile(planFile, JSON.stringify(plan));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/helpers/catalogue-install-child.ts'], {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        DATA_DIR: dataDir,
        CATALOGUE_CACHE_DIR: cacheDir,
        PLAN_FILE: planFile,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<void>((r) => child.on('exit', () => r()));
    // Kill it (no chance to clean up) once one track is in and before the last.
    for (;;) {
      const [{ n }] = await db.sql<{ n: number }[]>`select count(*)::int as n from tracks`;
      if (n >= 1) break;
      if (child.exitCode !== null) throw new Error(`the child ended early:\n${output}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    child.kill('SIGKILL');
    await exited;
    const [{ n: before }] = await db.sql<{ n: number }[]>`select count(*)::int as n from tracks`;
    expect(before).toBeLessThan(plan.length);
    const [pending] = await db.sql`select total from catalogue_install`;
    expect(pending).toMatchObject({ total: plan.length });

    // The next start carries on where the killed one stopped.
    const logs: string[] = [];
    const { install } = await startCatalogue(db.sql, {
      dataDir,
      catalogueCacheDir: cacheDir,
      plan,
      log: (m) => logs.push(m),
    });
    expect(install).not.toBeNull();
    expect(await install!.finished).toBe(plan.length - before);
    const rows = await db.sql<{ title: string; audio_file: string }[]>`select title, audio_file from tracks`;
    expect(rows).toHaveLength(plan.length);
    expect(new Set(rows.map((r) => r.title)).size).toBe(plan.length);
    const audio = await listFiles(path.join(dataDir, 'media', 'audio'));
    expect(audio.filter((f) => f.startsWith('.tmp-'))).toEqual([]);
    for (const r of rows) expect(audio).toContain(r.audio_file);
    // Tracks made before the kill were kept in the cache and not made again.
    const kept = await listFiles(path.join(cacheDir, catalogueKey(plan), 'tracks'));
    expect(kept.filter((f) => f.endsWith('.json') && !f.startsWith('.tmp-'))).toHaveLength(plan.length);
    expect(await db.sql`select 1 from catalogue_install`).toHaveLength(0);

    // And a further start has nothing to do.
    const again = await startCatalogue(db.sql, { dataDir, catalogueCacheDir: cacheDir, plan });
    expect(again.install).toBeNull();
  });
});
