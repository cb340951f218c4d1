import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// TEST_REPORT_DIR (set by .ci/run): also a JSON report per run, from which .ci/slowest.mjs prints the slowest tests.
const reportDir = process.env.TEST_REPORT_DIR;
const reportName = process.env.TEST_REPORT_NAME ?? 'vitest';

export default defineConfig({
  test: {
    reporters: reportDir
      ? ['default', ['json', { outputFile: path.join(reportDir, `${reportName}.json`) }]]
      : ['default'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'client/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // A ceiling for a test that hangs, not a speed target: `npm test` runs the unit tests beside the lint,
          // the typecheck, the build and the library's rendering (decision 0082), and on a busy two-core machine
          // tests that take under a second alone went past vitest's default 5 s (a crossfade curve's sampling, the
          // admin query cache's real HTTP round trips).
          testTimeout: 60_000,
          // A real HTTP server for the client's API tests (client/src/lib/test-http-server.ts).
          globalSetup: ['server/test/helpers/client-test-server.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          // Ceilings for a test that hangs, not speed targets: the tests wait on events (a line printed, a port
          // answering, a row written), and some start and stop whole servers and PostgreSQL clusters, which on a
          // busy two-core machine took over the old 60 s (issue 24).
          testTimeout: 240_000,
          hookTimeout: 240_000,
          pool: 'forks',
          // One module graph per worker, not one per file: each file used to import the whole server again in a
          // fresh process (37 s of 156 s alone, 131 s of worker time beside the journeys, on a machine whose two
          // cores that step keeps busy). Shared, the files ran in 135 s alone with 229 CPU s instead of 267
          // (issue 24). Nothing here relies on a fresh module: each file makes its own database, app and
          // directories, and the one that fakes timers restores them.
          isolate: false,
          // Most of a server test's time is spent waiting on PostgreSQL and on server processes it started, so two
          // files at once pay even on two cores (vitest's default there is one): 229 s → 125 s on this machine.
          maxWorkers: Math.max(2, os.availableParallelism() - 1),
        },
      },
    ],
  },
});
