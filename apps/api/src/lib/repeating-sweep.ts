import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** Full batches one run sweeps at most before it waits for the next interval, so a backlog never hogs the pool. */
const MAX_BATCHES_PER_RUN = 10;

/**
 * Runs a background sweep every `intervalMs` once the app is ready: `batch` again at once while it reports a
 * full batch (at most MAX_BATCHES_PER_RUN a run). The next run is scheduled when one ends, so one process never
 * overlaps itself; an error is logged and the next run tries again; closing the app stops the timer and waits
 * for a run under way. Work that must happen once across instances is made so by the batch's database locks.
 */
export function repeatSweep(
  app: FastifyInstance,
  {
    what,
    intervalMs,
    log,
    batch,
  }: {
    /** The sweep's name in its error log line: "the payment expiry sweep". */
    what: string;
    intervalMs: number;
    log: FastifyBaseLogger;
    batch: () => Promise<{ full: boolean }>;
  },
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closing = false;

  async function sweep() {
    try {
      for (let count = 0; count < MAX_BATCHES_PER_RUN && !closing; count++) {
        if (!(await batch()).full) return;
      }
    } catch (err) {
      log.error({ err }, `${what} failed; it runs again at the next interval`);
    }
  }

  function schedule() {
    timer = setTimeout(() => {
      running = sweep().finally(() => {
        running = undefined;
        if (!closing) schedule();
      });
    }, intervalMs);
    // The server keeps the process alive; the sweep alone must not.
    timer.unref();
  }

  app.addHook('onReady', async () => schedule());
  app.addHook('preClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
  });
}
