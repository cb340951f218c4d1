/**
 * `npm run build:dev`: the client as `npm run build` makes it, but with React's development build, into dist-dev/.
 * Only for e2e/dev-build.spec.ts: React's development build reports what its production build hides, above all an
 * attribute that differs between the prerendered HTML and the take-over's first render, which React neither patches
 * nor reports in production (decision 0106). Never served to visitors.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Before Vite loads: the bundle's process.env.NODE_ENV, and with it which React is bundled, follows this, not --mode.
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
