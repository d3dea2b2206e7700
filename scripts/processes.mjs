// Child-process helpers shared by the root scripts (start, dev, test, bench). Plain node:child_process.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(path.join(root, 'package.json'));

/** The JavaScript entry of a package's command, run with this node (no shell, no .cmd shims). */
export function bin(packageName, command = packageName) {
  const manifestPath = require.resolve(`${packageName}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entry = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[command];
  return path.join(path.dirname(manifestPath), entry);
}

/** npm itself: the one running this script when started through npm, else the one on PATH. */
export function npm(args) {
  const npmCli = process.env.npm_execpath;
  return npmCli && npmCli.endsWith('.js') ? [process.execPath, [npmCli, ...args]] : ['npm', args];
}

/** Runs a command with inherited output; resolves with its exit code (128 + n when killed by a signal). */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? signalExitCode(signal)));
  });
}

/** Runs a command with its output (stdout and stderr, in order) collected; resolves with both. */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    const collect = (chunk) => (output += chunk);
    child.stdout.setEncoding('utf8').on('data', collect);
    child.stderr.setEncoding('utf8').on('data', collect);
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? signalExitCode(signal), output }));
  });
}

export function signalExitCode(signal) {
  const numbers = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };
  return 128 + (numbers[signal] ?? 1);
}

/**
 * Passes SIGINT, SIGTERM and SIGHUP on to children started in their own process group. A terminal's
 * Ctrl+C often arrives twice (from the terminal and again from npm), and our server treats a second
 * signal as "exit now", so repeats within a second are dropped.
 *
 * npm runs a script through `sh -c`, and `kill <npm>` reaches only that shell, which dies without passing
 * the signal on: this process is left orphaned, with nothing to tell it. There is no portable "parent died"
 * signal in Node, so the parent's pid is checked twice a second, and losing the parent counts as a SIGTERM
 * (unless a signal already came: a terminal's Ctrl+C kills the shell too, and must stop the children once).
 */
export function forwardSignals(children) {
  let last = 0;
  const forward = (signal) => {
    last = Date.now();
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (Date.now() - last < 1000) return;
      forward(signal);
    });
  }
  const parent = process.ppid;
  const orphanCheck = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(orphanCheck);
    if (last === 0) forward('SIGTERM');
  }, 500).unref();
}

/**
 * Runs `node <args>` as the one child of this process, in its own process group so that each signal
 * reaches it once (through forwardSignals), and exits with its exit code.
 */
export function runNodeChild(args, options = {}) {
  const child = spawn(process.execPath, args, {
    cwd: process.cwd(),
    stdio: 'inherit',
    ...options,
    detached: process.platform !== 'win32',
  });
  forwardSignals([child]);
  child.on('exit', (code, signal) => process.exit(code ?? signalExitCode(signal)));
  return child;
}

/**
 * Runs one of the API's operations commands (apps/api/src/commands.ts: backup, restore, migrate) from the
 * production bundle, with the environment `npm start` gives the server, and exits with its status. The bundle
 * is built first when missing, as `npm start` does.
 */
export async function runApiCommand(command, args) {
  const bundle = path.join(root, 'apps/api/dist/commands.js');
  if (!existsSync(bundle)) {
    const code = await run(...npm(['run', 'build', '-w', '@veggie/api']));
    if (code !== 0) process.exit(code);
  }
  runNodeChild([bundle, command, ...args], { env: serverEnv() });
}

/**
 * V8 heap settings for the production server, which `npm start` and the benchmark pass to it. A serving
 * instance's live heap is about 30 MB (heap snapshot, docs/decisions/007-performance.md), yet under load V8
 * lets the old generation grow to several times that and the young one to 2 × 16 MB, so the process
 * peaked near 300 MiB. With these limits it stays near 150 MiB for a few percent more GC time. The old
 * generation is also let grow by 10 % past what survived a full collection, where V8 allows 10 to 300 %
 * depending on how fast it collects: under 50 connections that kept 6–9 MiB less resident at 100,000
 * products for no throughput we could measure (bench/notes.md). A setting already given in NODE_OPTIONS wins.
 */
export function serverNodeFlags(nodeOptions = process.env.NODE_OPTIONS ?? '') {
  const heap = { '--max-old-space-size': 96, '--max-semi-space-size': 2, '--heap-growing-percent': 10 };
  return Object.entries(heap)
    .filter(([flag]) => !nodeOptions.includes(flag))
    .map(([flag, value]) => `${flag}=${value}`);
}

/**
 * Environment of the production server, which `npm start` and the benchmark give it. glibc gives threads
 * that allocate (libuv's pool: sharp, argon2, zlib) malloc arenas of their own, and rarely returns what is
 * freed in them: the first start's seed images left ~100 MiB behind with the default (8 per core), ~40 MiB
 * with two. A value the operator set wins.
 */
export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: '2', ...env, NODE_ENV: 'production' };
}
