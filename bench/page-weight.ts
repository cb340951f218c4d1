// Page weight (issue 26, decision 0086), printed by `npm run bench -- page-weight` after `npm run build`: per kind of
// page, the compressed JavaScript it loads before the visitor interacts (the same model as the budgets in
// server/test/page-weight.test.ts, which assert them), with its heaviest files, and the precache without audio.
// Bytes only: exact, the same on any machine. DIST_DIR reads another build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  appJavaScript,
  isIslandKind,
  PAGE_KINDS,
  pageJavaScript,
  precacheSize,
  type PageKind,
} from '../build/page-weight.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const TARGETS: Partial<Record<PageKind, number>> = { home: 120 * 1024, article: 40 * 1024, legal: 40 * 1024 };
const PRECACHE_TARGET = 1.2 * 1024 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function benchPageWeight(): void {
  const distDir = path.resolve(process.env.DIST_DIR ?? path.join(ROOT, 'dist'));
  if (!existsSync(path.join(distDir, '.vite', 'manifest.json')))
    throw new Error(`No build with its manifest in ${distDir}: run \`npm run build\` first (or set DIST_DIR).`);
  console.log('JavaScript loaded before interaction (gzip level 9), per kind of page');
  for (const kind of Object.keys(PAGE_KINDS) as PageKind[]) {
    const js = pageJavaScript(distDir, kind);
    const target = TARGETS[kind];
    const verdict =
      target === undefined
        ? ''
        : js.gzipBytes <= target
          ? ` (target ${kb(target)}: met)`
          : ` (target ${kb(target)}: OVER)`;
    console.log(
      `  ${kind.padEnd(10)} ${PAGE_KINDS[kind].url.padEnd(27)} ${kb(js.gzipBytes)} in ${js.files.length} files${verdict}`,
    );
    // What goes over the wire to a browser that accepts Brotli (decision 0101); the targets stay on gzip level 9.
    console.log(`    as the server sends it (Brotli): ${kb(js.sentBytes)}`);
    console.log(
      `    heaviest: ${js.files
        .slice(0, 5)
        .map(({ file, gzipBytes }) => `${path.basename(file)} ${kb(gzipBytes)}`)
        .join(', ')}`,
    );
    // An island page (decision 0087) loads the app only when the visitor needs it: what that costs then.
    if (isIslandKind(kind)) console.log(`    the app, when needed: ${kb(appJavaScript(distDir, kind).gzipBytes)}`);
  }
  const precache = precacheSize(distDir);
  console.log(
    `  precache without audio: ${kb(precache.bytes)} in ${precache.files} files (target ${kb(PRECACHE_TARGET)}: ` +
      `${precache.bytes <= PRECACHE_TARGET ? 'met' : 'OVER'}), audio ${kb(precache.audioBytes)}`,
  );
}
