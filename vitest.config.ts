import { availableParallelism } from 'node:os';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// One runner for every package. API tests share one migrated, seeded database
// template (see apps/server/test/global-setup.ts); each test file gets its own copy.
export default defineConfig({
  test: {
    // Vitest leaves one core idle by default; on a two-core machine that halves the API suite's
    // speed, and its files wait on the database as much as they compute.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'sdk',
          root: 'packages/sdk',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scripts',
          root: 'scripts',
          include: ['*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'db',
          root: 'packages/db',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // @emporia/sdk from its sources, not from the dist/ its package publishes (ADR 0119).
        ssr: { resolve: { conditions: ['emporia-source', ...defaultServerConditions] } },
        test: {
          name: 'server',
          root: 'apps/server',
          // Each file builds its own app on its own database copy (test/app.ts), so files can share
          // a worker's loaded modules: importing the whole server again for each of ~90 files cost
          // three of CI's minutes.
          isolate: false,
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      './apps/*/vitest.config.ts',
    ],
  },
});
