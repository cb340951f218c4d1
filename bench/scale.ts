// `npm run bench -- scale`: GET /api/tracks with one and with two server processes on one PostgreSQL (the load
// spread over both, as a load balancer would), and what the shared sign-in throttle and visitor limit cost per
// refused request now that they are counted in PostgreSQL. When bench/scale-upload.ts is present, its part (upload
// memory with the S3 driver) runs after. BENCH_SECONDS / BENCH_CONNECTIONS change the load.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startEmbeddedCluster } from '../server/src/database.ts';
import { startInstances } from '../server/test/helpers/instances.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Result {
  rps: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  errors: number;
}

async function measure(opts: autocannon.Options): Promise<Result> {
  await autocannon({ connections: CONNECTIONS, duration: 2, ...opts }); // warm-up
  const r = await autocannon({ connections: CONNECTIONS, duration: SECONDS, timeout: 10, ...opts });
  const statuses: Record<string, number> = {};
  for (const [k, v] of Object.entries(r.statusCodeStats ?? {})) statuses[k] = (v as { count: number }).count;
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, statuses, errors: r.errors };
}

function line(name: string, r: Result): string {
  return `  ${name.padEnd(48)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms  errors ${r.errors}  ${JSON.stringify(r.statuses)}`;
}

export async function benchScale(): Promise<void> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'pomolo-scale-'));
  await fs.chmod(tmp, 0o755);
  const cluster = await startEmbeddedCluster(path.join(tmp, 'db'));
  const pair = await startInstances(
    2,
    cluster.url,
    { LOG_LEVEL: 'error', VISITOR_RATE_LIMIT: '5' },
    { startTimeoutMs: 300_000 },
  );
  try {
    const [a, b] = pair.instances.map((i) => i.url);
    console.log(
      `Scale: server processes on one PostgreSQL (DATABASE_URL), ${CONNECTIONS} connections, ${SECONDS} s per run, ${os.cpus().length} CPU cores`,
    );
    const one = await measure({ url: `${a}/api/tracks` });
    console.log(line('GET /api/tracks, one instance', one));
    const two = await measure({ url: [`${a}/api/tracks`, `${b}/api/tracks`] as unknown as string });
    console.log(line('GET /api/tracks, two instances (connections split)', two));
    console.log(`  two : one = ${(two.rps / one.rps).toFixed(2)} (both share this machine's cores)`);

    // Refused requests cost only the throttle's check: a pair over its limit, then nothing but 429s.
    const login = {
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench-nobody', password: 'wrong-password' }),
    };
    for (let i = 0; i < 6; i++) await fetch(`${a}/api/admin/login`, login);
    console.log(
      line('POST /api/admin/login, throttled (429 path)', await measure({ url: `${a}/api/admin/login`, ...login })),
    );
    const visitor = {
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'A benchmark recommendation: some rain and a slow piano.' }),
    };
    for (let i = 0; i < 6; i++) await fetch(`${a}/api/recommendations/submit`, visitor);
    console.log(
      line(
        'POST /api/recommendations/submit, limited (429)',
        await measure({ url: `${a}/api/recommendations/submit`, ...visitor }),
      ),
    );
  } finally {
    await pair.stop();
    await cluster.stop();
    await fs.rm(tmp, { recursive: true, force: true });
  }
  const upload = path.join(import.meta.dirname, 'scale-upload.ts');
  if (existsSync(upload)) {
    const part = (await import(upload)) as { benchScaleUpload?: () => Promise<unknown> };
    await part.benchScaleUpload?.();
  }
}
