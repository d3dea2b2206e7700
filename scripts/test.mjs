// `npm test`: every suite in order, stopping at the first failure with its exit code.
import { bin, npm, run } from './processes.mjs';

const { TEST_DATABASE_URL, ...envWithoutTestDatabase } = process.env;

const steps = [
  { title: 'Lint (eslint .)', command: [process.execPath, [bin('eslint'), '.']] },
  { title: 'Typecheck (every workspace)', command: npm(['run', 'typecheck']) },
  { title: 'Unit tests: contract and web', command: vitest('--project', 'contract', '--project', 'web') },
  // Without TEST_DATABASE_URL, createTestDatabase gives every test file an in-memory PGlite.
  { title: 'API suite on PGlite (embedded)', command: vitest('--project', 'api'), env: envWithoutTestDatabase },
];
if (TEST_DATABASE_URL) {
  steps.push({
    title: 'API suite on PostgreSQL (TEST_DATABASE_URL)',
    command: vitest('--project', 'api'),
    env: { ...envWithoutTestDatabase, TEST_DATABASE_URL },
  });
}
// The end-to-end suite (a real browser against `npm start`) is added here as the last step.

function vitest(...args) {
  return [process.execPath, [bin('vitest'), 'run', ...args]];
}

const started = performance.now();
for (const [index, step] of steps.entries()) {
  console.log(`\n== ${step.title} [${index + 1}/${steps.length}]`);
  const code = await run(...step.command, { env: step.env ?? process.env });
  if (code !== 0) {
    console.error(`\n== FAILED: ${step.title} (exit code ${code})`);
    process.exit(code);
  }
}
console.log(`\n== All ${steps.length} steps passed in ${Math.round((performance.now() - started) / 1000)} s`);
