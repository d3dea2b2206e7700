// `npm run bench`: a small, honest benchmark of the production API bundle on the embedded database.
// Cold start (empty data folder: create, migrate, seed), warm start (same folder again), memory, and
// 200 sequential GET /api/health requests over one keep-alive connection. Prints a Markdown table.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { root, run } from './processes.mjs';

const REQUESTS = 200;
const START_TIMEOUT_MS = 120_000;
const serverBundle = path.join(root, 'apps/api/dist/server.js');

if (process.argv.includes('--rebuild') || !existsSync(serverBundle)) {
  const code = await run(process.execPath, ['apps/api/build.mjs']);
  if (code !== 0) process.exit(code);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Resident memory in MiB, from /proc on Linux or ps elsewhere. */
async function rssMiB(pid) {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kib / 1024;
  } catch {
    const ps = spawn('ps', ['-o', 'rss=', '-p', String(pid)]);
    let out = '';
    for await (const chunk of ps.stdout) out += chunk;
    return Number(out.trim()) / 1024;
  }
}

async function startServer(dataDir, port) {
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  // The benchmark measures the default setup; a configured PostgreSQL would measure something else.
  delete env.DATABASE_URL;
  env.ADMIN_PASSWORD ??= 'bench-admin-password';
  const started = performance.now();
  const child = spawn(process.execPath, [serverBundle], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}/api/health`;
  while (performance.now() - started < START_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before it was ready`);
    const ok = await fetch(url).then((res) => res.status === 200, () => false);
    if (ok) return { child, exited, url, startMs: performance.now() - started };
    await sleep(20);
  }
  child.kill('SIGKILL');
  throw new Error(`server was not healthy within ${START_TIMEOUT_MS / 1000} s`);
}

async function stopServer({ child, exited }) {
  child.kill('SIGTERM');
  await exited;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const fmt = (n, digits = 0) => n.toFixed(digits);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'veggie-bench-'));
const rows = [];
try {
  const cold = await startServer(dataDir, await freePort());
  rows.push(['Cold start: empty data folder → first 200 on /api/health (migrate + seed)', `${fmt(cold.startMs)} ms`]);
  rows.push(['RSS after cold start', `${fmt(await rssMiB(cold.child.pid), 1)} MiB`]);
  await stopServer(cold);

  const warm = await startServer(dataDir, await freePort());
  rows.push(['Warm start: existing data folder → first 200 on /api/health', `${fmt(warm.startMs)} ms`]);
  rows.push(['RSS after warm start', `${fmt(await rssMiB(warm.child.pid), 1)} MiB`]);

  const latencies = [];
  const started = performance.now();
  for (let i = 0; i < REQUESTS; i++) {
    const t = performance.now();
    const res = await fetch(warm.url);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET /api/health answered ${res.status}`);
    latencies.push(performance.now() - t);
  }
  const totalMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  rows.push([`${REQUESTS} sequential GET /api/health: total`, `${fmt(totalMs)} ms (${fmt((REQUESTS * 1000) / totalMs)} req/s)`]);
  rows.push(['Latency p50 / p95 / p99 / max', [50, 95, 99, 100].map((p) => `${fmt(percentile(latencies, p), 2)}`).join(' / ') + ' ms']);
  rows.push([`RSS after ${REQUESTS} requests`, `${fmt(await rssMiB(warm.child.pid), 1)} MiB`]);
  await stopServer(warm);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const cpus = os.cpus();
console.log(`\n### Veggie Market API benchmark\n`);
console.log(`Node ${process.version}, ${os.platform()} ${os.arch()}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, embedded PGlite\n`);
console.log('| Measure | Result |');
console.log('| --- | --- |');
for (const [measure, result] of rows) console.log(`| ${measure} | ${result} |`);
