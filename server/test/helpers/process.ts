import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/config.ts';

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  url: string;
  exited: Promise<number | null>;
}

// `node --import tsx`, as `npm start` runs it: one process, which gets the signals itself. (The `tsx` command runs
// the program in a child and SIGKILLs it when it does not acknowledge a relayed signal within 30 ms.)
const NODE_TSX = [process.execPath, '--import', 'tsx'] as const;
const ENTRY = path.join(PROJECT_ROOT, 'server', 'src', 'server.ts');

/** Runs `server.ts` as its own process, as `npm start` does, and resolves once it is listening (or has exited). */
export function startServerProcess(
  env: Record<string, string | undefined>,
  opts: { onOutput?: (output: string, child: ChildProcess) => void; startTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const child = spawn(NODE_TSX[0], [...NODE_TSX.slice(1), ENTRY], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DATABASE_URL: undefined, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in time:\n${out}`)),
      // A ceiling for a start that never comes: an embedded cluster's initdb and start on a busy machine.
      opts.startTimeoutMs ?? 180_000,
    );
    const onData = (d: Buffer) => {
      out += d.toString();
      opts.onOutput?.(out, child);
      const m = /ready on (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, output: () => out, url: m[1], exited });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      resolve({ child, output: () => out, url: '', exited: Promise.resolve(code) });
    });
  });
}

/** Runs the server to its exit and returns what it printed. */
export async function runServerToExit(
  env: Record<string, string | undefined>,
): Promise<{ code: number | null; output: string }> {
  const p = await startServerProcess(env);
  if (p.url) {
    p.child.kill('SIGTERM');
  }
  const code = await p.exited;
  return { code, output: p.output() };
}

/** Runs one of `server/scripts/*.ts` as `npm run <script>` does, to its exit. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    NODE_TSX[0],
    [...NODE_TSX.slice(1), path.join(PROJECT_ROOT, 'server', 'scripts', script), ...args],
    {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATABASE_URL: undefined, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

/** The pid of the process holding the data directory's lock, from the lock. */
export function serverPid(dataDir: string): number {
  return (JSON.parse(readFileSync(path.join(dataDir, 'pomolo.lock'), 'utf8')) as { pid: number }).pid;
}

/** The embedded postmaster's pid, from its pid file. */
export function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
}
