// The Markdown report of a run (bench/results/latest.md) and the targets of issues #6 and #16, judged.

/** /proc reports KiB; the target is in MB (10^6 bytes). */
const MIB_IN_MB = 1.048576;

export const TARGETS = {
  listRatio: 0.6,
  searchP99Ms: 50,
  searchCatalog: 100_000,
  ordersPerSec: 300,
  rssMB: 150,
  coldStartMs: 2000,
  jsRatio: 1.25,
  lighthouseScore: 95,
  cls: 0.02,
  lcpMs: 2000,
  // Issue #16: what a cache miss costs (the endpoints measured again with CATALOG_CACHE_MS=0).
  missSearchP99Ms: 100,
  missSearchReqPerSec: 1000,
  everyRowP99Ms: 100,
  uncachedListRatio: 0.5,
};

/** The three searches of issue #6; the every-row search has its own target (#16). */
const NAMED_SEARCHES = ['searchAccented', 'searchUnaccented', 'searchTypo'];

const num = (n, digits = 0) =>
  n === null || n === undefined || Number.isNaN(n)
    ? 'n/a'
    : n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
/** Requests or orders per second: a decimal below 10, so a slow endpoint does not read as 0. */
const rate = (n) => num(n, n !== null && n !== undefined && n < 10 ? 1 : 0);
const seconds = (n) => num(n, Number.isInteger(n) ? 0 : 1);
const kib = (bytes) => `${num(bytes / 1024, 1)} KiB`;
const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
const verdict = (met) => (met === null ? 'not measured' : met ? '**met**' : '**not met**');

/** Orders and refusals together: how fast the shop decided the storm, whatever the stock allowed. */
const answeredPerSec = (storm) => storm.buyers / (storm.wallMs / 1000);
const invariantsWord = (storm) => (!storm.invariants ? 'not checked' : storm.invariants.held ? 'held' : 'BROKEN');
const ceilingFor = (results, size) => results.ceilings.find((c) => c.size === size);
const endpoint = (catalog, key) => catalog.endpoints.find((e) => e.key === key);
const largest = (db) => db.catalogs.at(-1);

/** The long tail beside the three named searches, which the target is judged on. */
const variedNote = (varied) =>
  varied
    ? `; ${varied.label.toLowerCase()}, each a cache miss: p99 ${num(varied.p99Ms, 1)} ms at ${rate(varied.reqPerSec)} req/s`
    : '';

/**
 * Answers that were not all 2xx say nothing of the latency of a search, and a run in which no request
 * completed (each took longer than the window) has no latency at all: either fails its target.
 */
const unanswered = (r) => r.p99Ms === null || r.p99Ms === undefined;
const failures = (r) => r.non2xx + r.errors;
const broken = (r) => failures(r) > 0 || unanswered(r);
const failed = (runs) => runs.filter(broken);
const failedNote = (runs) =>
  failed(runs).length
    ? `; **${failed(runs)
        .map((r) =>
          failures(r) > 0
            ? `${r.label}: ${num(failures(r))} non-2xx or errors`
            : `${r.label}: no request completed in the window`,
        )
        .join(', ')}**`
    : '';
/** The slowest p99, a run without any counting as slowest. */
const p99OrWorst = (r) => (unanswered(r) ? Infinity : r.p99Ms);

/**
 * Issue #16's rows: cache-miss searches (the named ones measured without the cache, and the varied ones,
 * each a miss anyway), the search matching every generated product, and the uncached product list.
 */
