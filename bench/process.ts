import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { generateCatalogue } from '../server/src/catalogue/catalogue.ts';
import { loadConfig } from '../server/src/config.ts';
import { freePort } from '../server/src/database.ts';

export { freePort };

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The command that runs a TypeScript entry (a path from the project root) as `node --import tsx`, as `npm start` runs the server:
 * one process, which gets the signals itself and whose pid /proc can measure. (The `tsx` command runs the program
 * in a child and SIGKILLs it when it does not acknowledge a relayed signal within 30 ms.)
 */
export function nodeTsx(entry: string): [command: string, args: string[]] {
  return [process.execPath, ['--import', 'tsx', path.join(ROOT, entry)]];
}

/**
 * Makes the shipped music library in its cache (`.cache/catalogue`, as `npm run catalogue` does) unless it is there
 * already. Every bench that starts the server waits for it first (`bench/run.ts`): on a fresh clone the server would
 * otherwise render the 32 tracks in the background, two processes on two cores (at a lower priority), while the
 * bench measures pages. Figures taken then measure the machine's load as well as the page.
 */
export async function musicLibraryReady(): Promise<void> {
  const started = Date.now();
  let made = 0;
  await generateCatalogue(loadConfig().catalogueCacheDir, {
    log: (message) => console.log(`  [music library] ${message}`),
    onRendered: () => made++,
  });
  if (made > 0) {
    console.log(`  the music library was made first (${made} tracks, ${Math.round((Date.now() - started) / 1000)} s)`);
  }
}

/** The server on 127.0.0.1:`port` with a fresh embedded database in `dataDir`, serving `distDir` when given. */
export function spawnServer(opts: { port: number; dataDir: string; distDir?: string }): ChildProcess {
  return spawn(...nodeTsx('server/src/server.ts'), {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      ...(opts.distDir === undefined ? {} : { DIST_DIR: opts.distDir }),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
}

/** Resolves once `url` answers 2xx, polling every 250 ms. */
export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Signals a child process and resolves when it has exited (at once if it already has). */
export function stop(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

export interface AppServer {
  origin: string;
  child: ChildProcess;
  /** Stops the server (if still running) and removes its data directory. */
  close: () => Promise<void>;
}

/**
 * Starts the real server (embedded Postgres in a fresh data directory) on a free port, serving the built
 * client in `distDir`, and resolves once it answers.
 */
export async function startAppServer(distDir: string, prefix: string): Promise<AppServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `pomolo-bench-${prefix}-`));
  const child = spawnServer({ port, dataDir, distDir });
  const close = async () => {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${origin}/api/tracks`, 180_000);
  } catch (error) {
    await close();
    throw error;
  }
  return { origin, child, close };
}

/** The Chromium switches of the browser journeys (from playwright.config.ts, without creating its data dir). */
export async function chromiumArgs(): Promise<string[]> {
  const saved = process.env.E2E_DATA_DIR;
  process.env.E2E_DATA_DIR = saved ?? os.tmpdir();
  try {
    const config = (await import(pathToFileURL(path.join(ROOT, 'playwright.config.ts')).href)) as {
      CHROMIUM_ARGS: string[];
    };
    return config.CHROMIUM_ARGS;
  } finally {
    if (saved === undefined) delete process.env.E2E_DATA_DIR;
  }
}
