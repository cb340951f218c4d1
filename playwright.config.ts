import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--autoplay-policy=no-user-gesture-required',
];

/**
 * The journeys run as two groups side by side, each against its own real server (its own DATA_DIR: a new
 * embedded cluster, the catalogue from its cache) and one journey at a time: a group's journeys see a server
 * that nothing else touches, as before, and the whole run takes about 60 % as long (decision 0059). A third group
 * made it slower on two cores: the machine was already busy with two (decision 0082).
 * `pages`: content, forms, the admin area, the stats page and labels, the languages and the axe sweeps. `app`: the
 * timer, the player, the prerendering checks and everything else (new specs too). Balanced by the times in the JSON
 * report .ci/run writes: once the axe sweeps became fast (issue 24), `pages` took 1,507 s and `app` 2,211 s on a
 * clean-clone run, so the languages (196 s) and labels (127 s) journeys moved to `pages`; on e246bca `app` took
 * 804 s and `pages` 623 s (751 and 561 s on a local run of both steps), so the prerendering checks (81 s) followed.
 */
const PAGE_SPECS = [
  'a11y',
  'activity',
  'admin',
  'blog',
  'catalogue-outage',
  'credits',
  'dev-build',
  'first-paint',
  'forms',
  'home',
  'i18n',
  'labels',
  'long-texts',
  'phone',
  'prerender',
  'server-texts',
  'stats',
].map((name) => `**/${name}.spec.ts`);

const GROUPS = [
  { name: 'pages', port, testMatch: PAGE_SPECS, testIgnore: undefined },
  { name: 'app', port: port + 1, testMatch: undefined, testIgnore: PAGE_SPECS },
];

// Every run starts each real server on a fresh DATA_DIR (E2E_DATA_DIR/<group> when that is set).
const dataDir = (group: string) =>
  process.env.E2E_DATA_DIR
    ? path.join(process.env.E2E_DATA_DIR, group)
    : fs.mkdtempSync(path.join(os.tmpdir(), `pomolo-e2e-${group}-`));

export default defineConfig({
  testDir: 'e2e',
  // Ceilings for a journey or a wait that hangs, not speed targets: journeys wait for what they check, and CI's
  // machine may be slower and busier than a developer's (issue 24: it must pass beside a CPU hog).
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: GROUPS.length,
  retries: 0,
  // TEST_REPORT_DIR (set by .ci/run): also a JSON report, from which .ci/slowest.mjs prints the slowest journeys.
  reporter: process.env.TEST_REPORT_DIR
    ? [['list'], ['json', { outputFile: path.join(process.env.TEST_REPORT_DIR, 'playwright.json') }]]
    : [['list']],
  use: {
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    // No trace by default: recording one (DOM snapshots and a screencast of every action, kept only when a journey
    // fails) cost a third of the journeys' CPU time (timer and player journeys: 31 s of CPU with it, 21 s without,
    // two runs each), on a step that keeps both cores busy beside the server tests (issue 24); and CI keeps only its
    // log, which has every failure's error head. To debug a failure: `npx playwright test … --trace retain-on-failure`.
    trace: 'off',
  },
  projects: GROUPS.map((group) => ({
    name: group.name,
    workers: 1,
    testMatch: group.testMatch,
    testIgnore: group.testIgnore,
    use: { browserName: 'chromium' as const, baseURL: `http://127.0.0.1:${group.port}` },
  })),
  webServer: GROUPS.map((group) => ({
    // As `npm start` runs it: one process, which gets the SIGTERM below itself.
    command: 'node --import tsx server/src/server.ts',
    url: `http://127.0.0.1:${group.port}/api/tracks`,
    name: group.name,
    // A ceiling for a server that never answers: a fresh embedded cluster's initdb and start on a busy machine.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
    env: {
      PORT: String(group.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir(group.name),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Every journey posts from 127.0.0.1 to one server; the per-IP limit itself is covered by the server tests.
      VISITOR_RATE_LIMIT: '1000',
      // The first admin, created by the server at start (e2e/admin.spec.ts signs in with it).
      ADMIN_USERNAME: 'e2e-admin',
      ADMIN_PASSWORD: 'e2e-admin-passphrase',
      // A private build folder lets several people run journeys at once without rebuilding each other's dist/.
      ...(process.env.E2E_DIST_DIR ? { DIST_DIR: process.env.E2E_DIST_DIR } : {}),
    },
  })),
});