function cacheMissTargets(results) {
  const rows = [];
  for (const db of results.databases) {
    for (const catalog of db.catalogs) {
      const list = endpoint(catalog, 'list')?.uncached;
      const ceiling = ceilingFor(results, catalog.size);
      const ratio = list && ceiling ? list.reqPerSec / ceiling.reqPerSec : null;
      rows.push({
        issue: '#16',
        target: `Uncached product list (CATALOG_CACHE_MS=0) ≥ ${TARGETS.uncachedListRatio} × ceiling req/s: ${db.label}, ${num(catalog.size)} products`,
        measured:
          ratio === null
            ? list
              ? 'no ceiling (PostgreSQL skipped)'
              : 'n/a'
            : `${num(ratio, 2)} × (${rate(list.reqPerSec)} vs ${rate(ceiling.reqPerSec)} req/s, p99 ${num(list.p99Ms, 1)} ms)${db.kind === 'pglite' ? ' (against the PostgreSQL ceiling)' : ''}`,
        met: ratio === null ? null : ratio >= TARGETS.uncachedListRatio && !broken(list),
      });
    }
  }
  for (const db of results.databases) {
    const catalog = largest(db);
    if (!catalog) continue;
    const full = catalog.size >= TARGETS.searchCatalog;
    const only = full ? '' : `, on ${num(catalog.size)} products only`;
    const named = NAMED_SEARCHES.map((key) => endpoint(catalog, key))
      .filter((e) => e?.uncached)
      .map((e) => ({ ...e.uncached, label: `${e.label} (uncached)` }));
    const varied = endpoint(catalog, 'variedSearch');
    const misses = varied ? [...named, varied] : named;
    const measuredAll = named.length === NAMED_SEARCHES.length && varied;
    const worst = misses.reduce((a, b) => (a === null || p99OrWorst(b) > p99OrWorst(a) ? b : a), null);
    const slowest = misses.reduce((a, b) => (b.reqPerSec < (a?.reqPerSec ?? Infinity) ? b : a), null);
    const each = (key, digits) => misses.map((m) => num(m[key], digits)).join(' / ');
    rows.push(
      {
        issue: '#16',
        target: `Cache-miss search p99 ≤ ${TARGETS.missSearchP99Ms} ms on ${num(TARGETS.searchCatalog)} products, 50 connections: ${db.label}`,
        measured: worst
          ? `${num(worst.p99Ms, 1)} ms (worst: ${worst.label}; ${each('p99Ms', 1)} ms)${only}${failedNote(misses)}`
          : 'n/a',
        met: measuredAll && full ? worst.p99Ms <= TARGETS.missSearchP99Ms && failed(misses).length === 0 : null,
      },
      {
        issue: '#16',
        target: `Cache-miss search ≥ ${num(TARGETS.missSearchReqPerSec)} req/s on ${num(TARGETS.searchCatalog)} products: ${db.label}`,
        measured: slowest
          ? `${rate(slowest.reqPerSec)} req/s (slowest: ${slowest.label}; ${misses.map((m) => rate(m.reqPerSec)).join(' / ')} req/s)${only}`
          : 'n/a',
        met:
          measuredAll && full ? slowest.reqPerSec >= TARGETS.missSearchReqPerSec && failed(misses).length === 0 : null,
      },
    );
    const everyRow = endpoint(catalog, 'searchEveryRow');
    const uncached = everyRow?.uncached;
    const counted = catalog.everyRow
      ? `; ${num(catalog.everyRow.matching)} of ${num(catalog.everyRow.products)} products hold its words, the API reports ${num(everyRow?.matches)}${everyRow?.matches < catalog.everyRow.matching ? ' (its candidate cap)' : ''}`
      : '';
    rows.push({
      issue: '#16',
      target: `Search matching every product p99 ≤ ${TARGETS.everyRowP99Ms} ms without the cache, ${num(TARGETS.searchCatalog)} products: ${db.label}`,
      measured: uncached
        ? `${num(uncached.p99Ms, 1)} ms at ${rate(uncached.reqPerSec)} req/s (${everyRow.path})${only}${counted}${failedNote([{ ...uncached, label: everyRow.label }])}`
        : 'n/a',
      met: uncached && full ? !broken(uncached) && uncached.p99Ms <= TARGETS.everyRowP99Ms : null,
    });
  }
  return rows;
}

/**
 * Every target of issues #6 and #16 as `{ issue, target, measured, met }`; met is null when the run did not
 * measure it.
 */
export function evaluateTargets(results) {
  return [...issue6Targets(results), ...cacheMissTargets(results)];
}

