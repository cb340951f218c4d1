/**
 * `npm run build:dev`: the client as `npm run build` makes it, but a development build, into dist-dev/. Only for
 * e2e/dev-build.spec.ts: it loads Preact's debug checks and the app's hydration check (client/src/lib/hydration-check.ts),
 * which report what the production build hides, above all an attribute that differs between the prerendered HTML and
 * the take-over's first render, which Preact neither patches nor reports (decisions 0106 and 0107). Never served to
 * visitors.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Before Vite loads: the bundle's process.env.NODE_ENV (the libraries' own development checks) follows this, not --mode.
process.env.NODE_ENV = 'development';
const { build } = await import('vite');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEV_DIST_DIR = path.join(root, 'dist-dev');

await build({
  configFile: path.join(root, 'vite.config.ts'),
  mode: 'development',
  logLevel: 'warn',
  build: { outDir: DEV_DIST_DIR, emptyOutDir: true },
});
console.log(`pomolo: the development build is in ${path.relative(process.cwd(), DEV_DIST_DIR) || '.'}`);
