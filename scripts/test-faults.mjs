// `npm run test:faults`: the tests that break real processes (SIGKILL during a checkout storm, two
// instances behind nginx sharing PostgreSQL and Redis). They run the production bundle of the API,
// rebuilt first when any source is newer, and fail naming PostgreSQL, Redis or nginx when one is missing.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { bin, npm, root, run } from './processes.mjs';

const bundle = path.join(root, 'apps/api/dist/server.js');
const sources = ['apps/api/src', 'packages/contract/src', 'apps/api/build.mjs', 'apps/api/package.json'].map((p) =>
  path.join(root, p),
);

function newestChange(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(entry, { recursive: true }).map((name) => statSync(path.join(entry, name)).mtimeMs),
  );
}

if (!existsSync(bundle) || Math.max(...sources.map(newestChange)) > statSync(bundle).mtimeMs) {
  console.log('== Building the API bundle (npm run build -w @veggie/api)');
  const code = await run(...npm(['run', 'build', '-w', '@veggie/api']));
  if (code !== 0) process.exit(code);
}

console.log('== Fault tests (vitest --project faults)');
process.exit(await run(process.execPath, [bin('vitest'), 'run', '--project', 'faults', ...process.argv.slice(2)]));
