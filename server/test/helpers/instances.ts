import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from './process.ts';

/** One server process of a scaled-out deployment: its own DATA_DIR, the shared DATABASE_URL. */
export interface Instance {
  url: string;
  dataDir: string;
  server: ServerProcess;
  output(): string;
}

export interface InstancePair {
  instances: Instance[];
  distDir: string;
  /** SIGTERM to every instance, then removes their data directories. */
  stop(): Promise<void>;
}

/** A minimal built client: the server only needs an index.html to start. */
export async function makeMinimalDist(): Promise<string> {
  const distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'pomolo-dist-'));
  await fs.writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Pomolo</title>');
  return distDir;
}

async function stopServer(p: ServerProcess): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill('SIGTERM');
  await p.exited;
}

/**
 * Starts `count` server processes at the same moment, as `npm start` runs them (node --import tsx
 * server/src/server.ts), each with its own DATA_DIR (one server per data directory, decision 0023) and all on the
 * PostgreSQL at `databaseUrl`, on free ports. Resolves once every one listens; rejects (stopping the others) when
 * one exits instead.
 */
export async function startInstances(
  count: number,
  databaseUrl: string,
  env: Record<string, string | undefined> = {},
  opts: { startTimeoutMs?: number } = {},
): Promise<InstancePair> {
  const distDir = await makeMinimalDist();
  const dataDirs = await Promise.all(
    Array.from({ length: count }, () => fs.mkdtemp(path.join(os.tmpdir(), 'pomolo-instance-'))),
  );
  const started = await Promise.allSettled(
    dataDirs.map((dataDir) =>
      startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, DIST_DIR: distDir, ...env }, opts),
    ),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const cleanup = async () => {
    await Promise.all(servers.map(stopServer));
    await Promise.all([...dataDirs, distDir].map((d) => fs.rm(d, { recursive: true, force: true })));
  };
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  const exited = servers.find((s) => !s.url);
  if (failed || exited) {
    await cleanup();
    throw failed ? (failed.reason as Error) : new Error(`an instance exited during start-up:\n${exited!.output()}`);
  }
  return {
    instances: servers.map((server, i) => ({ url: server.url, dataDir: dataDirs[i], server, output: server.output })),
    distDir,
    stop: cleanup,
  };
}
