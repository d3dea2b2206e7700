// The build under test. The run works on a copy of it, so that a rebuild during the run (npm run dev,
// another terminal) cannot change what is measured halfway or remove files a server is loading.
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { npm, root, run } from '../processes.mjs';
import { onCleanup } from './cleanup.mjs';

const API_DIST = 'apps/api/dist';
const WEB_BUILD = 'apps/web/build';

/** Builds when asked to or when a build is missing; then copies it. Resolves with the copy's paths. */
export async function buildUnderTest({ rebuild, log }) {
  if (
    rebuild ||
    !existsSync(path.join(root, API_DIST, 'server.js')) ||
    !existsSync(path.join(root, WEB_BUILD, 'server/index.js'))
  ) {
    log('building the shop (npm run build)…');
    const code = await run(...npm(['run', 'build']));
    if (code !== 0) throw new Error(`npm run build failed with code ${code}`);
  }
  const copy = await mkdtemp(path.join(os.tmpdir(), 'veggie-bench-build-'));
  onCleanup(`build copy ${copy}`, () => rm(copy, { recursive: true, force: true }));
  // The same layout as the checkout: the server finds the web build at ../../web/build, and packages
  // resolve through node_modules links to the checkout's own.
  await cp(path.join(root, API_DIST), path.join(copy, API_DIST), { recursive: true });
  await cp(path.join(root, WEB_BUILD), path.join(copy, WEB_BUILD), { recursive: true });
  for (const modules of ['node_modules', 'apps/api/node_modules', 'apps/web/node_modules']) {
    if (!existsSync(path.join(root, modules))) continue;
    await mkdir(path.dirname(path.join(copy, modules)), { recursive: true });
    await symlink(path.join(root, modules), path.join(copy, modules), 'dir');
  }
  const serverBundle = path.join(copy, API_DIST, 'server.js');
  const webBuildDir = path.join(copy, WEB_BUILD);
  if (!existsSync(serverBundle) || !existsSync(path.join(webBuildDir, 'server/index.js'))) {
    throw new Error('the build is incomplete (is a build running?); try again, or pass --rebuild');
  }
  return { serverBundle, webBuildDir };
}
