// `npm test`: every suite in order, stopping at the first failure with its exit code.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bin, npm, run, runCaptured } from './processes.mjs';

const { TEST_DATABASE_URL, ...envWithoutTestDatabase } = process.env;

// Each vitest run also writes a JSON report, so the run can end on one line that counts every test.
const reports = await mkdtemp(path.join(os.tmpdir(), 'veggie-test-reports-'));
let reportCount = 0;

const steps = [
  {
    // Each is one single-threaded process: side by side they fill both cores of a two-core machine and take
    // the time of the slowest instead of the sum. `npm run typecheck` checks the projects one after another
    // (75 CPU-seconds, the slowest of all): here each project is a process of its own.
    title: 'Lint, formatting and types (eslint, prettier --check, typecheck)',
    together: [
      { title: 'eslint .', command: [process.execPath, [bin('eslint'), '.']] },
      { title: 'prettier --check .', command: [process.execPath, [bin('prettier'), '--check', '.']] },
      ...['@veggie/contract', '@veggie/api', '@veggie/web'].map((workspace) => ({
        title: `typecheck ${workspace}`,
        command: npm(['run', 'typecheck', '-w', workspace]),
      })),
      { title: 'typecheck e2e', command: [process.execPath, [bin('typescript', 'tsc'), '--noEmit', '-p', 'e2e']] },
    ],
  },
  {
    title: 'Unit tests: contract, web and scripts',
    command: vitest('--project', 'contract', '--project', 'web', '--project', 'web-isolated', '--project', 'scripts'),
  },
  // Without TEST_DATABASE_URL, createTestDatabase gives every test file an in-memory PGlite.
  {
    title: 'API suite on PGlite (embedded)',
    command: vitest('--project', 'api', '--project', 'api-isolated'),
    env: envWithoutTestDatabase,
  },
];
if (TEST_DATABASE_URL) {
  steps.push({
    title: 'API suite on PostgreSQL (TEST_DATABASE_URL)',
    command: vitest('--project', 'api', '--project', 'api-isolated'),
    env: { ...envWithoutTestDatabase, TEST_DATABASE_URL },
  });
}
// Last, the end-to-end suite: a real browser against the production build, which is rebuilt first so
// that it is this checkout's code under test.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`
==================================================================================================
  No Chromium at ${chromium}: the end-to-end suite cannot run, so npm test fails.
  Install the system browser (Debian/Ubuntu: sudo apt-get install -y chromium), or point
  CHROMIUM_PATH at a Chromium or Chrome binary. We never download a browser.
==================================================================================================
`);
  process.exit(1);
}
steps.push(
  { title: 'Production build (npm run build)', command: npm(['run', 'build']) },
  {
    title: 'End-to-end suite (Playwright, system Chromium)',
    command: [process.execPath, [bin('@playwright/test', 'playwright'), 'test', '-c', 'e2e/playwright.config.ts']],
    env: { ...envWithoutTestDatabase, PLAYWRIGHT_JSON_OUTPUT_NAME: report() },
  },
);

/**
 * Runs the commands at once, each one's output held back and printed whole when it ends, so that the
 * three never interleave. Resolves with the first non-zero exit code, or 0.
 */
async function runTogether(commands) {
  const codes = await Promise.all(
    commands.map(async ({ title, command }) => {
      const { code, output } = await runCaptured(...command);
      console.log(`-- ${title}: ${code === 0 ? 'passed' : `failed (exit code ${code})`}`);
      if (output.trim() !== '') process.stdout.write(output);
      return code;
    }),
  );
  return codes.find((code) => code !== 0) ?? 0;
}

function report() {
  return path.join(reports, `report-${++reportCount}.json`);
}

function vitest(...args) {
  return [
    process.execPath,
    [bin('vitest'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report()}`, ...args],
  ];
}

async function totals() {
  const sum = { passed: 0, failed: 0, skipped: 0 };
  for (let n = 1; n <= reportCount; n += 1) {
    const report = JSON.parse(await readFile(path.join(reports, `report-${n}.json`), 'utf8').catch(() => '{}'));
    if (report.stats) {
      // Playwright's JSON report.
      sum.passed += report.stats.expected ?? 0;
      sum.failed += (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0);
      sum.skipped += report.stats.skipped ?? 0;
      continue;
    }
    sum.passed += report.numPassedTests ?? 0;
    sum.failed += report.numFailedTests ?? 0;
    sum.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  return sum;
}

async function summarise() {
  const { passed, failed, skipped } = await totals();
  await rm(reports, { recursive: true, force: true });
  // Lint or typecheck failing first means no test ran: say nothing rather than "0 passed".
  if (passed + failed + skipped > 0) console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
}

const started = performance.now();
for (const [index, step] of steps.entries()) {
  console.log(`\n== ${step.title} [${index + 1}/${steps.length}]`);
  const stepStarted = performance.now();
  const code = step.together
    ? await runTogether(step.together)
    : await run(...step.command, { env: step.env ?? process.env });
  // Each step's time, so a slow CI run shows which suite grew.
  console.log(`== ${step.title}: ${Math.round((performance.now() - stepStarted) / 1000)} s`);
  if (code !== 0) {
    console.error(`\n== FAILED: ${step.title} (exit code ${code})`);
    await summarise();
    process.exit(code);
  }
}
console.log(`\n== All ${steps.length} steps passed in ${Math.round((performance.now() - started) / 1000)} s`);
await summarise();