function issue6Targets(results) {
  const rows = [];
  for (const db of results.databases) {
    for (const catalog of db.catalogs) {
      const list = endpoint(catalog, 'list');
      const ceiling = ceilingFor(results, catalog.size);
      const ratio = list && ceiling ? list.reqPerSec / ceiling.reqPerSec : null;
      const against = db.kind === 'pglite' ? ' (against the PostgreSQL ceiling)' : '';
      rows.push({
        target: `Product list ≥ ${TARGETS.listRatio} × ceiling req/s: ${db.label}, ${num(catalog.size)} products`,
        measured:
          ratio === null
            ? 'no ceiling (PostgreSQL skipped)'
            : `${num(ratio, 2)} × (${rate(list.reqPerSec)} vs ${rate(ceiling.reqPerSec)} req/s)${against}`,
        met: ratio === null ? null : ratio >= TARGETS.listRatio,
      });
    }
  }
  for (const db of results.databases) {
    const catalog = largest(db);
    if (!catalog) continue;
    const searches = catalog.endpoints.filter((e) => NAMED_SEARCHES.includes(e.key));
    const worst = searches.reduce((a, b) => (b.p99Ms > (a?.p99Ms ?? -1) ? b : a), null);
    const full = catalog.size >= TARGETS.searchCatalog;
    rows.push({
      target: `Search p99 ≤ ${TARGETS.searchP99Ms} ms on ${num(TARGETS.searchCatalog)} products, 50 connections: ${db.label}`,
      measured: worst
        ? `${num(worst.p99Ms, 1)} ms (worst: ${worst.label}; ${searches.map((s) => num(s.p99Ms, 1)).join(' / ')} ms)${full ? '' : `, on ${num(catalog.size)} products only`}${variedNote(endpoint(catalog, 'variedSearch'))}`
        : 'n/a',
      met: worst && full ? worst.p99Ms <= TARGETS.searchP99Ms : null,
    });
  }
  for (const db of results.databases) {
    const s = db.storm;
    rows.push({
      target: `Checkout storm ≥ ${TARGETS.ordersPerSec} orders/s, invariants held: ${db.label}`,
      measured: s
        ? `${rate(s.ordersPerSec)} orders/s (${s.created} orders in ${num(s.wallMs)} ms; all ${num(s.buyers)} checkouts answered at ${rate(answeredPerSec(s))}/s), invariants ${invariantsWord(s)}`
        : 'n/a',
      met: s?.invariants ? s.ordersPerSec >= TARGETS.ordersPerSec && s.invariants.held : null,
    });
  }
  for (const db of results.databases) {
    const peaks = db.catalogs.map((c) => c.peakRssMiB).filter((n) => n > 0);
    const peak = peaks.length ? Math.max(...peaks) : null;
    rows.push({
      target: `RSS ≤ ${TARGETS.rssMB} MB (${num(TARGETS.rssMB / MIB_IN_MB, 1)} MiB) under load (peak): ${db.label}`,
      measured: peak === null ? 'n/a' : `${num(peak)} MiB (${num(peak * MIB_IN_MB)} MB)`,
      met: peak === null ? null : peak * MIB_IN_MB <= TARGETS.rssMB,
    });
  }
  for (const db of results.databases) {
    const c = db.coldStart;
    rows.push({
      target: `Cold start ≤ ${num(TARGETS.coldStartMs / 1000)} s (existing database, to the first 200 on /): ${db.label}`,
      measured: c ? `${num(c.homeMs)} ms (median of ${c.starts}; /api/health ${num(c.healthMs)} ms)` : 'n/a',
      met: c ? c.homeMs <= TARGETS.coldStartMs : null,
    });
  }
  const web = results.web;
  rows.push({
    target: `Initial storefront JS ≤ ${TARGETS.jsRatio} × floor (gzip)`,
    measured: web ? `${num(web.ratio, 2)} × (${kib(web.initial.js.gzip)} vs ${kib(web.floor.gzip)})` : 'n/a',
    met: web ? web.ratio <= TARGETS.jsRatio : null,
  });
  const pages = results.lighthouse?.pages ?? [];
  const each = (key, digits, unit = '') =>
    pages.map((p) => `${p.path} (${p.language ?? 'en'}) ${num(p[key], digits)}${unit}`).join(', ');
  /** Every page must pass; a page Lighthouse could not measure leaves the target unjudged. */
  const all = (key, passes) =>
    pages.length && pages.every((p) => p[key] !== null) ? pages.every((p) => passes(p[key])) : null;
  rows.push(
    {
      target: `Lighthouse performance ≥ ${TARGETS.lighthouseScore} (mobile)`,
      measured: pages.length ? each('score', 0) : 'n/a',
      met: all('score', (v) => v >= TARGETS.lighthouseScore),
    },
    {
      target: `Lighthouse CLS ≤ ${TARGETS.cls}`,
      measured: pages.length ? each('cls', 3) : 'n/a',
      met: all('cls', (v) => v <= TARGETS.cls),
    },
    {
      target: `Lighthouse LCP ≤ ${num(TARGETS.lcpMs / 1000, 1)} s`,
      measured: pages.length ? each('lcpMs', 0, ' ms') : 'n/a',
      met: all('lcpMs', (v) => v <= TARGETS.lcpMs),
    },
  );
  return rows.map((row) => ({ issue: '#6', ...row }));
}

