import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../src/config.ts';

/** Issue 25: `npm ci` on Node 20 warned EBADENGINE (cookie@2, content-disposition@3) though the README says 20.19+. */
describe('the lock file', () => {
  it("installs only packages whose engines accept every Node line package.json's engines allow", () => {
    const run = spawnSync(process.execPath, [path.join(PROJECT_ROOT, '.ci', 'check-lock.mjs')], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/every package installed supports Node 20\.19\.0, 22\.13\.0, 24\.0\.0/);
  });
});
