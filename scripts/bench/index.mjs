// `npm run bench`: the shop's benchmark. Generates catalogs of 1,000 and 100,000 products on the embedded
// PGlite and on PostgreSQL, loads the production server with autocannon, measures a bare node:http +
// pg ceiling, the catalog reads again without the catalog cache, a checkout storm, cold starts, memory,
// the web bundle and Lighthouse, and writes bench/results/latest.{md,json}. Options: see README
// ("Benchmark") or `npm run bench -- --help`.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../processes.mjs';
import { call, getJson } from './api.mjs';
import { buildUnderTest } from './build.mjs';
import { countProductsWithWords, generateCatalog } from './catalog.mjs';
import { cleanupAll, cleanupOnSignals, interrupted, onCleanup } from './cleanup.mjs';
import { measureColdStarts, READY_PATHS } from './cold-start.mjs';
import { createBenchDatabase, findPostgres, openPglite, openPostgres, redact } from './databases.mjs';
import { EVERY_ROW_QUERY, prepareEndpoints } from './endpoints.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { CONNECTIONS, measure } from './load.mjs';
import { renderReport } from './report.mjs';
import { ADMIN, freePort, startServer } from './server.mjs';
import {
  checkInvariants,
  checkPromotionInvariants,
  createStormPromotions,
  prepareStormProducts,
  prepareStormSlots,
  runStorm,
} from './storm.mjs';
import { measureWeb } from './web.mjs';

const GAP_NOTES = 'bench/notes.md';
const SECTIONS = ['pglite', 'postgres', 'storm', 'cold-start', 'web', 'lighthouse'];
const USAGE = `npm run bench -- [options]
  --quick             smoke run (~2-3 min): catalogs of 1,000 and 10,000, 1 s per endpoint, 50 buyers,
                      2 cold starts, 1 Lighthouse run per page; writes bench/results/quick.{md,json}
  --duration <s>      measured seconds per endpoint (default 15, or BENCH_DURATION); the pass without
                      the catalog cache measures a third of it after a warm-up of at most 1 s
  --warmup <s>        warm-up seconds per endpoint, not measured (default 3)
  --catalogs <n,n>    catalog sizes (default 1000,100000)
  --skip <a,b>        leave out any of: ${SECTIONS.join(', ')} (web: the bundle sizes)
  --out <file.md>     report path (default bench/results/latest.md); the JSON goes beside it
  --rebuild           build the shop first even when a build exists`;

function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      catalogs: { type: 'string' },
      skip: { type: 'string', default: '' },
      out: { type: 'string' },
      rebuild: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const number = (value, name) => {
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
    return n;
  };
  const skip = values.skip
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = skip.filter((s) => !SECTIONS.includes(s));
  if (unknown.length) throw new Error(`--skip: unknown section ${unknown.join(', ')} (known: ${SECTIONS.join(', ')})`);
  const quick = values.quick;
  const catalogs = (values.catalogs ?? (quick ? '1000,10000' : '1000,100000'))
    .split(',')
    .map((n) => number(n, '--catalogs'));
  const durationS = number(values.duration ?? process.env.BENCH_DURATION ?? (quick ? 1 : 15), '--duration');
  const warmupS = number(values.warmup ?? (quick ? 0.5 : 3), '--warmup');
  return {
    quick,
    durationS,
    warmupS,
    // Shorter, so that the second pass adds about a quarter to the run rather than doubling it.
    uncachedDurationS: Math.max(1, Math.round(durationS / 3)),
    uncachedWarmupS: Math.min(warmupS, 1),
    catalogs: catalogs.sort((a, b) => a - b),
    skip,
    out: path.resolve(values.out ?? path.join(root, 'bench/results', quick ? 'quick.md' : 'latest.md')),
    rebuild: values.rebuild,
    coldStarts: quick ? 2 : 5,
    lighthouseRuns: quick ? 1 : 3,
    stormBuyers: quick ? 50 : 200,
    stormProducts: quick ? 5 : 20,
    stormSlots: quick ? 3 : 8,
  };
}

function machine() {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cpus: cpus.length,
    memoryGiB: os.totalmem() / 1024 ** 3,
    loadAverageAtStart: os.loadavg(),
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    date: new Date().toISOString(),
  };
}

const log = (message) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const fmt = (n, digits = 0) =>
  n === null || n === undefined ? 'n/a' : n.toLocaleString('en-US', { maximumFractionDigits: digits });
