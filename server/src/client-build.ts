// `npm start` builds the client only when what the build reads changed since the last build (issue 25, decision
// 0069): a restart took ~21 s, most of it rebuilding an unchanged client.
import crypto from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/** What `vite build` reads: the client, the code it shares, the build's own code and its configuration. */
export const BUILD_INPUTS = [
  'client',
  'shared',
  'public',
  'build',
  // vite.config.ts renders the bell with the catalogue's synthesis and the MP3 encoder.
  'server/src/catalogue',
  'server/src/media',
  'vite.config.ts',
  'lingui.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'tsconfig.client.json',
  'tsconfig.worker.json',
];

/** The build's record of its inputs, next to what it built (the static plugin serves no dotfiles). */
export const BUILD_STAMP = '.build-inputs';

/** Written by the build itself (Lingui's compiled catalogues), so not an input. */
const GENERATED = /(^|\/)client\/src\/locales\/[^/]+\/messages\.js$/;

function listFiles(root: string, rel: string, out: string[]): void {
  if (statSync(path.join(root, rel)).isFile()) {
    if (!GENERATED.test(rel)) out.push(rel);
    return;
  }
  for (const name of readdirSync(path.join(root, rel)).sort()) {
    if (name !== 'node_modules') listFiles(root, path.posix.join(rel, name), out);
  }
}

/** A SHA-256 over the names and bytes of every build input under `root`. */
export function buildInputsHash(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const files: string[] = [];
  for (const input of inputs) if (existsSync(path.join(root, input))) listFiles(root, input, files);
  const hash = crypto.createHash('sha256');
  for (const f of files) {
    hash.update(`${f}\0`);
    hash.update(
      crypto
        .createHash('sha256')
        .update(readFileSync(path.join(root, f)))
        .digest(),
    );
  }
  return hash.digest('hex');
}

/**
 * Builds (with `build`) unless `distDir` holds a build of exactly these inputs, and says which it does. The stamp is
 * written only after a build succeeded (the build empties `distDir` first), so an interrupted build is redone.
 */
export async function buildIfChanged(opts: {
  root: string;
  distDir: string;
  build: () => Promise<void>;
  log: (msg: string) => void;
  inputs?: readonly string[];
}): Promise<'built' | 'reused'> {
  const stampFile = path.join(opts.distDir, BUILD_STAMP);
  const hash = buildInputsHash(opts.root, opts.inputs);
  const previous = existsSync(stampFile) ? (await fs.readFile(stampFile, 'utf8')).trim() : undefined;
  if (previous === hash && existsSync(path.join(opts.distDir, 'index.html'))) {
    opts.log(`The client in ${opts.distDir} was built from these sources: reusing it (no build)`);
    return 'reused';
  }
  opts.log(
    previous
      ? 'The client sources or the lock file changed since the last build: building the client'
      : 'No build of the client yet: building it',
  );
  await opts.build();
  await fs.writeFile(stampFile, `${hash}\n`);
  return 'built';
}
