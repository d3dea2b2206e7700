import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The test files under `folders` of a workspace that replace a module (vi.mock, vi.doMock), which a module cache shared
 * between files would defeat (paths from the workspace). Found rather than listed, so that a new one cannot land
 * in a shared project by mistake.
 */
function filesThatMockModules(workspace: string, folders: string[]): string[] {
  const root = fileURLToPath(new URL(`${workspace}/`, import.meta.url));
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('test/faults/'))
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(root, file), 'utf8'))),
  );
}

const API_FILES_THAT_MOCK_MODULES = filesThatMockModules('apps/api', ['src', 'test']);
const WEB_FILES_THAT_MOCK_MODULES = filesThatMockModules('apps/web', ['app']);

/** The component and unit tests of the storefront and admin, in a document of their own (jsdom). */
const web = {
  root: 'apps/web',
  environment: 'jsdom',
  setupFiles: ['./vitest.setup.ts'],
} as const;

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
          exclude: [...configDefaults.exclude, 'test/faults/**', ...API_FILES_THAT_MOCK_MODULES],
          // Importing the app (Fastify, every module, PGlite, sharp) took 1.5 s of each file's time, 110 s of
          // the suite's: the files of a worker share one module cache instead. Each file still builds its
          // own app on its own database, and no module of the API keeps state outside an app instance.
          isolate: false,
          // Each file gets its own database, a copy of one migrated once (test/database-template.ts).
          globalSetup: ['test/database-template.ts'],
          // argon2 and PGlite start-up make these slower than unit tests.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The API files that replace a module with vi.mock: the module must be loaded fresh for them, so
          // they keep vitest's isolation. Without the template's global setup each migrates its own cluster.
          name: 'api-isolated',
          root: 'apps/api',
          environment: 'node',
          include: API_FILES_THAT_MOCK_MODULES,
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
      {
        test: {
          ...web,
          name: 'web',
          include: ['app/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...WEB_FILES_THAT_MOCK_MODULES],
          // A fresh module graph and jsdom for each file took about 250 of the project's 290 CPU-seconds
          // (React, Testing Library and the contract's schemas imported 95 times). The files of a worker share
          // them instead; vitest.setup.ts clears what a test leaves in the document and the storage, and its spies.
          isolate: false,
        },
      },
      {
        test: {
          ...web,
          // The files that replace a module with vi.mock load their modules fresh: vitest's isolation. Standing
          // in for API calls, toasts or page loads needs no module replaced (app/test/module-spies.ts).
          name: 'web-isolated',
          include: WEB_FILES_THAT_MOCK_MODULES,
        },
      },
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
