import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export const TEMP_PREFIX = '.tmp-';

export function tempNameFor(file: string): string {
  return path.join(path.dirname(file), `${TEMP_PREFIX}${crypto.randomBytes(6).toString('hex')}-${path.basename(file)}`);
}

/** Writes to a temporary name in the same directory, then renames: readers never see a partial file. */
export async function writeFileAtomic(file: string, data: Buffer | string): Promise<void> {
  const tmp = tempNameFor(file);
  try {
    await fs.writeFile(tmp, data);
    await fs.rename(tmp, file);
  } catch (err) {
    await fs.rm(tmp, { force: true });
    throw err;
  }
}

/** Copies atomically; skips when the target already has the same size (generated names carry a content hash). */
export async function copyFileAtomic(from: string, to: string): Promise<void> {
  try {
    const [a, b] = await Promise.all([fs.stat(from), fs.stat(to)]);
    if (a.size === b.size) return;
  } catch {
    // target missing: copy
  }
  const tmp = tempNameFor(to);
  try {
    await fs.copyFile(from, tmp);
    await fs.rename(tmp, to);
  } catch (err) {
    await fs.rm(tmp, { force: true });
    throw err;
  }
}