function endpointSection(results) {
  const out = [];
  for (const db of results.databases) {
    for (const catalog of db.catalogs) {
      const ceiling = ceilingFor(results, catalog.size);
      out.push(`### ${db.label}, ${num(catalog.size)} products`);
      out.push(
        `RSS at rest before load ${num(catalog.restRssMiB)} MiB, peak under load ${num(catalog.peakRssMiB)} MiB. ` +
          `Catalog generated in ${num(catalog.generationMs / 1000, 1)} s (${num(catalog.inserted)} rows inserted).` +
          (ceiling && db.kind === 'pglite'
            ? ' Ratios are against the PostgreSQL ceiling (the ceiling is PostgreSQL-only).'
            : ''),
      );
      const ratio = (r) => (ceiling ? num(r.reqPerSec / ceiling.reqPerSec, 2) : 'n/a');
      /** Blank without an uncached run: the varied searches are a miss each anyway, the cart is never cached. */
      const bare = (e, cell) => (e.uncached ? cell(e.uncached) : '');
      out.push(
        table(
          [
            'Endpoint',
            'req/s',
            '× ceiling',
            'p50 ms',
            'p99 ms',
            'uncached req/s',
            'uncached × ceiling',
            'uncached p50 ms',
            'uncached p99 ms',
            'non-2xx / errors',
            'peak RSS MiB',
            'matches',
          ],
          catalog.endpoints.map((e) => [
            `${e.label} \`${e.path}\``,
            rate(e.reqPerSec),
            ratio(e),
            num(e.p50Ms, 1),
            num(e.p99Ms, 1),
            bare(e, (u) => rate(u.reqPerSec)),
            bare(e, ratio),
            bare(e, (u) => num(u.p50Ms, 1)),
            bare(e, (u) => num(u.p99Ms, 1)),
            `${num(e.non2xx + (e.uncached?.non2xx ?? 0))} / ${num(e.errors + (e.uncached?.errors ?? 0))}`,
            num(Math.max(e.peakRssMiB ?? 0, e.uncached?.peakRssMiB ?? 0)),
            e.matches === undefined ? '' : num(e.matches),
          ]),
        ),
      );
    }
  }
  return out.join('\n\n');
}

