// Sync figures (issue 31), printed by `npm run bench -- sync`:
//  - change on device A → shown on device B: two browser profiles paired by link against the real server, 100 tasks
//    added on A one after another, each timed from the form's submission on A to its title appearing on B (both
//    pages on this machine's clock): p50 and p99; the bound is 5 s;
//  - server throughput: 1,000 spaces each pushing a batch of encrypted ops at the same moment (one request each),
//    then each pulling them back: requests and ops per second, request latency p50/p99, and any non-2xx.
// What runs inside the pages is in bench/page/sync.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { generateSyncKey } from '../shared/sync/code.ts';
import { deriveSecrets, type SyncSecrets } from '../shared/sync/keys.ts';
import { encryptOp, newOpId, type SealedOp } from '../shared/sync/ops.ts';
import { submitTaskForm } from './page/sync.ts';
import { chromiumArgs, freePort, spawnServer, stop, waitFor } from './process.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHANGES = 100;
const SPACES = 1000;
const OPS_PER_PUSH = 5;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const row = (label: string, value: string) => console.log(`  ${label.padEnd(62)}${value}`);

async function pair(a: Page, b: Page, origin: string): Promise<void> {
  await a.goto(origin);
  await a.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await a.getByTestId('settings-button').click();
  await a.getByRole('button', { name: 'Turn on sync' }).click();
  const link = await a.getByTestId('sync-link').inputValue();
  await a.getByTestId('sync-status').and(a.locator('[data-state="synced"]')).waitFor();
  await a.keyboard.press('Escape');
  await b.goto(link);
  await b.getByRole('button', { name: 'Join sync' }).click();
  await b.getByTestId('sync-joined').waitFor();
  await b.goto(origin);
  await b.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

async function latency(origin: string): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: await chromiumArgs() });
  try {
    const a = await (await browser.newContext()).newPage();
    const b = await (await browser.newContext()).newPage();
    await pair(a, b, origin);
    const times: number[] = [];
    for (let i = 0; i < CHANGES; i++) {
      const title = `Bench change ${i + 1}`;
      await a.getByTestId('task-title-input').fill(title);
      // Timed from this process: the submission on A, then B's task list showing the title (Playwright's own
      // round trips, a few ms, are included).
      const sent = Date.now();
      await a.evaluate(submitTaskForm);
      await b
        .getByTestId('task-title')
        .filter({ hasText: new RegExp(`^${title}$`) })
        .waitFor({ timeout: 30_000 });
      times.push(Date.now() - sent);
    }
    return times;
  } finally {
    await browser.close();
  }
}

async function throughput(origin: string) {
  const spaces: SyncSecrets[] = await Promise.all(
    Array.from({ length: SPACES }, () => deriveSecrets(generateSyncKey())),
  );
  const headers = (s: SyncSecrets) => ({ authorization: `Bearer ${s.writeToken}`, 'content-type': 'application/json' });
  for (let i = 0; i < SPACES; i += 50) {
    await Promise.all(
      spaces.slice(i, i + 50).map((s) =>
        fetch(`${origin}/api/sync/spaces`, {
          method: 'POST',
          headers: headers(s),
          body: JSON.stringify({ spaceId: s.spaceId }),
        }),
      ),
    );
  }
  const batches: SealedOp[][] = await Promise.all(
    spaces.map((s) =>
      Promise.all(
        Array.from({ length: OPS_PER_PUSH }, (_, j) =>
          encryptOp(s.contentKey, s.spaceId, {
            id: newOpId(),
            device: 'bench',
            hlc: `${Date.now().toString(36).padStart(11, '0')}.${j.toString(36).padStart(6, '0')}.bench`,
            payload: { set: [{ k: `task/t${j}/title`, v: `A task title of a realistic length, number ${j}` }] },
          }),
        ),
      ),
    ),
  );
  const run = async (call: (s: SyncSecrets, i: number) => Promise<Response>) => {
    const latencies: number[] = [];
    let failed = 0;
    const started = performance.now();
    await Promise.all(
      spaces.map(async (s, i) => {
        const t = performance.now();
        const res = await call(s, i);
        await res.arrayBuffer();
        if (!res.ok) failed += 1;
        latencies.push(performance.now() - t);
      }),
    );
    return { seconds: (performance.now() - started) / 1000, latencies, failed };
  };
  const push = await run((s, i) =>
    fetch(`${origin}/api/sync/spaces/${s.spaceId}/ops`, {
      method: 'POST',
      headers: headers(s),
      body: JSON.stringify({ ops: batches[i] }),
    }),
  );
  const pull = await run((s) => fetch(`${origin}/api/sync/spaces/${s.spaceId}/ops?after=0`, { headers: headers(s) }));
  return { push, pull };
}

export async function benchSync(): Promise<void> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pomolo-bench-sync-'));
  // One machine plays every device and every space: the per-address limit is raised for the run (env, config.ts).
  process.env.SYNC_RATE_PER_ADDRESS = '1000000';
  process.env.SYNC_RATE_PER_SPACE = '1000000';
  const child = spawnServer({ port, dataDir, distDir: path.join(ROOT, 'dist') });
  try {
    await waitFor(`${origin}/api/tracks`, 300_000);
    console.log(`Sync (issue 31): one server process, embedded PostgreSQL, ${os.cpus().length} CPU cores`);
    const times = await latency(origin);
    row(`change on A → shown on B, ${CHANGES} changes, p50`, `${quantile(times, 0.5)} ms (bound 5000 ms)`);
    row(`change on A → shown on B, ${CHANGES} changes, p99`, `${quantile(times, 0.99)} ms (bound 5000 ms)`);
    row('change on A → shown on B, max', `${Math.max(...times)} ms`);
    const { push, pull } = await throughput(origin);
    for (const [name, r] of [
      [`push, ${SPACES} spaces at once, ${OPS_PER_PUSH} ops each`, push],
      [`pull, ${SPACES} spaces at once`, pull],
    ] as const) {
      row(`${name}: requests/s`, `${(SPACES / r.seconds).toFixed(0)} (${r.seconds.toFixed(2)} s in all)`);
      if (name.startsWith('push')) row(`${name}: ops stored/s`, `${((SPACES * OPS_PER_PUSH) / r.seconds).toFixed(0)}`);
      row(
        `${name}: latency p50 / p99`,
        `${quantile(r.latencies, 0.5).toFixed(0)} / ${quantile(r.latencies, 0.99).toFixed(0)} ms`,
      );
      row(`${name}: failed`, String(r.failed));
    }
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
