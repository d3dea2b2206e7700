// `npm start`: builds the shop once (or again with --rebuild), then runs the production server,
// which serves the storefront, the admin and the API on one port.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { forwardSignals, npm, root, run, serverNodeFlags, signalExitCode } from './processes.mjs';

const serverBundle = path.join(root, 'apps/api/dist/server.js');
const webBundle = path.join(root, 'apps/web/build/server/index.js');

if (process.argv.includes('--rebuild') || !existsSync(serverBundle) || !existsSync(webBundle)) {
  console.log('Building the shop (first start or --rebuild)…');
  const code = await run(...npm(['run', 'build']));
  if (code !== 0) process.exit(code);
}

const server = spawn(process.execPath, [...serverNodeFlags(), serverBundle], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
  // Its own process group, so each signal reaches it once, through forwardSignals.
  detached: process.platform !== 'win32',
});
forwardSignals([server]);
server.on('exit', (code, signal) => process.exit(code ?? signalExitCode(signal)));
