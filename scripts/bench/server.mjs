// Starting and stopping the production server (apps/api/dist/server.js) the way an operator runs it,
// and reading its resident memory.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { root, serverEnv, serverNodeFlags } from '../processes.mjs';
import { onCleanup } from './cleanup.mjs';

const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;
/** High enough that no rate limit ever answers 429 during a measurement. */
const UNLIMITED = '100000000';
/** Settings of ours that would change what is measured if inherited from the caller's shell. */
const APP_VARIABLES = [
  'DATABASE_URL',
  'CATALOG_CACHE_MS',
  'REDIS_URL',
  'PUBLIC_URL',
  'TRUST_PROXY',
  'CORS_ORIGINS',
  'SMTP_URL',
  'DATA_DIR',
  'PORT',
  'HOST',
];

export const ADMIN = { email: 'admin@bench.veggie.market', password: 'bench-admin-password' };

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in MiB (Linux /proc), or null where there is no /proc. */
export async function rssMiB(pid) {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
  } catch {
    return null;
  }
}

async function firstOk(url, started, child) {
  while (performance.now() - started < START_TIMEOUT_MS) {
    if (child.exitCode !== null || child.signalCode !== null) return null;
    const ok = await fetch(url).then(
      async (res) => {
        await res.arrayBuffer();
        return res.status === 200;
      },
      () => false,
    );
    if (ok) return performance.now() - started;
    await sleep(10);
  }
  return null;
}

/**
 * Starts the server bundle and resolves once every path in `waitFor` has answered 200, with the time
 * from spawning to each path's first 200 (`readyMs`). Without `url` the server uses the embedded
 * PGlite in `${dataDir}/db`. `settings` are environment variables of the app's set on top of the
 * benchmark's (`{ CATALOG_CACHE_MS: '0' }`).
 */
export async function startServer({ bundle, dataDir, url, waitFor = ['/api/health'], settings = {} }) {
  const port = await freePort();
  const env = serverEnv();
  for (const name of APP_VARIABLES) delete env[name];
  Object.assign(env, {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_GLOBAL_MAX: UNLIMITED,
    RATE_LIMIT_LOGIN_MAX: UNLIMITED,
    RATE_LIMIT_FAILED_LOGIN_MAX: UNLIMITED,
    RATE_LIMIT_PASSWORD_RESET_MAX: UNLIMITED,
    RATE_LIMIT_REGISTER_MAX: UNLIMITED,
    ...(url && { DATABASE_URL: url }),
    ...settings,
  });

  const started = performance.now();
  const child = spawn(process.execPath, [...serverNodeFlags(env.NODE_OPTIONS), bundle], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The last lines of output, to explain a failed start; the rest is dropped so pipes never fill up.
  const tail = [];
  const keep = (chunk) => {
    tail.push(...chunk.toString().split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 20));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = onCleanup(`server ${child.pid}`, async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timedOut = await Promise.race([exited.then(() => false), sleep(STOP_TIMEOUT_MS).then(() => true)]);
    if (timedOut) {
      child.kill('SIGKILL');
      await exited;
    }
  });

  const base = `http://127.0.0.1:${port}`;
  const times = await Promise.all(waitFor.map((p) => firstOk(`${base}${p}`, started, child)));
  if (times.some((t) => t === null)) {
    await stop();
    throw new Error(`the server did not answer 200 on ${waitFor.join(' and ')}:\n${tail.join('\n')}`);
  }
  return {
    pid: child.pid,
    base,
    readyMs: Object.fromEntries(waitFor.map((p, i) => [p, times[i]])),
    rss: () => rssMiB(child.pid),
    stop,
  };
}
