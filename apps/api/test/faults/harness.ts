// Real processes for the fault tests: the production bundle of the API, nginx, and a PostgreSQL
// database and Redis prefix of their own. Every process started here is stopped by `stopAll`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';

/** The PostgreSQL server the suite creates its databases on (its role needs CREATEDB). */
export const DATABASE_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SERVER_BUNDLE = fileURLToPath(new URL('../../dist/server.js', import.meta.url));
const NGINX = process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

class MissingService extends Error {
  constructor(what: string, how: string, cause?: unknown) {
    super(`The fault suite needs ${what}, which is not available: ${how}`, { cause });
  }
}

/** Fails loudly, naming what is missing: the suite is never skipped for lack of a service. */
export async function requirePostgres(): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_SERVER_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new MissingService(`PostgreSQL at ${DATABASE_SERVER_URL}`, 'start it or set TEST_DATABASE_URL', error);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function requireRedis(): Promise<void> {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 3_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new MissingService(`Redis at ${REDIS_URL}`, 'start it or set TEST_REDIS_URL', error);
  } finally {
    redis.disconnect();
  }
}

export function requireNginx(): void {
  const probe = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new MissingService(
      `nginx (${NGINX})`,
      'install it (Debian: apt-get install -y nginx-light) or set NGINX_PATH',
      probe.error,
    );
  }
}

export function requireServerBundle(): void {
  if (!existsSync(SERVER_BUNDLE)) {
    throw new MissingService(
      `the API bundle ${SERVER_BUNDLE}`,
      'run `npm run build -w @veggie/api` (npm run test:faults does)',
    );
  }
}

const children = new Set<ChildProcess>();
const cleanups: Array<() => Promise<void>> = [];

/** A run that dies without its afterAll still takes its servers with it. */
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** Stops every process this file started and undoes every database and folder it created. */
export async function stopAll(): Promise<void> {
  await Promise.all([...children].map((child) => signalAndWait(child, 'SIGKILL')));
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

function signalAndWait(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

export async function temporaryFolder(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A new database on the server, dropped by `stopAll`. */
export async function createServerDatabase(): Promise<string> {
  const name = `veggie_faults_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: DATABASE_SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const cleanup = new pg.Client({ connectionString: DATABASE_SERVER_URL });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
  const url = new URL(DATABASE_SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Deletes this run's rate-limit counters (keys ending in one of `suffixes`); never anyone else's. */
export async function deleteRedisKeys(suffixes: string[]): Promise<void> {
  if (suffixes.length === 0) return;
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    for (const suffix of suffixes) {
      const keys: string[] = [];
      for (let cursor = '0'; ;) {
        const [next, batch] = await redis.scan(cursor, 'MATCH', `*${suffix}`, 'COUNT', 1000);
        keys.push(...batch);
        cursor = next;
        if (cursor === '0') break;
      }
      if (keys.length) await redis.del(...keys);
    }
  } finally {
    await redis.quit();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Limits far above what a test sends, unless a test names a stricter one. */
const GENEROUS_LIMITS = {
  RATE_LIMIT_GLOBAL_MAX: '1000000',
  RATE_LIMIT_LOGIN_MAX: '1000000',
  RATE_LIMIT_FAILED_LOGIN_MAX: '1000000',
  RATE_LIMIT_PASSWORD_RESET_MAX: '1000000',
  RATE_LIMIT_REGISTER_MAX: '1000000',
};

export interface ServerProcess {
  url: string;
  /** SIGKILL: no shutdown hook, no flush, like a crash or the OOM killer. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown. */
  stop(): Promise<void>;
}

/**
 * Starts `node apps/api/dist/server.js` on a free port of 127.0.0.1 with only the given environment
 * (plus PATH), and resolves once it prints that it is ready.
 */
export async function startServer(name: string, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      ...GENEROUS_LIMITS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  // The tail of what it printed, for the message when it fails to start.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`${name} was not ready within 90 s:\n${output}`)), 90_000);
    const onData = () => {
      const ready = /ready at (http:\/\/\S+)/.exec(output);
      if (ready?.[1]) {
        cleanup();
        resolve(ready[1]);
      }
    };
    const onExit = (code: number | null, signal: string | null) =>
      fail(new Error(`${name} exited (${code ?? signal}) before it was ready:\n${output}`));
    function cleanup() {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
    }
    function fail(error: Error) {
      cleanup();
      child.kill('SIGKILL');
      reject(error);
    }
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });

  return {
    url,
    kill: () => signalAndWait(child, 'SIGKILL'),
    stop: () => signalAndWait(child, 'SIGTERM'),
  };
}

export interface NginxProxy {
  url: string;
  /** One line per request: the upstream(s) that served it and the status, e.g. `127.0.0.1:4001 201`. */
  accessLog: string;
}

/**
 * nginx (as packaged by Debian) in front of the given instances, unprivileged style: every path in
 * a folder of its own, in the foreground as our child. The configuration is the README's example.
 */
export async function startNginx(upstreams: string[]): Promise<NginxProxy> {
  const dir = await temporaryFolder('veggie-nginx-');
  await mkdir(path.join(dir, 'logs'));
  const port = await freePort();
  const servers = upstreams.map((u) => `    server ${new URL(u).host} max_fails=1 fail_timeout=10s;`).join('\n');
  // One process, no workers: a killed test run cannot leave nginx workers behind holding the port.
  const config = `master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 512; }
http {
  log_format upstreams '$upstream_addr $status';
  access_log ${dir}/logs/access.log upstreams;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  upstream veggie {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 3m;
    location / {
      proxy_pass http://veggie;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout;
    }
  }
}
`;
  const file = path.join(dir, 'nginx.conf');
  await writeFile(file, config);
  const child = spawn(NGINX, ['-p', dir, '-c', file, '-e', path.join(dir, 'logs/error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url} within 10 s: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, accessLog: path.join(dir, 'logs/access.log') };
}
