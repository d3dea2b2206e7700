import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default (one worker fewer than the cores) runs the files one at a time on the two-core CI
    // machines, leaving a core idle while a file waits on PostgreSQL or builds its jsdom: two workers
    // took the unit tests from 178 to 94 s and the API suite on PostgreSQL from 225 to 146 s.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      { test: { name: 'contract', root: 'packages/contract', environment: 'node' } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Real processes, PostgreSQL, Redis and nginx: `npm run test:faults` runs those on their own.
          exclude: [...configDefaults.exclude, 'test/faults/**'],
          // Each file gets its own database, on PGlite a copy of one migrated once (test/pglite-template.ts).
          globalSetup: ['test/pglite-template.ts'],
          // argon2 and PGlite start-up make these slower than unit tests.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'faults',
          root: 'apps/api',
          environment: 'node',
          include: ['test/faults/**/*.test.ts'],
          // Each file starts its own servers; two at once would only fight over the two cores.
          fileParallelism: false,
          // A test starts and restarts servers (the embedded database compiles its WASM each time).
          testTimeout: 240_000,
          hookTimeout: 120_000,
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          // The root scripts' own logic: server flags, and the benchmark's catalog, storm invariants,
          // verdicts, cleanup.
          name: 'scripts',
          root: 'scripts',
          environment: 'node',
          include: ['**/*.test.mjs'],
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
