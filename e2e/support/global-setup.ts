// Starts the production build (`npm start`) on a free port with a fresh embedded database and a known
// admin, and stops it after the run. Tests reach it through E2E_BASE_URL.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeSepayEinvoice } from '../../apps/api/test/fake-sepay-einvoice';
import { hasChromium, chromiumPath } from './chromium';
import { admin, E2E_WEBHOOK_KEY } from './shop';

const root = fileURLToPath(new URL('../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, exited: () => string | undefined, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit) throw new Error(`the shop exited before it was ready (${exit}); see its log`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the shop did not answer ${url}/api/health within ${timeoutMs / 1000} s`);
}

export default async function globalSetup() {
  if (!hasChromium()) {
    throw new Error(
      `No Chromium at ${chromiumPath()}. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'veggie-e2e-'));
  const outputDir = path.resolve(root, 'test-results/e2e');
  await mkdir(outputDir, { recursive: true });
  const logPath = path.join(outputDir, 'server.log');
  const log = createWriteStream(logPath);
  // E-invoices (issue 36): the shop issues them through SePay's eInvoice API, here a fake that follows it.
  const einvoice = await startFakeSepayEinvoice();

  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      PUBLIC_URL: '',
      LOG_LEVEL: 'info',
      SMTP_URL: '',
      REDIS_URL: '',
      // Every test registers and logs in from 127.0.0.1: the per-address limits would stop the suite.
      RATE_LIMIT_GLOBAL_MAX: '1000000',
      RATE_LIMIT_LOGIN_MAX: '100000',
      RATE_LIMIT_REGISTER_MAX: '100000',
      RATE_LIMIT_PASSWORD_RESET_MAX: '100000',
      RATE_LIMIT_CONTACT_MAX: '100000',
      RATE_LIMIT_NEWSLETTER_MAX: '100000',
      // Bank transfers (issue 18): a fictitious account to pay, and the key a simulated SePay webhook sends.
      PAYMENT_WEBHOOK_KEY: E2E_WEBHOOK_KEY,
      BANK_BIN: '970436',
      BANK_ACCOUNT_NUMBER: '0123456789',
      BANK_ACCOUNT_NAME: 'VEGGIE MARKET',
      EINVOICE_PROVIDER: 'sepay',
      EINVOICE_SEPAY_URL: einvoice.url,
      EINVOICE_SEPAY_CLIENT_ID: einvoice.clientId,
      EINVOICE_SEPAY_CLIENT_SECRET: einvoice.clientSecret,
      EINVOICE_SWEEP_INTERVAL_MS: '500',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  let exit: string | undefined;
  server.on('exit', (code, signal) => (exit = `code ${code}, signal ${signal}`));

  try {
    // The first start builds the shop when no build exists, then creates the embedded database.
    await waitForHealth(baseURL, () => exit, 240_000);
  } catch (error) {
    server.kill('SIGKILL');
    await einvoice.close();
    throw new Error(`${(error as Error).message} (${logPath})`);
  }
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_SERVER_LOG = logPath;

  return async () => {
    if (exit === undefined) {
      const stopped = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid!, 'SIGTERM');
      await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (exit === undefined) process.kill(-server.pid!, 'SIGKILL');
    }
    log.end();
    await einvoice.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
