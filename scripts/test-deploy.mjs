// `npm run test:deploy`: the Dockerfile and deploy/compose.yaml, run for real on this machine. Builds the
// image and the production stack (Caddy with HTTPS, two instances, PostgreSQL, Redis, the one-shot
// migration, the backup service) with stand-ins for the official base images (no image registry is needed,
// scripts/deploy/stand-ins.mjs), then proves: HTTPS answers for the shop's domain; a shopper registers,
// checks out and is paid through the bank webhook; `docker kill` of one instance loses no acknowledged
// order and the other serves; the backup service writes a backup; and that backup restores into a fresh
// stack with the same orders and images. Every stack it starts is taken down, volumes too, also on failure.
// Without a Docker daemon or Compose it says why and exits 0.
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { httpsClient } from './deploy/https-client.mjs';
import { standIns } from './deploy/stand-ins.mjs';
import { root, run, runCaptured } from './processes.mjs';

const COMPOSE_FILE = path.join(root, 'deploy/compose.yaml');
const DOMAIN = 'shop.veggie.test';
const SHOP_IMAGE = 'veggie-market:deploy-test';
const CADDY_ROOT_CERT = '/data/caddy/pki/authorities/local/root.crt';
/** Registrations count against RATE_LIMIT_REGISTER_MAX (20 an hour from one address): stay below it. */
const STORM_SHOPPERS = 12;
const KILL_AFTER_ANSWERS = 3;

const runId = randomBytes(4).toString('hex');
const startedAt = performance.now();
const since = (from) => `${Math.round((performance.now() - from) / 1000)} s`;

async function capture(command, args) {
  return runCaptured(command, args).catch((error) => ({ code: -1, output: String(error) }));
}

async function composeCommand() {
  if ((await capture('docker', ['compose', 'version'])).code === 0) return ['docker', ['compose']];
  if ((await capture('docker-compose', ['version'])).code === 0) return ['docker-compose', []];
  return undefined;
}

async function skipReason(compose) {
  const daemon = await capture('docker', ['info', '--format', '{{.ServerVersion}}']);
  if (daemon.code !== 0) return `Docker cannot run here (${daemon.output.trim().split('\n').at(-1)})`;
  if (!compose) return 'neither `docker compose` nor `docker-compose` is installed';
  return undefined;
}

const compose = await composeCommand();
const skip = await skipReason(compose);
if (skip) {
  console.log(`test:deploy skipped: ${skip}`);
  process.exit(0);
}
console.log(`== Compose: ${[compose[0], ...compose[1]].join(' ')}`);

const workDir = await mkdtemp(path.join(os.tmpdir(), 'veggie-deploy-'));
// The restore runs as the image's unprivileged user, who must reach the backup file in here.
await chmod(workDir, 0o755);

