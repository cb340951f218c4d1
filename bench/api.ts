// GET /api/tracks under 50 connections, next to a bare Fastify route in the same run. Target: ratio >= 0.6.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { nodeTsx } from './process.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

async function load(url: string, headers: Record<string, string> = {}) {
  // A short warm-up, then the measured run.
  await autocannon({ url, connections: 50, duration: 2, headers });
  const r = await autocannon({ url, connections: 50, duration: DURATION, headers });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99, bytes: r.throughput.average };
}

export async function benchApi(): Promise<{ ratio: number }> {
  const child = spawn(...nodeTsx('bench/api-target.ts'), {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });
  const ports = await new Promise<{ app: number; bare: number }>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', (line) =>
      resolve(JSON.parse(line) as { app: number; bare: number }),
    );
    child.once('exit', (code) => reject(new Error(`bench target exited with ${code}`)));
  });
  try {
    const bare = await load(`http://127.0.0.1:${ports.bare}/bare`);
    const bareSame = await load(`http://127.0.0.1:${ports.bare}/bare-catalogue`);
    const tracks = await load(`http://127.0.0.1:${ports.app}/api/tracks`);
    const tracksBr = await load(`http://127.0.0.1:${ports.app}/api/tracks`, { 'accept-encoding': 'br, gzip' });
    const ratio = tracks.rps / bare.rps;
    const ratioSame = tracks.rps / bareSame.rps;
    const fmt = (n: string, r: { rps: number; p99: number }) =>
      `  ${n.padEnd(34)} ${r.rps.toFixed(0).padStart(8)} req/s   p99 ${String(r.p99).padStart(4)} ms`;
    console.log(`GET /api/tracks vs a bare Fastify route (50 connections, ${DURATION} s each)`);
    console.log(fmt('bare Fastify route ({hello})', bare));
    console.log(fmt('bare Fastify route (same bytes)', bareSame));
    console.log(fmt('/api/tracks (identity)', tracks));
    console.log(fmt('/api/tracks (br)', tracksBr));
    console.log(
      `  ratio /api/tracks : bare route = ${ratio.toFixed(2)} (target >= 0.60) ${ratio >= 0.6 ? 'OK' : 'BELOW TARGET'}`,
    );
    console.log(`  ratio /api/tracks : bare route with the same bytes = ${ratioSame.toFixed(2)}`);
    return { ratio };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}
