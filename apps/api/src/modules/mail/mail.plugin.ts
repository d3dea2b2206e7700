import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailOutbox, DELIVERY_BATCH, type MailEvents, type MailOutbox } from './mail.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail: queued in the database, delivered through `app.mailer` (modules/mail). */
    mailOutbox: MailOutbox;
  }
}

/** Full batches one run delivers at most before it waits for the next interval, so a backlog never hogs the pool. */
const MAX_BATCHES_PER_RUN = 10;

/**
 * Decorates `app.mailOutbox`. With `deliver` (the server; tests that test it), every MAIL_SWEEP_INTERVAL_MS
 * (0: never) it delivers the mails that are due: those whose first try failed, once their retry is due, and
 * those a process that died was holding. Every instance runs it; claiming rows in the database makes each mail
 * go to one of them. The next run is scheduled when one ends; an error is logged and the next run tries again;
 * closing the app waits for the run and the sends under way.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, opts: { deliver: boolean; events?: MailEvents }) => {
    const log = app.log.child({ job: 'mail' });
    const outbox = createMailOutbox({ db: app.db, mailer: app.mailer, clock: app.clock, log, events: opts.events });
    app.decorate('mailOutbox', outbox);
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let closing = false;

    async function sweep() {
      try {
        for (let batch = 0; batch < MAX_BATCHES_PER_RUN && !closing; batch++) {
          if ((await outbox.deliverDue()) < DELIVERY_BATCH) return;
        }
      } catch (err) {
        log.error({ err }, 'the mail delivery sweep failed; it runs again at the next interval');
      }
    }

    function schedule(intervalMs: number) {
      timer = setTimeout(() => {
        running = sweep().finally(() => {
          running = undefined;
          if (!closing) schedule(intervalMs);
        });
      }, intervalMs);
      // The server keeps the process alive; the sweep alone must not.
      timer.unref();
    }

    const intervalMs = app.config.mail.sweepIntervalMs;
    if (opts.deliver && intervalMs > 0) app.addHook('onReady', async () => schedule(intervalMs));
    app.addHook('preClose', async () => {
      closing = true;
      clearTimeout(timer);
      await running;
      await outbox.idle();
    });
  },
  { name: 'mail' },
);
