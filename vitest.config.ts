import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'client/src/**/*.test.{ts,tsx}'],
          environment: 'node',
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
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Most of a server test's time is spent waiting on PostgreSQL and on server processes it started, so two
          // files at once pay even on two cores (vitest's default there is one): 229 s → 125 s on this machine.
          maxWorkers: Math.max(2, os.availableParallelism() - 1),
        },
      },
    ],
  },
});
