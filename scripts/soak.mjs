// `npm run soak`: the production server under a steady mix of what shoppers and an admin do, for a fixed time
// (30 minutes by default), on loopback. Passes when the server's resident memory at the end is within 10 %
// of its value after the warm-up and no answer was an error. Not part of `npm test`.
//
//   npm run soak -- [--minutes 30] [--warmup-minutes 2] [--db pglite|postgres] [--rate 25] [--rebuild]
//   SOAK_MINUTES, SOAK_WARMUP_MINUTES and SOAK_RATE do the same; SOAK_DATABASE_URL names the PostgreSQL
//   server (default postgres://postgres@127.0.0.1:5432/postgres), on which a database is created and dropped.
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setShippingDetails } from './bench/api.mjs';
import { buildUnderTest } from './bench/build.mjs';
import { cleanupAll, cleanupOnSignals, onCleanup } from './bench/cleanup.mjs';
import { createBenchDatabase, findPostgres, redact } from './bench/databases.mjs';
import { variedSearches } from './bench/endpoints.mjs';
import { ADMIN, startServer } from './bench/server.mjs';
import { root } from './processes.mjs';

const RSS_SAMPLE_MS = 10_000;
const RESTOCK_MS = 20_000;
/** Final RSS may exceed the post-warm-up value by this much. */
const RSS_TOLERANCE = 0.1;
/** Requests in flight at most: a slow answer must not turn the steady rate into a pile-up. */
const MAX_IN_FLIGHT = 32;
const SHOPPER_PASSWORD = 'soak-password-1';
const CHECKOUT_PRODUCTS = 8;
const RESTOCK_TO = 1000;

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: process.env.SOAK_MINUTES ?? '30' },
    'warmup-minutes': { type: 'string', default: process.env.SOAK_WARMUP_MINUTES ?? '2' },
    db: { type: 'string', default: 'pglite' },
    rate: { type: 'string', default: process.env.SOAK_RATE ?? '25' },
    rebuild: { type: 'boolean', default: false },
  },
});
const minutes = Number(args.minutes);
const warmupMinutes = Number(args['warmup-minutes']);
const rate = Number(args.rate);
if (!(minutes > 0) || !(warmupMinutes >= 0) || !(rate > 0) || !['pglite', 'postgres'].includes(args.db)) {
  console.error(
    'usage: npm run soak -- [--minutes N] [--warmup-minutes N] [--db pglite|postgres] [--rate requests/s] [--rebuild]',
  );
  process.exit(2);
}

const log = (message) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** Answers by action and status; `unexpected` keeps a few examples of each error for the report. */
const counts = new Map();
const errors = [];
let errorCount = 0;

/**
 * One request. `expected` lists the 4xx answers that are a correct outcome of this action (a checkout that
 * lost the race for the last units: 409); any other 4xx, every 5xx and every network failure is an error.
 */
