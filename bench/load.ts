// `npm run bench -- load`: the real server process under 200 connections for 30 s each, on GET /api/tracks, on a
// media file with Range requests, and on /api/tracks again while its PostgreSQL is stopped for 10 s in the middle
// (then, on Linux, frozen with SIGSTOP for 10 s: a hung database).
// Target: 0 errors and 0 non-2xx answers in every run. BENCH_SECONDS / BENCH_CONNECTIONS change the load.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startEmbeddedCluster, freePort, type EmbeddedCluster } from '../server/src/database.ts';
import { nodeTsx, stop } from './process.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const OUTAGE_SECONDS = Math.min(10, Math.floor(SECONDS / 2));

interface Run {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statuses: Record<string, number>;
}

async function run(name: string, opts: autocannon.Options): Promise<Run> {
  const r = await autocannon({ connections: CONNECTIONS, duration: SECONDS, timeout: 10, ...opts });
  const statuses: Record<string, number> = {};
  for (const [k, v] of Object.entries(r.statusCodeStats ?? {})) statuses[k] = (v as { count: number }).count;
  return {
    name,
    requests: r.requests.total,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    statuses,
  };
}

function print(r: Run, note = ''): boolean {
  const ok = r.errors === 0 && r.non2xx === 0;
  console.log(
    `  ${r.name.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms  max ${String(r.max).padStart(5)} ms  errors ${r.errors} (timeouts ${r.timeouts})  non-2xx ${r.non2xx}  ${JSON.stringify(r.statuses)} ${ok ? 'OK' : 'FAILED'}${note}`,
  );
  return ok;
}

export async function benchLoad(): Promise<{ ok: boolean }> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'pomolo-load-'));
  await fs.chmod(tmp, 0o755);
  const dbDir = path.join(tmp, 'db');
  const distDir = path.join(tmp, 'dist');
  await fs.mkdir(distDir);
  await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Pomolo</title>');
  // The database is the bench's own (a PostgreSQL the server reaches through DATABASE_URL), so that the bench
  // can stop it and start it again on the same port while the server is under load.
  const pgPort = await freePort();
  let cluster: EmbeddedCluster | undefined = await startEmbeddedCluster(dbDir, () => {}, { port: pgPort });
  const httpPort = await freePort();
  const server = spawn(...nodeTsx('server/src/server.ts'), {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: cluster.url,
      DATA_DIR: path.join(tmp, 'data'),
      DIST_DIR: distDir,
      HOST: '127.0.0.1',
      PORT: String(httpPort),
      LOG_LEVEL: 'error',
    },
  });
  let out = '';
  server.stdout.on('data', (d: Buffer) => (out += d.toString()));
  server.stderr.on('data', (d: Buffer) => (out += d.toString()));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (out.includes('ready on')) {
          clearInterval(timer);
          resolve();
        }
      }, 100);
      server.once('exit', (code) => {
        clearInterval(timer);
        reject(new Error(`the server exited with ${code}:\n${out}`));
      });
    });
    const base = `http://127.0.0.1:${httpPort}`;
    const catalogue = (await (await fetch(`${base}/api/tracks`)).json()) as {
      data: { categories: { tracks: { url: string }[] }[] };
    };
    const media = catalogue.data.categories[0].tracks[0].url;
    const size = Number((await fetch(`${base}${media}`, { method: 'HEAD' })).headers.get('content-length'));
    const CHUNK = 64 * 1024;

    console.log(
      `Load: the server process (node --import tsx server/src/server.ts, PostgreSQL through DATABASE_URL), ${CONNECTIONS} connections, ${SECONDS} s per run`,
    );
    let ok = true;
    await autocannon({ url: `${base}/api/tracks`, connections: 20, duration: 2 }); // warm-up
    ok = print(await run('GET /api/tracks', { url: `${base}/api/tracks` })) && ok;

    let n = 0;
    ok =
      print(
        await run(`GET ${media.slice(0, 28)}… Range 64 KiB`, {
          url: `${base}${media}`,
          requests: [
            {
              setupRequest: (req) => {
                const start = ((n++ * CHUNK) % Math.max(1, size - CHUNK)) | 0;
                return { ...req, headers: { ...req.headers, range: `bytes=${start}-${start + CHUNK - 1}` } };
              },
            },
          ],
        }),
        ` (${(size / 1e6).toFixed(1)} MB file)`,
      ) && ok;

    // The same load on /api/tracks, with PostgreSQL stopped from a third of the run for OUTAGE_SECONDS.
    const outageAt = Math.floor((SECONDS - OUTAGE_SECONDS) / 2);
    const log: string[] = [];
    const outage = (async () => {
      await new Promise((r) => setTimeout(r, outageAt * 1000));
      const t0 = Date.now();
      await cluster?.stop();
      cluster = undefined;
      log.push(`PostgreSQL stopped at ${outageAt} s (took ${Date.now() - t0} ms)`);
      const dbDown = await fetch(`${base}/api/tracks/1/play`, { method: 'POST' }).then((r) => r.status);
      log.push(`a request that needs the database meanwhile: ${dbDown}`);
      await new Promise((r) => setTimeout(r, OUTAGE_SECONDS * 1000 - (Date.now() - t0)));
      const t1 = Date.now();
      cluster = await startEmbeddedCluster(dbDir, () => {}, { port: pgPort });
      log.push(`PostgreSQL started again at ${outageAt + OUTAGE_SECONDS} s (took ${Date.now() - t1} ms)`);
    })();
    ok = print(await run(`GET /api/tracks, database down ${OUTAGE_SECONDS} s`, { url: `${base}/api/tracks` })) && ok;
    await outage;
    for (const line of log) console.log(`    ${line}`);
    const after = await fetch(`${base}/api/tracks/1/play`, { method: 'POST' }).then((r) => r.status);
    console.log(`    after the outage, a request that needs the database: ${after}`);

    // A hung database (accepts nothing, answers nothing) is worse than a stopped one: every query waits.
    const pid = cluster?.pid();
    const childrenFile = `/proc/${pid}/task/${pid}/children`;
    if (pid && existsSync(childrenFile)) {
      const frozen = [pid, ...readFileSync(childrenFile, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)];
      const freeze = (async () => {
        await new Promise((r) => setTimeout(r, outageAt * 1000));
        for (const p of frozen) process.kill(p, 'SIGSTOP');
        await new Promise((r) => setTimeout(r, OUTAGE_SECONDS * 1000));
        for (const p of frozen) process.kill(p, 'SIGCONT');
      })();
      ok =
        print(
          await run(`GET /api/tracks, database frozen ${OUTAGE_SECONDS} s`, { url: `${base}/api/tracks` }),
          ' (SIGSTOP)',
        ) && ok;
      await freeze;
    }
    console.log(`  ${ok ? 'OK: 0 errors, 0 non-2xx in every run' : 'FAILED: see the runs above'}`);
    return { ok };
  } finally {
    await stop(server);
    await cluster?.stop();
    await fs.rm(tmp, { recursive: true, force: true });
  }
}