async function must(command, args, what) {
  const result = await capture(command, args);
  if (result.code !== 0) throw new Error(`${what} failed (exit code ${result.code}):\n${result.output}`);
  return result.output.trim();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Tries `attempt` every second until it resolves; fails with its last error after `ms`. */
async function eventually(what, ms, attempt) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

function expectStatus(response, expected, what) {
  const statuses = [expected].flat();
  if (!statuses.includes(response.status))
    throw new Error(`${what}: HTTP ${response.status}, expected ${statuses.join(' or ')}: ${response.bytes}`);
  return response;
}

function expectEqual(actual, expected, what) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what}: got ${a}, expected ${e}`);
}

const secrets = {
  POSTGRES_PASSWORD: randomBytes(16).toString('hex'),
  ADMIN_EMAIL: 'owner@veggie.test',
  ADMIN_PASSWORD: randomBytes(12).toString('hex'),
  PAYMENT_WEBHOOK_KEY: randomBytes(24).toString('hex'),
};
const BANK_ACCOUNT_NUMBER = '0071000123456';

const stacks = [];

/** One Compose project of deploy/compose.yaml, with its own env file, ports and volumes. */
async function createStack(suffix, images) {
  const name = `veggie-deploy-${runId}-${suffix}`;
  const ports = { HTTP_PORT: await freePort(), HTTPS_PORT: await freePort() };
  const settings = {
    SHOP_DOMAIN: DOMAIN,
    CADDY_TLS: 'internal',
    ...secrets,
    BANK_BIN: '970436',
    BANK_ACCOUNT_NUMBER,
    BANK_ACCOUNT_NAME: 'VEGGIE MARKET',
    LOG_LEVEL: 'warn',
    BACKUP_ON_START: 'true',
    SHOP_IMAGE,
    ...images,
    ...ports,
  };
  const envFile = path.join(workDir, `${suffix}.env`);
  await writeFile(
    envFile,
    Object.entries(settings)
      .map(([key, value]) => `${key}=${value}\n`)
      .join(''),
  );
  const args = (more) => [...compose[1], '-p', name, '--env-file', envFile, '-f', COMPOSE_FILE, ...more];
  const stack = {
    name,
    ports,
    started: false,
    run: (more) => run(compose[0], args(more)),
    capture: (more) => capture(compose[0], args(more)),
    async must(more, what) {
      const code = await run(compose[0], args(more));
      if (code !== 0) throw new Error(`${what} failed (exit code ${code})`);
    },
    async container(service) {
      const id = (await must(compose[0], args(['ps', '-q', service]), `the container of ${service}`)).split('\n')[0];
      if (!id) throw new Error(`${service} has no container`);
      return id;
    },
  };
  stacks.push(stack);
  return stack;
}

async function inspect(container, format) {
  return must('docker', ['inspect', '--format', format, container], `docker inspect ${container}`);
}

async function waitHealthy(stack, services) {
  for (const service of services) {
    const id = await stack.container(service);
    await eventually(`${service} healthy`, 120_000, async () => {
      const status = await inspect(id, '{{.State.Health.Status}}');
      if (status !== 'healthy') throw new Error(status);
    });
  }
}

/** The stack's HTTPS client, once Caddy has made its CA and an instance answers /api/health through it. */
async function connect(stack) {
  const caddy = await stack.container('caddy');
  const ca = await eventually("Caddy's local CA", 120_000, () =>
    must('docker', ['exec', caddy, 'cat', CADDY_ROOT_CERT], 'reading the CA'),
  );
  const client = httpsClient({ domain: DOMAIN, port: stack.ports.HTTPS_PORT, ca });
  await eventually('the shop over HTTPS', 300_000, async () => {
    const health = expectStatus(await client('GET', '/api/health'), 200, 'GET /api/health');
    expectEqual(health.json(), { status: 'ok', db: 'ok' }, 'health');
  });
  return client;
}

async function tearDown() {
  for (const stack of stacks.splice(0)) {
    if (!stack.started) continue;
    console.log(`== Taking ${stack.name} down (containers, networks, volumes)`);
    await stack.run(['down', '--volumes', '--remove-orphans', '--timeout', '5']);
  }
  await rm(workDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: taking the stacks down`);
    tearDown().finally(() => process.exit(130));
  });
}

let passed = 0;
async function check(name, body) {
  const started = performance.now();
  console.log(`== ${name}`);
  await body();
  passed += 1;
  console.log(`   ok (${since(started)})`);
}

/** What the first stack held when the backup was taken, to be found again in the restored one. */
const expected = {};

async function newShopper(client, i, productId) {
  const email = `shopper${i}-${runId}@veggie.test`;
  const name = `Khách thử ${i}`;
  const password = randomBytes(9).toString('hex');
  const registered = expectStatus(
    await client('POST', '/api/auth/register', { json: { name, email, password } }),
    201,
    'register',
  );
  const { token } = registered.json();
  const profile = { name, email, phone: '0901234567', address: '12 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh' };
  expectStatus(await client('PUT', '/api/auth/profile', { token, json: profile }), 200, 'profile');
  expectStatus(await client('POST', '/api/cart', { token, json: { productId, quantity: 1 } }), [200, 201], 'cart');
  return { token, idempotencyKey: `deploy-test-${runId}-${i}` };
}