async function hit(base, action, method, url, { token, body, headers = {}, expected = [] } = {}) {
  let status;
  let text = '';
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    status = res.status;
    text = await res.text();
  } catch (error) {
    status = `network (${error.cause?.code ?? error.message})`;
  }
  const key = `${action} ${status}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
  const ok = typeof status === 'number' && (status < 400 || expected.includes(status));
  if (!ok) {
    errorCount++;
    if (errors.length < 20) errors.push(`${method} ${url.slice(0, 120)} → ${status} ${text.slice(0, 200)}`);
  }
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status, json, ok };
}

const pick = (items) => items[Math.floor(Math.random() * items.length)];

async function prepare(base) {
  const admin = (await hit(base, 'setup', 'POST', '/api/auth/login', { body: ADMIN })).json?.token ?? null;
  if (!admin) throw new Error('the admin could not log in');
  const first = (await hit(base, 'setup', 'GET', '/api/products?limit=50')).json.data;
  const products = first.products;
  const categories = (await hit(base, 'setup', 'GET', '/api/categories')).json.data;
  return {
    admin,
    products,
    totalPages: first.pagination.totalPages,
    categories,
    checkoutProducts: products.filter((p) => p.stock > 0).slice(0, CHECKOUT_PRODUCTS),
    searches: [
      ...variedSearches().slice(0, 200),
      '/api/products?q=c%C3%A0%20chua',
      '/api/products?q=ca%20chua',
      '/api/products?q=rau',
      '/api/products?q=t%C3%A1o',
    ],
    shoppers: [],
  };
}

/** A new shopper: registers, fills in the shipping details a checkout needs. */
async function register(base, state) {
  const n = state.shoppers.length + 1;
  const email = `shopper-${n}-${randomUUID().slice(0, 8)}@soak.veggie.market`;
  const res = await hit(base, 'register', 'POST', '/api/auth/register', {
    body: { name: `Khách ${n}`, email, password: SHOPPER_PASSWORD },
  });
  if (res.status !== 201) return null;
  const shopper = { email, token: res.json.token };
  await setShippingDetails(base, shopper.token, { name: `Khách ${n}`, email });
  state.shoppers.push(shopper);
  return shopper;
}

/** Shoppers registered before the soak reuses them; more only when every one is busy, up to the most. */
const SHOPPERS = 20;
const MOST_SHOPPERS = 64;

/**
 * Runs one action as a shopper nobody else is using: a person does one thing at a time, and two actions
 * sharing a cart (one emptying it while the other checks out) would measure the driver, not the shop.
 */
async function asShopper(base, state, action) {
  const free = state.shoppers.filter((s) => !s.busy);
  const grow = state.shoppers.length < SHOPPERS || (free.length === 0 && state.shoppers.length < MOST_SHOPPERS);
  const who = grow ? await register(base, state) : free.length > 0 ? pick(free) : null;
  if (!who) return;
  who.busy = true;
  try {
    await action(who);
  } finally {
    who.busy = false;
  }
}

/** The mix, with weights: mostly browsing, some carts, a few checkouts, sign-ups and admin work. */
const ACTIONS = [
  [
    20,
    'product list',
    (base, s) =>
      hit(
        base,
        'product list',
        'GET',
        `/api/products?page=${1 + Math.floor(Math.random() * s.totalPages)}&sort=${pick(['newest', 'price_asc', 'price_desc', 'name'])}`,
      ),
  ],
  [14, 'product', (base, s) => hit(base, 'product', 'GET', `/api/products/${pick(s.products)._id}`)],
  [12, 'search', (base, s) => hit(base, 'search', 'GET', pick(s.searches))],
  [8, 'category', (base, s) => hit(base, 'category', 'GET', `/api/products?category=${pick(s.categories)._id}&page=1`)],
  [3, 'categories', (base) => hit(base, 'categories', 'GET', '/api/categories')],
  [
    10,
    'storefront page',
    (base, s) =>
      hit(
        base,
        'storefront page',
        'GET',
        pick(['/', '/shop', `/shop/${pick(s.products)._id}`, '/categories', '/about', '/cart', '/login']),
        {
          headers: { accept: 'text/html' },
        },
      ),
  ],
  [
    10,
    'image',
    (base, s) => {
      const url = new URL(pick(s.products).imageUrl, base);
      return hit(base, 'image', 'GET', url.pathname);
    },
  ],
  [
    10,
    'cart',
    (base, s) =>
      asShopper(base, s, async (who) => {
        const product = pick(s.products.filter((p) => p.stock > 0));
        const expected = [409];
        await hit(base, 'cart', 'POST', '/api/cart', {
          token: who.token,
          body: { productId: product._id, quantity: 1 },
          expected,
        });
        await hit(base, 'cart', 'PUT', `/api/cart/${product._id}`, {
          token: who.token,
          body: { quantity: 2 },
          expected,
        });
        await hit(base, 'cart', 'GET', '/api/cart', { token: who.token });
        await hit(base, 'cart', 'DELETE', `/api/cart/${product._id}`, { token: who.token });
      }),
  ],
  [
    4,
    'checkout',
    (base, s) =>
      asShopper(base, s, async (who) => {
        await hit(base, 'checkout', 'DELETE', '/api/cart', { token: who.token });
        let added = 0;
        for (const product of [pick(s.checkoutProducts), pick(s.checkoutProducts)]) {
          const res = await hit(base, 'checkout', 'POST', '/api/cart', {
            token: who.token,
            body: { productId: product._id, quantity: 1 },
            expected: [409],
          });
          if (res.status === 200) added++;
        }
        // Both products sold out until the next restock: a shopper would not press "Checkout" on an empty cart.
        if (added === 0) return;
        // 409: stock ran short between the cart and the checkout (the restock comes every 20 s).
        await hit(base, 'checkout', 'POST', '/api/orders', {
          token: who.token,
          headers: { 'idempotency-key': randomUUID() },
          expected: [409],
        });
        await hit(base, 'checkout', 'GET', '/api/orders', { token: who.token });
      }),
  ],
  [
    2,
    'login',
    async (base, s) => {
      if (s.shoppers.length === 0) return;
      await hit(base, 'login', 'POST', '/api/auth/login', {
        body: { email: pick(s.shoppers).email, password: SHOPPER_PASSWORD },
      });
    },
  ],
  [
    5,
    'admin',
    (base, s) =>
      hit(
        base,
        'admin',
        'GET',
        pick([
          '/api/orders/admin/orders',
          '/api/orders/admin/orders/stats',
          '/api/products/admin/products',
          '/api/products/admin/products/stats',
          '/api/auth/admin/users',
          `/api/products/admin/products/${pick(s.products)._id}`,
        ]),
        { token: s.admin },
      ),
  ],
  // Asking for a product that does not exist is a 404 by design.
  [
    1,
    'missing product',
    (base) => hit(base, 'missing product', 'GET', `/api/products/${randomUUID()}`, { expected: [404] }),
  ],
];
const totalWeight = ACTIONS.reduce((sum, [weight]) => sum + weight, 0);

function pickAction() {
  let r = Math.random() * totalWeight;
  for (const [weight, , run] of ACTIONS) {
    r -= weight;
    if (r < 0) return run;
  }
  return ACTIONS[0][2];
}

/** Puts the checkout products back to plenty, through the admin API, as a shop keeper would. */
async function restock(base, s) {
  for (const product of s.checkoutProducts) {
    const current = await hit(base, 'restock', 'GET', `/api/products/admin/products/${product._id}`, {
      token: s.admin,
    });
    if (!current.ok || current.json.data.stock > RESTOCK_TO / 2) continue;
    // 409: a checkout sold units between the read and the write; the next round restocks it.
    await hit(base, 'restock', 'PUT', `/api/products/admin/products/${product._id}`, {
      token: s.admin,
      body: { stock: RESTOCK_TO, expectedStock: current.json.data.stock },
      expected: [409],
    });
  }
}

/** Starts actions at `rate` per second until `until`; resolves once the last one has finished. */
async function drive(base, state, until) {
  const inFlight = new Set();
  let skipped = 0;
  const interval = 1000 / rate;
  let next = performance.now();
  while (performance.now() < until) {
    if (inFlight.size < MAX_IN_FLIGHT) {
      const task = pickAction()(base, state).catch((error) => {
        errorCount++;
        if (errors.length < 20) errors.push(`action failed: ${error.message}`);
      });
      inFlight.add(task);
      void task.finally(() => inFlight.delete(task));
    } else {
      skipped++;
    }
    next += interval;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
  await Promise.all(inFlight);
  return skipped;
}

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

function report({ database, baseline, final, samples, skipped, started }) {
  const growth = final / baseline - 1;
  const memoryHeld = growth <= RSS_TOLERANCE;
  const passed = memoryHeld && errorCount === 0;
  const byAction = new Map();
  for (const [key, n] of counts) {
    const [, action, status] = /^(.*) (\S+|network \(.*\))$/.exec(key) ?? [null, key, '?'];
    const row = byAction.get(action) ?? {};
    row[status] = n;
    byAction.set(action, row);
  }
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const lines = [
    `# Soak: ${args.db}`,
    '',
    `${new Date(started).toISOString()} · commit ${commit()} · ${database} · ${minutes} min after a ${warmupMinutes} min warm-up · ${rate} actions/s`,
    `(${os.cpus().length} CPUs, Node ${process.version})`,
    '',
    `**${passed ? 'PASSED' : 'FAILED'}**: RSS ${baseline.toFixed(0)} MiB after warm-up → ${final.toFixed(0)} MiB at the end (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %, limit +${RSS_TOLERANCE * 100} %); ${errorCount} error answers of ${total} requests.`,
    '',
    '| Action | Answers by status |',
    '|---|---|',
    ...[...byAction].map(
      ([action, row]) =>
        `| ${action} | ${Object.entries(row)
          .map(([status, n]) => `${status}: ${n}`)
          .join(', ')} |`,
    ),
    '',
    'Expected 4xx: 409 for a cart line or checkout that found the stock short (restocked every 20 s) and for a restock that raced a checkout; 404 for the deliberately missing product.',
    skipped ? `Actions skipped because ${MAX_IN_FLIGHT} were already in flight: ${skipped}.` : '',
    '',
    '## RSS (MiB), every minute',
    '',
    samples
      .filter((_, i) => i % Math.round(60_000 / RSS_SAMPLE_MS) === 0 || i === samples.length - 1)
      .map((s) => `${(s.t / 60_000).toFixed(1)} min: ${s.rss.toFixed(0)}`)
      .join(' · '),
    '',
    ...(errors.length ? ['## Errors (first 20)', '', ...errors.map((e) => `- ${e}`), ''] : []),
  ];
  return { passed, text: lines.filter((line, i, all) => line !== '' || all[i - 1] !== '').join('\n') };
}

