// `npm run dev`: the API restarting on change (tsx watch) beside the web app's Vite dev server, whose
// proxy sends /api and /uploads to the API. Output is prefixed with the process it came from.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { bin, forwardSignals, root, signalExitCode } from './processes.mjs';

const processes = [
  { name: 'api', color: 32, args: [bin('tsx'), 'watch', 'apps/api/src/server.ts'], cwd: root },
  { name: 'web', color: 35, args: [bin('@react-router/dev', 'react-router'), 'dev'], cwd: path.join(root, 'apps/web') },
];

const children = processes.map(({ name, color, args, cwd }) => {
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    detached: process.platform !== 'win32',
  });
  const prefix = process.stdout.isTTY ? `\x1b[${color}m[${name}]\x1b[0m ` : `[${name}] `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
  }
  return child;
});

forwardSignals(children);

// When one side stops, stop the other too: half a dev environment only confuses.
let exitCode;
for (const child of children) {
  child.on('exit', (code, signal) => {
    exitCode ??= code ?? signalExitCode(signal);
    for (const other of children) if (other.exitCode === null && other.signalCode === null) other.kill('SIGTERM');
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
}