/** A checkout whose answer may be lost: `unknown` when the client cannot tell whether an order was made. */
async function checkout(client, shopper, body = {}) {
  let response;
  try {
    response = await client('POST', '/api/orders', {
      token: shopper.token,
      json: body,
      headers: { 'idempotency-key': shopper.idempotencyKey },
    });
  } catch (error) {
    return { kind: 'unknown', reason: String(error) };
  }
  if (response.status === 200 || response.status === 201) return { kind: 'acknowledged', order: response.json().data };
  // Stock is plentiful: a refusal is a failure of the test, not an outcome.
  if (response.status < 500) expectStatus(response, 201, 'checkout');
  return { kind: 'unknown', reason: `HTTP ${response.status}` };
}

async function adminToken(client) {
  const login = await client('POST', '/api/auth/login', {
    json: { email: secrets.ADMIN_EMAIL, password: secrets.ADMIN_PASSWORD },
  });
  return expectStatus(login, 200, 'admin login').json().token;
}

async function orderSummary(client, token) {
  const list = expectStatus(await client('GET', '/api/orders/admin/orders?limit=50', { token }), 200, 'orders');
  const { data, pagination } = list.json();
  return {
    totalItems: pagination.totalItems,
    orders: data.map((order) => `${order._id} ${order.status} ${order.payment.status} ${order.totalAmount}`).sort(),
  };
}