const seconds = (n) => fmt(n, Number.isInteger(n) ? 0 : 1);
const logLoad = (label, r) =>
  log(
    `  ${label}: ${fmt(r.reqPerSec, r.reqPerSec < 10 ? 1 : 0)} req/s, p50 ${fmt(r.p50Ms, 1)} ms, p99 ${fmt(r.p99Ms, 1)} ms, non-2xx ${r.non2xx}, errors ${r.errors}, peak RSS ${fmt(r.peakRssMiB)} MiB`,
  );

/** The bare node:http + pg server, measured on page 1 of the product list like the app. */
async function measureCeiling(url, options) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench/ceiling-server.mjs')], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = onCleanup(`ceiling ${child.pid}`, async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  });
  try {
    const target = `http://127.0.0.1:${port}/api/products`;
    for (let ready = false; !ready;) {
      if (child.exitCode !== null) throw new Error('the ceiling server exited before answering');
      ready = await fetch(target).then(
        (res) => res.ok,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return await measure({ url: target, durationS: options.durationS, warmupS: options.warmupS, pid: child.pid });
  } finally {
    await stop();
  }
}

/**
 * The endpoints marked `uncached` again, on a server started with CATALOG_CACHE_MS=0 on the same catalog:
 * what each request costs when it is a cache miss. Stored as `uncached` beside each endpoint's cached run.
 */
async function measureUncached(app, catalog, endpoints, options) {
  const marked = endpoints.filter((e) => e.uncached);
  log(`  without the catalog cache (CATALOG_CACHE_MS=0), ${seconds(options.uncachedDurationS)} s per endpoint…`);
  const server = await startServer({ ...app, settings: { CATALOG_CACHE_MS: '0' } });
  try {
    // The server reads its search index once it listens; a first search waits for that, so no endpoint
    // is measured while the catalogue is being read.
    const search = marked.find((e) => e.search);
    if (search) await getJson(server.base, search.path);
    for (const endpoint of marked) {
      const result = await measure({
        url: `${server.base}${endpoint.path}`,
        paths: endpoint.paths,
        headers: endpoint.headers,
        durationS: options.uncachedDurationS,
        warmupS: options.uncachedWarmupS,
        pid: server.pid,
      });
      logLoad(`${endpoint.label}, uncached`, result);
      catalog.endpoints.find((e) => e.key === endpoint.key).uncached = result;
    }
  } finally {
    await server.stop();
  }
  catalog.peakRssMiB = Math.max(catalog.peakRssMiB, ...catalog.endpoints.map((e) => e.uncached?.peakRssMiB ?? 0));
}

/** One database from empty to the largest catalog: first start, catalogs, loads, ceiling, storm, uncached loads. */
async function benchDatabase(kind, { postgres, bundle }, options, results) {
  const label = kind === 'pglite' ? 'PGlite (embedded)' : `PostgreSQL ${postgres.version}`;
  const entry = { kind, label, catalogs: [] };
  results.databases.push(entry);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `veggie-bench-${kind}-`));
  const removeDir = onCleanup(`temp folder ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  let dropDatabase = async () => {};
  let url;
  if (kind === 'postgres') {
    const name = `veggie_bench_${process.pid}`;
    const created = await createBenchDatabase(postgres.url, name);
    url = created.url;
    entry.database = redact(url);
    dropDatabase = onCleanup(`database ${name}`, created.drop);
  }
  const app = { bundle, dataDir, url };
  const open = () => (kind === 'pglite' ? openPglite(dataDir) : openPostgres(url));

  try {
    log(`${label}: first start on an empty database (migrate + seed)…`);
    const first = await startServer({ ...app, waitFor: READY_PATHS });
    entry.firstStart = { healthMs: first.readyMs['/api/health'], homeMs: first.readyMs['/'] };
    await first.stop();
    log(`  first start: ${fmt(entry.firstStart.healthMs)} ms to /api/health, ${fmt(entry.firstStart.homeMs)} ms to /`);

    for (const [index, size] of options.catalogs.entries()) {
      const last = index === options.catalogs.length - 1;
      const stormHere = last && !options.skip.includes('storm');
      const catalog = { size, endpoints: [] };
      entry.catalogs.push(catalog);

      const client = await open();
      const started = performance.now();
      catalog.inserted = await generateCatalog(client, size);
      catalog.generationMs = performance.now() - started;
      // The API's total stops at its candidate cap: the report quotes how many the search really matches.
      catalog.everyRow = await countProductsWithWords(client, EVERY_ROW_QUERY.split(' '));
      const stormProducts = stormHere ? await prepareStormProducts(client, options.stormProducts) : [];
      const stormSlots = stormHere ? await prepareStormSlots(client, options.stormSlots) : [];
      // The storm with promotions buys from products of its own, so both storms start from the same scarcity.
      const promoProducts = stormHere
        ? await prepareStormProducts(client, options.stormProducts, 100 + options.stormProducts)
        : [];
      await client.close();
      log(
        `${label}: catalog of ${fmt(size)} products (${fmt(catalog.inserted)} inserted in ${fmt(catalog.generationMs)} ms)`,
      );

      if (index === 0 && !options.skip.includes('cold-start')) {
        log(`  cold start, ${options.coldStarts} starts…`);
        entry.coldStart = await measureColdStarts(app, options.coldStarts);
        log(
          `  cold start (median): ${fmt(entry.coldStart.healthMs)} ms to /api/health, ${fmt(entry.coldStart.homeMs)} ms to /`,
        );
      }

      const server = await startServer(app);
      catalog.restRssMiB = await server.rss();
      const endpoints = await prepareEndpoints(server.base);
      for (const endpoint of endpoints) {
        const result = await measure({
          url: `${server.base}${endpoint.path}`,
          paths: endpoint.paths,
          headers: endpoint.headers,
          durationS: options.durationS,
          warmupS: options.warmupS,
          pid: server.pid,
        });
        logLoad(endpoint.label, result);
        catalog.endpoints.push({
          key: endpoint.key,
          label: endpoint.label,
          path: endpoint.shown ?? endpoint.path,
          matches: endpoint.matches,
          ...result,
        });
      }
      catalog.peakRssMiB = Math.max(...catalog.endpoints.map((e) => e.peakRssMiB ?? 0));

      if (kind === 'postgres') {
        const ceiling = await measureCeiling(url, options);
        logLoad('ceiling (node:http + pg, page 1)', ceiling);
        results.ceilings.push({ size, ...ceiling });
      }

      if (index === 0 && options.lighthouseOn === kind) {
        log('  Lighthouse…');
        const productId = endpoints
          .find((e) => e.key === 'product')
          .path.split('/')
          .pop();
        const pages = [
          { label: 'Home', url: `${server.base}/` },
          { label: 'Shop', url: `${server.base}/shop` },
          { label: 'Product page', url: `${server.base}/shop/${productId}` },
        ];
        // The storefront in both its languages: the Vietnamese pages carry other texts and fonts' glyphs.
        results.lighthouse = await runLighthouse(
          ['en', 'vi'].flatMap((language) => pages.map((page) => ({ ...page, language }))),
          options.lighthouseRuns,
        );
        results.lighthouse.database = label;
        results.lighthouse.catalog = size;
        for (const p of results.lighthouse.pages ?? []) {
          log(
            `  ${p.path} (${p.language}): score ${fmt(p.score)}, LCP ${fmt(p.lcpMs)} ms, CLS ${fmt(p.cls, 3)}, TBT ${fmt(p.tbtMs)} ms`,
          );
        }
      }

      let promotions = null;
      if (stormHere) {
        log(`  checkout storm: ${options.stormBuyers} buyers on ${stormProducts.length} products…`);
        entry.storm = {
          catalog: size,
          ...(await runStorm(server.base, stormProducts, options.stormBuyers, stormSlots)),
        };
        // Again with an automatic 5 % and a voucher for one buyer in twenty, which half of them send: the
        // voucher runs out while stock remains, so its total limit is fought over.
        const admin = await call(server.base, 'POST', '/api/auth/login', { body: ADMIN });
        const voucherLimit = Math.max(2, Math.ceil(options.stormBuyers / 20));
        promotions = await createStormPromotions(server.base, admin.json.token, voucherLimit);
        log(`  checkout storm with promotions: ${options.stormBuyers} buyers on ${promoProducts.length} products…`);
        entry.promotionStorm = {
          catalog: size,
          ...(await runStorm(server.base, promoProducts, options.stormBuyers, [], {
            emailPrefix: 'promo-buyer',
            bodyOf: (b, body) => (b % 2 === 0 ? { ...body, voucherCode: 'storm10k' } : body),
          })),
        };
      }
      await server.stop();

      if (stormHere) {
        const check = await open();
        const created = entry.storm.created + entry.promotionStorm.created;
        const both = await checkInvariants(check, [...stormProducts, ...promoProducts], created, stormSlots);
        entry.storm.invariants = both;
        entry.promotionStorm.invariants = { ...both, promotions: await checkPromotionInvariants(check, promotions) };
        entry.promotionStorm.invariants.held = both.held && entry.promotionStorm.invariants.promotions.held;
        await check.close();
        const s = entry.storm;
        log(
          `  storm: ${s.created} orders (${fmt(s.ordersPerSec, 1)}/s), ${s.conflicts} × 409, ${s.otherStatuses + s.errors} other, ${s.invariants.slotBookings} of ${s.places} slot places booked; invariants ${s.invariants.held ? 'held' : 'BROKEN'}`,
        );
        const p = entry.promotionStorm;
        const inv = p.invariants.promotions;
        log(
          `  storm with promotions: ${p.created} orders (${fmt(p.ordersPerSec, 1)}/s), ${p.conflicts} × 409, ${p.refused} × 400, voucher used ${inv.voucherUses} of ${inv.voucherLimit}, automatic ${inv.automaticUses}; invariants ${p.invariants.held ? 'held' : 'BROKEN'}`,
        );
      }

      // After the storm: the cached server is stopped (PGlite's folder has one owner at a time).
      await measureUncached(app, catalog, endpoints, options);
    }
  } finally {
    await dropDatabase();
    await removeDir();
  }
}

/** Everything the options ask for, into `results`; `build` is the copy under test. */
async function runAll(options, results) {
  const build = await buildUnderTest({ rebuild: options.rebuild, log });

  const kinds = ['pglite', 'postgres'].filter((k) => !options.skip.includes(k));
  let postgres;
  if (kinds.includes('postgres')) {
    postgres = await findPostgres();
    if (postgres.skipped) {
      results.notes.push(`PostgreSQL skipped: ${postgres.skipped}. Without it there is no ceiling either.`);
      kinds.splice(kinds.indexOf('postgres'), 1);
      log(`PostgreSQL skipped: ${postgres.skipped}`);
    }
  }
  options.lighthouseOn = options.skip.includes('lighthouse') ? null : kinds[0];

  for (const kind of kinds) await benchDatabase(kind, { postgres, bundle: build.serverBundle }, options, results);

  if (!options.skip.includes('web')) {
    log('web: bundle sizes and the floor…');
    results.web = await measureWeb(build.webBuildDir);
    log(
      `  initial storefront JS ${fmt(results.web.initial.js.gzip / 1024, 1)} KiB gzip, floor ${fmt(results.web.floor.gzip / 1024, 1)} KiB (× ${fmt(results.web.ratio, 2)})`,
    );
  }
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  cleanupOnSignals();
  const results = {
    machine: machine(),
    options: { ...options, connections: CONNECTIONS, out: path.relative(root, options.out) },
    notes: [],
    databases: [],
    ceilings: [],
  };
  const startedAt = performance.now();
  let failure;
  try {
    await runAll(options, results);
  } catch (error) {
    if (interrupted()) throw error;
    // What was measured before the failure is still worth reading; the report says it is partial.
    failure = error;
    results.notes.push(
      `INCOMPLETE RUN: it stopped with an error (${error.message.split('\n')[0]}); what follows is what was measured before.`,
    );
  }

  results.totalMs = performance.now() - startedAt;
  results.machine.loadAverageAtEnd = os.loadavg();
  // Hand-written reasons for the targets not met; kept out of the generated files so a run never loses them.
  results.gapNotes = await readFile(path.join(root, GAP_NOTES), 'utf8').catch(() => undefined);
  await mkdir(path.dirname(options.out), { recursive: true });
  const jsonPath = options.out.replace(/\.md$/, '') + '.json';
  await writeFile(jsonPath, `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(options.out, renderReport(results));
  log(
    `${failure ? 'failed' : 'done'} after ${fmt(results.totalMs / 60_000, 1)} min: ${path.relative(root, options.out)} and ${path.relative(root, jsonPath)}`,
  );
  if (failure) throw failure;
}

try {
  await main();
} catch (error) {
  if (!interrupted()) console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  await cleanupAll();
}
