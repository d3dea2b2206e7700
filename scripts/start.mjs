// `npm start`: builds the shop once (or again with --rebuild), then runs the production server,
// which serves the storefront, the admin and the API on one port.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { npm, root, run, runNodeChild, serverEnv, serverNodeFlags } from './processes.mjs';

const serverBundle = path.join(root, 'apps/api/dist/server.js');
const configCheck = path.join(root, 'apps/api/dist/check-config.js');
const webBundle = path.join(root, 'apps/web/build/server/index.js');

if (process.argv.includes('--rebuild') || !existsSync(serverBundle) || !existsSync(webBundle)) {
  // The server's own check of the environment, bundled alone in a second: a bad variable stops here, named,
  // instead of after the minute the build takes.
  const bundled = await run(process.execPath, [path.join(root, 'apps/api/build.mjs'), '--config-check']);
  if (bundled !== 0) process.exit(bundled);
  const checked = await run(process.execPath, [configCheck], { env: serverEnv() });
  if (checked !== 0) process.exit(checked);
  console.log('Building the shop (first start or --rebuild)…');
  const code = await run(...npm(['run', 'build']));
  if (code !== 0) process.exit(code);
}

runNodeChild([...serverNodeFlags(), serverBundle], { env: serverEnv() });
