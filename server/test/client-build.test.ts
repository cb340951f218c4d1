import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP, buildIfChanged, buildInputsHash } from '../src/client-build.ts';
import { PROJECT_ROOT } from '../src/config.ts';
import { makeTempDir } from './helpers/app.ts';

/** Issue 25: `npm start` rebuilt the client on every start (~21 s instead of ~3 s). */
describe('npm start builds the client only when its inputs changed', () => {
  let root: string;
  let dist: string;
  let builds: number;
  let lines: string[];
  const build = async () => {
    builds++;
    await fs.rm(dist, { recursive: true, force: true });
    await fs.mkdir(dist, { recursive: true });
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html>');
  };
  const start = () => buildIfChanged({ root, distDir: dist, build, log: (l) => lines.push(l) });

  beforeEach(async () => {
    root = await makeTempDir('pomolo-build-');
    dist = path.join(root, 'dist');
    builds = 0;
    lines = [];
    await fs.mkdir(path.join(root, 'client', 'src', 'locales', 'fr'), { recursive: true });
    await fs.writeFile(path.join(root, 'client', 'src', 'main.tsx'), 'export {};');
    await fs.writeFile(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}');
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it('builds the first time, then reuses the build and says so', async () => {
    expect(await start()).toBe('built');
    expect(lines.at(-1)).toMatch(/building/);
    expect(await start()).toBe('reused');
    expect(await start()).toBe('reused');
    expect(builds).toBe(1);
    expect(lines.at(-1)).toMatch(/reusing it \(no build\)/);
    expect((await fs.readFile(path.join(dist, BUILD_STAMP), 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('builds again after a source, a new file or the lock file changed', async () => {
    await start();
    await fs.writeFile(path.join(root, 'client', 'src', 'main.tsx'), 'export const x = 1;');
    expect(await start()).toBe('built');
    expect(lines.at(-1)).toMatch(/changed since the last build: building/);
    await fs.writeFile(path.join(root, 'client', 'src', 'locales', 'fr', 'messages.po'), 'msgid ""');
    expect(await start()).toBe('built');
    await fs.writeFile(path.join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
    expect(await start()).toBe('built');
    expect(await start()).toBe('reused');
    expect(builds).toBe(4);
  });

  it("ignores the build's own output, and redoes a build that failed or was removed", async () => {
    await start();
    // Lingui's compiled catalogues are written by the build: not inputs.
    await fs.writeFile(path.join(root, 'client', 'src', 'locales', 'fr', 'messages.js'), 'export const m = {};');
    expect(await start()).toBe('reused');
    await fs.writeFile(path.join(root, 'client', 'src', 'main.tsx'), 'broken');
    await expect(
      buildIfChanged({ root, distDir: dist, log: () => {}, build: () => Promise.reject(new Error('syntax error')) }),
    ).rejects.toThrow('syntax error');
    expect(await start()).toBe('built');
    await fs.rm(path.join(dist, 'index.html'));
    expect(await start()).toBe('built');
    expect(builds).toBe(3);
  });

  it('hashes the real project deterministically, and npm start goes through the check', async () => {
    expect(buildInputsHash(PROJECT_ROOT)).toBe(buildInputsHash(PROJECT_ROOT));
    const pkg = JSON.parse(await fs.readFile(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toContain('build-if-changed.ts');
    expect(pkg.scripts.start).not.toMatch(/npm run build/);
  });
});
