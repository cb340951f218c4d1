import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export { freePort } from '../server/src/database.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The command that runs a TypeScript entry (a path from the project root) as `node --import tsx`, as `npm start` runs the server:
 * one process, which gets the signals itself and whose pid /proc can measure. (The `tsx` command runs the program
 * in a child and SIGKILLs it when it does not acknowledge a relayed signal within 30 ms.)
 */
export function nodeTsx(entry: string): [command: string, args: string[]] {
  return [process.execPath, ['--import', 'tsx', path.join(ROOT, entry)]];
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
