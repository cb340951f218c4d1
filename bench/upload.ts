// A 50 MB upload through POST /api/admin/music/upload: the server's memory must stay flat (the file streams to disk).
// Prints the server process's resident memory before, its peak during the upload, and the upload time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testWav } from '../server/test/helpers/audio-fixtures.ts';
import { nodeTsx } from './process.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

function memory(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

export async function benchUpload(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pomolo-bench-upload-'));
  fs.chmodSync(dataDir, 0o755);
  // Real WAV audio of about 10 MB and about 50 MB (just under the limit): 16-bit stereo at 44.1 kHz.
  const files = [60, 297].map((seconds) => {
    const file = path.join(dataDir, `${seconds}s.wav`);
    fs.writeFileSync(file, testWav(seconds));
    return { file, size: fs.statSync(file).size };
  });
  // `node --import tsx` keeps the server in this pid, so /proc tells its memory.
  const child = spawn(...nodeTsx('server/src/server.ts'), {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'bench',
      ADMIN_PASSWORD: 'bench-passphrase',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /ready on (http:\/\/\S+)/.exec(out);
        if (m) resolve(m[1]);
      });
      child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
    });
    const login = await fetch(`${url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench', password: 'bench-passphrase' }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const [{ id: categoryId }] = (
      (await (await fetch(`${url}/api/tracks`)).json()) as { data: { categories: { id: string }[] } }
    ).data.categories;
    // Warm-up: the first multipart request loads code that stays loaded.
    const warm = new FormData();
    warm.append('title', 'Warm-up');
    warm.append('artist', 'Bench');
    warm.append('categoryId', categoryId);
    warm.append('audioFile', new Blob([testWav(5)]), 'warm.wav');
    await fetch(`${url}/api/admin/music/upload`, { method: 'POST', headers: { cookie }, body: warm });
    const upload = async (file: string, title: string) => {
      const form = new FormData();
      form.append('title', title);
      form.append('artist', 'Bench');
      form.append('categoryId', categoryId);
      form.append('audioFile', await fs.openAsBlob(file), path.basename(file));
      const before = memory(child.pid!).rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, memory(child.pid!).rss)), 10);
      const started = performance.now();
      const res = await fetch(`${url}/api/admin/music/upload`, { method: 'POST', headers: { cookie }, body: form });
      const ms = performance.now() - started;
      clearInterval(sampler);
      if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
      return { growth: peak - before, ms };
    };
    console.log('Uploads through POST /api/admin/music/upload (streamed to disk, probed by content, stored)');
    const results = [];
    for (const { file, size } of files) {
      const r = await upload(file, path.basename(file));
      results.push({ ...r, size });
      console.log(`  ${mb(size).padStart(8)} file: server RSS peak +${mb(r.growth)}, ${r.ms.toFixed(0)} ms`);
    }
    const [small, big] = results;
    // Buffering a file would raise the peak by at least its size. What a streamed upload adds is chunk garbage
    // that V8 collects once its external-memory threshold is reached, so it grows sub-linearly and is reclaimed.
    const ok = big.growth < big.size / 2;
    console.log(
      `  target: the 50 MB upload's peak grows by under half the file (${mb(big.size / 2)}) ${ok ? 'OK' : 'ABOVE TARGET'}; 10 MB upload +${mb(small.growth)}`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
