import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** How often the event-loop sampler expects to run. */
const LOOP_SAMPLE_MS = 100;

/** What the metrics read when they are scraped. */
export interface MetricSources {
  /** The PostgreSQL pool's connections; absent on the embedded database, which has no pool. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** Products in this process's search index; undefined while no search has read it. */
  searchIndexSize: () => number | undefined;
}

/**
 * The metrics of one app, in a registry of its own: tests build many apps in one process, and prom-client's
 * default registry would refuse the second app's metrics. Names follow Prometheus' conventions (base units,
 * `_total` counters); labels are bounded (route patterns, never raw URLs).
 */
export function createMetrics(sources: MetricSources) {
  const registry = new Registry();

  const metrics = {
    registry,
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern and status code',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    ordersPlaced: new Counter({
      name: 'veggie_orders_placed_total',
      help: 'Orders placed by checkout (an Idempotency-Key replay is not counted again)',
      registers: [registry],
    }),
    paymentsMatched: new Counter({
      name: 'veggie_payments_matched_total',
      help: 'Bank transfers recorded against an order, by outcome (paid, underpaid, overpaid, late)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    mailsQueued: new Counter({
      name: 'veggie_mails_queued_total',
      help: 'Mails queued for delivery',
      registers: [registry],
    }),
    mailsSent: new Counter({
      name: 'veggie_mails_sent_total',
      help: 'Mails the mail server took',
      registers: [registry],
    }),
    mailsFailed: new Counter({
      name: 'veggie_mails_failed_total',
      help: 'Mails given up: refused for good, or undelivered for a day',
      registers: [registry],
    }),
    eventLoopDelay: new Histogram({
      name: 'nodejs_eventloop_delay_seconds',
      help: `How late a timer due every ${LOOP_SAMPLE_MS} ms ran: time the event loop was blocked`,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    /** Stops what runs in the background (the event-loop sampler). */
    close: () => clearInterval(loopSampler),
  };

  // A histogram, not quantiles since the last scrape: Prometheus takes rates and quantiles over any window,
  // and no block is lost to a scrape that came just after it.
  let due = performance.now() + LOOP_SAMPLE_MS;
  const loopSampler = setInterval(() => {
    const now = performance.now();
    metrics.eventLoopDelay.observe(Math.max(0, now - due) / 1000);
    due = now + LOOP_SAMPLE_MS;
  }, LOOP_SAMPLE_MS);
  // The server keeps the process alive; the sampler alone must not.
  loopSampler.unref();

  new Gauge({
    name: 'veggie_db_pool_connections',
    help: 'PostgreSQL pool: open connections (total), idle ones, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: sources.poolStats ? [registry] : [],
    collect() {
      const stats = sources.poolStats?.();
      if (!stats) return;
      for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, stats[state]);
    },
  });
  new Gauge({
    name: 'veggie_search_index_products',
    help: "Products in this process's search index (0 until the first search reads it)",
    registers: [registry],
    collect() {
      this.set(sources.searchIndexSize() ?? 0);
    },
  });
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;
