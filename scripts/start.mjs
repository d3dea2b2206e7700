// `npm start`: builds the shop once (or again with --rebuild), then runs the production server,
// which serves the storefront, the admin and the API on one port.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { npm, root, run, runNodeChild, serverEnv, serverNodeFlags } from './processes.mjs';

const serverBundle = path.join(root, 'apps/api/dist/server.js');
const webBundle = path.join(root, 'apps/web/build/server/index.js');

if (process.argv.includes('--rebuild') || !existsSync(serverBundle) || !existsSync(webBundle)) {
  console.log('Building the shop (first start or --rebuild)…');
  const code = await run(...npm(['run', 'build']));
  if (code !== 0) process.exit(code);
}

runNodeChild([...serverNodeFlags(), serverBundle], { env: serverEnv() });
