// Run by `npm start`: builds the client only when its sources or the lock file changed since the last build.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '../src/config.ts';
import { buildIfChanged } from '../src/client-build.ts';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
try {
  await buildIfChanged({
    root: PROJECT_ROOT,
    // Where `vite build` writes (vite.config.ts), whatever DIST_DIR the server is told to serve.
    distDir: path.join(PROJECT_ROOT, 'dist'),
    log: (msg) => console.log(`pomolo: ${msg}`),
    build: () =>
      new Promise((resolve, reject) => {
        const child = spawn(npm, ['run', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the build exited with ${code}`))));
      }),
  });
} catch (err) {
  console.error(`pomolo: building the client failed: ${(err as Error).message}`);
  process.exit(1);
}
