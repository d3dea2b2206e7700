import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repeatSweep } from '../../lib/repeating-sweep';
import { createMailOutbox, DELIVERY_BATCH, type MailEvents, type MailOutbox } from './mail.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail: queued in the database, delivered through `app.mailer` (modules/mail). */
    mailOutbox: MailOutbox;
  }
}

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
    const intervalMs = app.config.mail.sweepIntervalMs;
    if (opts.deliver && intervalMs > 0) {
      repeatSweep(app, {
        what: 'the mail delivery sweep',
        intervalMs,
        log,
        batch: async () => ({ full: (await outbox.deliverDue()) >= DELIVERY_BATCH }),
      });
    }
    // Sends started when a mail was queued finish before the app closes, with or without the sweep.
    app.addHook('preClose', async () => outbox.idle());
  },
  { name: 'mail' },
);
