import fs from 'node:fs';
import path from 'node:path';

/** What `DATA_DIR/pomolo.lock` says about the process that holds the data directory. */
export interface LockInfo {
  pid: number;
  /** A server (`npm start`) or a script (migrate, seed, admin:create) that started the embedded cluster itself. */
  kind: 'server' | 'script';
  startedAt: string;
  /** The embedded PostgreSQL's port once it accepts connections (absent with DATABASE_URL, or while starting). */
  pgPort?: number;
  /** Where the server answers, once it listens. */
  url?: string;
  /** The holder uses the PostgreSQL named by DATABASE_URL, not the embedded cluster. */
  externalDatabase?: boolean;
}

export const LOCK_FILE = 'pomolo.lock';

export function lockPath(dataDir: string): string {
  return path.join(dataDir, LOCK_FILE);
}

/**
 * Whether `pid` is a live process that can be the lock's holder. Our own pid never is (a container restarted
 * with the same pid finds its previous life's lock), nor, on Linux, a process that is not Node (a pid reused
 * after a reboot).
 */
export function holderAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return /node|tsx/.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true;
  }
}

function readInfo(file: string): LockInfo | undefined {
  try {
    const info = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
    return typeof info.pid === 'number' ? info : undefined;
  } catch {
    return undefined;
  }
}

/** The live holder of the data directory's lock, if any. */
export function readLiveLock(dataDir: string): LockInfo | undefined {
  const info = readInfo(lockPath(dataDir));
  return info && holderAlive(info.pid) ? info : undefined;
}

/** A held lock: updated as the holder learns its ports, removed on release (only if it is still ours). */
export class DataDirLock {
  private released = false;

  constructor(
    readonly file: string,
    private info: LockInfo,
  ) {}

  get current(): LockInfo {
    return this.info;
  }

  update(patch: Partial<Omit<LockInfo, 'pid'>>): void {
    if (this.released) return;
    this.info = { ...this.info, ...patch };
    // Write beside and rename, so a reader never sees half a file.
    const tmp = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(this.info));
    fs.renameSync(tmp, this.file);
  }

  /** Synchronous, so it can run in an `exit` handler. */
  release(): void {
    if (this.released) return;
    this.released = true;
    if (readInfo(this.file)?.pid === process.pid) fs.rmSync(this.file, { force: true });
  }
}

export type LockAttempt = { lock: DataDirLock; heldBy?: undefined } | { lock?: undefined; heldBy: LockInfo };

/**
 * Takes `DATA_DIR/pomolo.lock` (created exclusively), or reports the live process holding it. A lock whose
 * holder is dead is stale and taken over.
 */
export function acquireDataDirLock(
  dataDir: string,
  kind: LockInfo['kind'],
  log: (msg: string) => void = () => {},
): LockAttempt {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  const info: LockInfo = { pid: process.pid, kind, startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(info), { flag: 'wx' });
      return { lock: new DataDirLock(file, info) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const existing = readInfo(file);
    if (existing && holderAlive(existing.pid)) return { heldBy: existing };
    if (!existing) {
      // Unreadable: either being written this instant (create, then write) or garbage. Old garbage is stale.
      let age = Infinity;
      try {
        age = Date.now() - fs.statSync(file).mtimeMs;
      } catch {
        continue;
      }
      if (age < 2000) {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
        continue;
      }
    }
    // Stale: move it aside under a name only we use, check that it is still the dead holder's, then drop it.
    const aside = `${file}.stale-${process.pid}`;
    try {
      fs.renameSync(file, aside);
    } catch {
      continue;
    }
    const moved = readInfo(aside);
    if (moved && holderAlive(moved.pid)) {
      // Another process took the stale lock over between our read and our rename: give its lock back.
      try {
        fs.linkSync(aside, file);
      } catch {
        // Someone created a lock meanwhile; theirs stands.
      }
      fs.rmSync(aside, { force: true });
      continue;
    }
    fs.rmSync(aside, { force: true });
    if (existing)
      log(`Taking over the data directory lock left by a ${existing.kind} that is gone (pid ${existing.pid})`);
  }
  throw new Error(`Could not lock ${file}; remove it if no Pomolo process is running.`);
}

/** One line saying who holds the data directory. */
export function describeHolder(info: LockInfo): string {
  const what = info.kind === 'server' ? 'Pomolo server' : 'Pomolo script';
  return `${what} (pid ${info.pid}${info.url ? `, ${info.url}` : ''})`;
}