let failed = false;
try {
  let images;
  await check('stand-ins for the official node, postgres, redis and caddy images (built when missing)', async () => {
    images = await standIns(workDir);
    console.log(`   ${Object.values(images).join(', ')}`);
  });

  const first = await createStack('a', images);
  await check('the image builds (docker build through compose)', async () => {
    // Quiet unless it fails: a build prints a few hundred lines.
    const built = await first.capture(['build']);
    if (built.code !== 0) throw new Error(`compose build failed:\n${built.output.split('\n').slice(-80).join('\n')}`);
    const size = Number(await must('docker', ['image', 'inspect', '--format', '{{.Size}}', SHOP_IMAGE], 'size'));
    console.log(`   ${SHOP_IMAGE}: ${(size / 1_000_000).toFixed(0)} MB`);
  });

  let client;
  await check('the stack serves the shop over HTTPS for its domain, HTTP redirecting there', async () => {
    first.started = true;
    await first.must(['up', '--detach', '--no-build'], 'compose up');
    client = await connect(first);
    const home = expectStatus(await client('GET', '/', { headers: { 'accept-language': 'vi' } }), 200, 'GET /');
    if (!String(home.headers['content-type']).startsWith('text/html')) throw new Error('the storefront is not HTML');
    const redirect = await new Promise((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port: first.ports.HTTP_PORT, path: '/cart', headers: { host: DOMAIN } }, resolve)
        .on('error', reject),
    );
    redirect.resume();
    expectEqual([redirect.statusCode, redirect.headers.location], [308, `https://${DOMAIN}/cart`], 'HTTP answer');
  });

  await check(
    'migrations ran once, to completion, before either instance started; only Caddy publishes ports',
    async () => {
      const migrate = await first.container('migrate');
      const [exitCode, finishedAt] = (await inspect(migrate, '{{.State.ExitCode}} {{.State.FinishedAt}}')).split(' ');
      expectEqual(exitCode, '0', 'exit code of migrate');
      for (const service of ['shop1', 'shop2']) {
        const startedAt = await inspect(await first.container(service), '{{.State.StartedAt}}');
        if (!(Date.parse(startedAt) > Date.parse(finishedAt)))
          throw new Error(`${service} started at ${startedAt}, before migrate finished at ${finishedAt}`);
      }
      for (const service of ['shop1', 'shop2', 'postgres', 'redis', 'backup']) {
        const published = await must('docker', ['port', await first.container(service)], `docker port ${service}`);
        expectEqual(published, '', `ports published by ${service}`);
      }
    },
  );

  const products = expectStatus(await client('GET', '/api/products?limit=48'), 200, 'products').json().data.products;
  const product = products.find((p) => p.unit.kind === 'piece' && p.stock >= 2 * (STORM_SHOPPERS + 1));
  if (!product) throw new Error('the seed has no product with enough stock for the test');

  await check('a shopper registers, checks out by bank transfer and is paid through the bank webhook', async () => {
    const shopper = await newShopper(client, 0, product._id);
    const placed = await checkout(client, shopper, { paymentMethod: 'bank_transfer' });
    if (placed.kind !== 'acknowledged') throw new Error(`checkout: ${placed.reason}`);
    const orderUrl = `/api/orders/${placed.order._id}`;
    const payment = expectStatus(await client('GET', `${orderUrl}/payment`, shopper), 200, 'payment').json().data;
    expectEqual([payment.method, payment.status], ['bank_transfer', 'unpaid'], 'payment before the transfer');

    const notification = {
      id: Number.parseInt(runId, 16),
      gateway: 'Vietcombank',
      transactionDate: new Date().toISOString().slice(0, 19).replace('T', ' '),
      accountNumber: BANK_ACCOUNT_NUMBER,
      content: `CT DEN:0123 ${payment.reference} thanh toan don hang`,
      transferType: 'in',
      transferAmount: payment.amount,
      referenceCode: `FT${runId}`,
    };
    const webhook = '/api/payments/webhooks/sepay';
    expectStatus(await client('POST', webhook, { json: notification }), 401, 'webhook without the key');
    const headers = { authorization: `Apikey ${secrets.PAYMENT_WEBHOOK_KEY}` };
    expectEqual(
      expectStatus(await client('POST', webhook, { json: notification, headers }), 200, 'webhook').json(),
      { success: true },
      'webhook answer',
    );
    const paid = expectStatus(await client('GET', `${orderUrl}/payment`, shopper), 200, 'payment').json().data;
    expectEqual(paid.status, 'paid', 'payment after the transfer');
    expected.paidOrder = { id: placed.order._id, token: shopper.token };
  });

  await check('an image an admin uploads is stored and served', async () => {
    const token = await adminToken(client);
    const categories = expectStatus(await client('GET', '/api/categories'), 200, 'categories').json().data;
    // Noise, so that no seeded picture could ever stand in for it after the restore.
    const png = await sharp(randomBytes(32 * 32 * 3), { raw: { width: 32, height: 32, channels: 3 } })
      .png()
      .toBuffer();
    const form = new FormData();
    const fields = { name: 'Bơ sáp Đắk Lắk', description: 'Bơ sáp chín cây', price: '65000', stock: '30' };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('category', categories[0]._id);
    form.append('image', new Blob([png], { type: 'image/png' }), 'bo-sap.png');
    const created = expectStatus(await client('POST', '/api/products/admin/products', { token, form }), 201, 'product');
    const imagePath = new URL(created.json().data.imageUrl, `https://${DOMAIN}`).pathname;
    const image = expectStatus(await client('GET', imagePath), 200, 'the image');
    expected.image = { path: imagePath, bytes: image.bytes };
  });

  await check(
    `docker kill of one instance during ${STORM_SHOPPERS} checkouts loses no acknowledged order`,
    async () => {
      const shoppers = [];
      for (let i = 1; i <= STORM_SHOPPERS; i++) shoppers.push(await newShopper(client, i, product._id));
      const victim = await first.container('shop1');
      let answered = 0;
      let killed;
      const outcomes = await Promise.all(
        shoppers.map(async (shopper) => {
          const outcome = await checkout(client, shopper);
          if (outcome.kind === 'acknowledged' && ++answered === KILL_AFTER_ANSWERS)
            killed = must('docker', ['kill', victim], 'docker kill');
          return outcome;
        }),
      );
      await killed;
      const acknowledged = outcomes.filter((o) => o.kind === 'acknowledged').length;
      console.log(
        `   ${acknowledged} acknowledged before and around the kill, ${STORM_SHOPPERS - acknowledged} unknown`,
      );

      // The other instance serves everything now, the retries of the unanswered checkouts included.
      for (let i = 0; i < 10; i++) expectStatus(await client('GET', '/api/products?limit=1'), 200, 'after the kill');
      for (const [i, shopper] of shoppers.entries()) {
        if (outcomes[i].kind === 'acknowledged') continue;
        outcomes[i] = await eventually('a retried checkout', 60_000, async () => {
          const retried = await checkout(client, shopper);
          if (retried.kind !== 'acknowledged') throw new Error(retried.reason);
          return retried;
        });
      }
      // Each shopper has exactly the one order they were told about: none lost, none doubled by a retry.
      for (const [i, shopper] of shoppers.entries()) {
        const own = expectStatus(await client('GET', '/api/orders', shopper), 200, 'own orders').json().data;
        expectEqual(
          own.map((order) => order._id),
          [outcomes[i].order._id],
          `orders of shopper ${i + 1}`,
        );
      }
      expected.stormOrders = shoppers.map((shopper, i) => ({ id: outcomes[i].order._id, token: shopper.token }));
    },
  );

  let backupFile;
  await check('the backup service writes a backup when (re)started with BACKUP_ON_START', async () => {
    const service = await first.container('backup');
    const written = async () =>
      [...(await must('docker', ['logs', service], 'backup logs')).matchAll(/backup written: (\S+)/g)].map((m) => m[1]);
    // The first one, taken as the stack came up, has none of the orders above.
    await eventually('the first backup', 120_000, async () => {
      if ((await written()).length === 0) throw new Error('no backup yet');
    });
    const before = (await written()).length;
    expected.summary = await orderSummary(client, await adminToken(client));
    await first.must(['restart', 'backup'], 'restarting the backup service');
    const file = await eventually('a backup after the restart', 180_000, async () => {
      const files = await written();
      if (files.length <= before) throw new Error('no new backup yet');
      return files.at(-1);
    });
    backupFile = path.join(workDir, path.basename(file));
    await must('docker', ['cp', `${service}:${file}`, backupFile], 'docker cp of the backup');
    await chmod(backupFile, 0o644);
  });

  await check('the backup restores into a fresh stack with the same orders and images', async () => {
    // Down first, volumes and all: whatever the second stack serves can only come from the backup file.
    const [old] = stacks.splice(stacks.indexOf(first), 1);
    await old.must(['down', '--volumes', '--remove-orphans', '--timeout', '5'], 'compose down');
    const fresh = await createStack('b', images);
    fresh.started = true;
    await fresh.must(['up', '--detach', '--no-build', 'postgres', 'redis'], 'compose up of the databases');
    await waitHealthy(fresh, ['postgres']);
    const inContainer = `/restore/${path.basename(backupFile)}`;
    const mount = `${backupFile}:${inContainer}:ro`;
    await fresh.must(
      ['run', '--rm', '--no-deps', '-T', '-v', mount, 'migrate', 'node', 'scripts/restore.mjs', inContainer],
      'restore',
    );
    await fresh.must(['up', '--detach', '--no-build'], 'compose up');
    const restored = await connect(fresh);

    expectEqual(await orderSummary(restored, await adminToken(restored)), expected.summary, 'orders after restore');
    const paid = expectStatus(
      await restored('GET', `/api/orders/${expected.paidOrder.id}/payment`, expected.paidOrder),
      200,
      'the paid order',
    ).json().data;
    expectEqual(paid.status, 'paid', 'the paid order after restore');
    // Their sessions came back with the database: each shopper still sees their order and its lines.
    for (const order of expected.stormOrders) {
      const lines = expectStatus(await restored('GET', `/api/orders/${order.id}`, order), 200, 'an order').json().data;
      expectEqual(lines.length, 1, `lines of order ${order.id}`);
    }
    const image = expectStatus(await restored('GET', expected.image.path), 200, 'the uploaded image');
    if (!image.bytes.equals(expected.image.bytes)) throw new Error('the restored image differs from the uploaded one');
  });
} catch (error) {
  failed = true;
  console.error(`\nFAILED: ${error.stack ?? error}`);
  if (error.cause) console.error(`cause: ${error.cause.stack ?? error.cause}`);
  for (const stack of stacks.filter((s) => s.started)) {
    console.error(`\n== Last logs of ${stack.name}`);
    await stack.run(['logs', '--no-color', '--tail', '40']);
  }
} finally {
  await tearDown();
}

console.log(`\ntest:deploy took ${since(startedAt)}`);
console.log(`deploy: ${passed} passed, ${failed ? 1 : 0} failed`);
process.exit(failed ? 1 : 0);