async function main() {
  cleanupOnSignals();
  const started = Date.now();
  const { serverBundle } = await buildUnderTest({ rebuild: args.rebuild, log });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'veggie-soak-'));
  onCleanup(`data ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  let url;
  let database = 'PGlite (embedded)';
  if (args.db === 'postgres') {
    const server = await findPostgres({ DATABASE_URL: process.env.SOAK_DATABASE_URL });
    if (server.skipped) throw new Error(server.skipped);
    const created = await createBenchDatabase(server.url, `veggie_soak_${Date.now()}`);
    onCleanup('soak database', () => created.drop());
    url = created.url;
    database = `PostgreSQL ${server.version} (${redact(server.url)})`;
  }
  log(`starting the server on ${database}…`);
  const server = await startServer({ bundle: serverBundle, dataDir, url, waitFor: ['/api/health', '/'] });
  const state = await prepare(server.base);

  const samples = [];
  const t0 = performance.now();
  const sampler = setInterval(
    async () => samples.push({ t: performance.now() - t0, rss: await server.rss() }),
    RSS_SAMPLE_MS,
  );
  const restocker = setInterval(() => void restock(server.base, state), RESTOCK_MS);

  log(`warming up for ${warmupMinutes} min…`);
  let skipped = await drive(server.base, state, t0 + warmupMinutes * 60_000);
  const baseline = await server.rss();
  log(`RSS after warm-up: ${baseline.toFixed(0)} MiB; soaking for ${minutes} min at ${rate} actions/s…`);
  skipped += await drive(server.base, state, performance.now() + minutes * 60_000);
  clearInterval(sampler);
  clearInterval(restocker);
  const final = await server.rss();
  samples.push({ t: performance.now() - t0, rss: final });

  const { passed, text } = report({ database, baseline, final, samples, skipped, started });
  console.log(`\n${text}`);
  const results = path.join(root, 'bench/results');
  await mkdir(results, { recursive: true });
  const file = path.join(results, `soak-${args.db}.md`);
  await writeFile(file, `${text}\n`);
  log(`report written to ${path.relative(root, file)}`);
  return passed;
}

let passed = false;
try {
  passed = await main();
} catch (error) {
  console.error(`soak: ${error.message}`);
} finally {
  await cleanupAll();
}
process.exit(passed ? 0 : 1);