export function renderReport(results) {
  const m = results.machine;
  const o = results.options;
  const lines = [
    '# Veggie Market benchmark',
    '',
    `Run ${m.date} on ${m.cpus} × ${m.cpuModel}, ${num(m.memoryGiB, 1)} GiB RAM, Node ${m.node}, ${m.platform}. ` +
      `Load average at start ${m.loadAverageAtStart.map((n) => num(n, 2)).join(' / ')}, at end ${(m.loadAverageAtEnd ?? []).map((n) => num(n, 2)).join(' / ')}. ` +
      `Took ${num(results.totalMs / 60_000, 1)} min.`,
    '',
    `Settings: ${o.quick ? '**quick smoke run** (not representative), ' : ''}${o.connections} connections, ${seconds(o.warmupS)} s warm-up then ${seconds(o.durationS)} s per endpoint ` +
      `(autocannon, keep-alive, no Accept-Encoding; latencies are of completed requests, so one still running when the window closes is not counted), catalogs of ${o.catalogs.map((n) => num(n)).join(' and ')} products. ` +
      (o.skip?.includes('storm') ? '' : `${o.stormBuyers} buyers on ${o.stormProducts} products in the storm. `) +
      `The "uncached" columns: the same endpoints on a server started with \`CATALOG_CACHE_MS=0\` on the same catalog (after the storm, if any), ` +
      `${seconds(o.uncachedWarmupS ?? o.warmupS)} s warm-up then ${seconds(o.uncachedDurationS ?? o.durationS)} s each. Generated by \`npm run bench\` (scripts/bench/); raw numbers in the JSON beside this file.` +
      (o.skip?.length ? ` **Sections left out (\`--skip\`): ${o.skip.join(', ')}.**` : ''),
    ...results.notes.map((n) => `\n> ${n}`),
    '',
    '## Targets (issues #6 and #16)',
    '',
    table(
      ['Issue', 'Target', 'Measured', 'Verdict'],
      evaluateTargets(results).map((r) => [r.issue, r.target, r.measured, verdict(r.met)]),
    ),
    '',
    ...(results.gapNotes ? ['### Why (bench/notes.md)', '', results.gapNotes.trim(), ''] : []),
    '## API throughput and latency',
    '',
    endpointSection(results),
    '',
    '## Ceiling: bare node:http + pg (pool of 10), product list page 1 on PostgreSQL',
    '',
    results.ceilings.length
      ? table(
          ['Catalog', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'peak RSS MiB'],
          results.ceilings.map((c) => [
            num(c.size),
            rate(c.reqPerSec),
            num(c.p50Ms, 1),
            num(c.p99Ms, 1),
            num(c.non2xx),
            num(c.errors),
            num(c.peakRssMiB),
          ]),
        )
      : 'Not measured (no PostgreSQL).',
    '',
    '## Checkout storm',
    '',
    'Each database runs the storm twice on products of their own: as it always did, then "with promotions": an ' +
      'automatic 5 % off every order and a 10.000 ₫ voucher limited to one buyer in twenty, sent by half of them ' +
      '(the rest of those are refused with 400 `voucher_used_up`, changing nothing).',
    '',
    table(
      [
        'Database',
        'Catalog',
        'Buyers',
        'Stock / demand (units)',
        'Orders (201)',
        '409',
        'Other / errors',
        'Wall ms',
        'Orders/s',
        'Checkouts answered/s',
        'p50 / p99 ms',
        'Invariants',
      ],
      results.databases
        .flatMap((db) => [
          ...(db.storm ? [{ label: db.label, s: db.storm }] : []),
          ...(db.promotionStorm ? [{ label: `${db.label}, with promotions`, s: db.promotionStorm }] : []),
        ])
        .map(({ label, s }) => {
          const inv = s.invariants;
          const promo = inv?.promotions;
          const promoDetail = promo
            ? `; voucher used ${promo.voucherUses} of its limit ${promo.voucherLimit}, automatic ${promo.automaticUses}, ` +
              `${promo.overLimit} over a limit, ${promo.counterMismatches} use counters off; totals = subtotal − discounts + fee − points`
            : '';
          const detail = !inv
            ? 'not checked'
            : inv.held
              ? `held (no negative stock, stock = initial − sold on all ${s.products}, ${inv.orders} orders all with consistent lines${promoDetail})`
              : `BROKEN: negative ${inv.negativeStock}, stock mismatches ${inv.stockMismatches}, orders without lines ${inv.ordersWithoutLines}, inconsistent ${inv.ordersInconsistent}, orders ${inv.orders} vs 201s ${s.created}${promoDetail}`;
          return [
            label,
            num(s.catalog),
            num(s.buyers),
            `${num(s.stock)} / ${num(s.demand)}`,
            num(s.created),
            num(s.conflicts),
            `${s.otherStatuses} / ${s.errors}`,
            num(s.wallMs),
            rate(s.ordersPerSec),
            rate(answeredPerSec(s)),
            `${num(s.p50Ms)} / ${num(s.p99Ms)}`,
            detail,
          ];
        }),
    ),
    '',
    '## Cold start',
    '',
    'Process start to the first 200 on `/api/health` and on `/` (server-rendered storefront).',
    '',
    table(
      [
        'Database',
        'Existing database: /api/health',
        'Existing database: /',
        'RSS after start MiB',
        'First start on an empty database (migrate + seed): /api/health',
        '/',
      ],
      results.databases.map((db) => [
        db.label,
        db.coldStart ? `${num(db.coldStart.healthMs)} ms (median of ${db.coldStart.starts})` : 'n/a',
        db.coldStart ? `${num(db.coldStart.homeMs)} ms` : 'n/a',
        db.coldStart ? num(db.coldStart.rssAfterStartMiB) : 'n/a',
        db.firstStart ? `${num(db.firstStart.healthMs)} ms` : 'n/a',
        db.firstStart ? `${num(db.firstStart.homeMs)} ms` : 'n/a',
      ]),
    ),
    '',
    '## Memory (server RSS, MiB)',
    '',
    table(
      ['Database', 'Catalog', 'At rest before load', 'Peak under load (sampled every 200 ms)'],
      results.databases.flatMap((db) =>
        db.catalogs.map((c) => [db.label, num(c.size), num(c.restRssMiB), num(c.peakRssMiB)]),
      ),
    ),
    '',
    '## Web',
    '',
  ];
  const web = results.web;
  if (web) {
    lines.push(
      `Initial storefront bundle (what \`/\` loads: entry, ${web.initial.routes.join(', ')} and their imports): ` +
        `**${kib(web.initial.js.gzip)} JS** gzip in ${web.initial.js.files} files (${kib(web.initial.js.raw)} raw), ${kib(web.initial.css.gzip)} CSS gzip. ` +
        `Floor (React + ReactDOM + React Router: hydrateRoot + HydratedRouter and a root route's components, esbuild, minified): ` +
        `**${kib(web.floor.gzip)}** gzip (${kib(web.floor.raw)} raw). Ratio **${num(web.ratio, 2)}**.`,
      '',
      "Per route (gzip): the route's own chunks, and the whole page (entry + layouts + route, shared chunks counted once).",
      '',
      table(
        ['Route', 'Path', 'Route JS', 'Page JS', 'Page CSS'],
        web.perRoute.map((r) => [r.id, `\`${r.path}\``, kib(r.routeJs.gzip), kib(r.pageJs.gzip), kib(r.pageCss.gzip)]),
      ),
    );
  } else {
    lines.push('Not measured.');
  }
  lines.push('', '## Lighthouse (mobile profile, default config)', '');
  const lh = results.lighthouse;
  if (lh?.pages) {
    lines.push(
      `Against the production server on ${lh.database}, ${num(lh.catalog)} products; median of ${lh.pages[0]?.runs ?? 0} run(s) per page.`,
      '',
      table(
        ['Page', 'Language', 'Performance', 'LCP ms', 'CLS', 'TBT ms', 'FCP ms', 'Errors'],
        lh.pages.map((p) => [
          `${p.label} \`${p.path}\``,
          p.language ?? 'en',
          num(p.score),
          num(p.lcpMs),
          num(p.cls, 3),
          num(p.tbtMs),
          num(p.fcpMs),
          p.errors.join('; '),
        ]),
      ),
    );
  } else {
    lines.push(lh?.skipped ? `Skipped: ${lh.skipped}.` : 'Not measured.');
  }
  return `${lines.join('\n')}\n`;
}
