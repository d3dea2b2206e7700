import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { MailMessage, Mailer } from '../../lib/mailer';
import * as repo from './mail.repository';
import type { MailRow } from './mail.table';

/** The first retry waits this long; each one after waits twice as long as the one before, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 30_000;
export const RETRY_MAX_MS = 60 * 60_000;
/** A mail still undelivered this long after it was queued is given up (marked failed and logged). */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/**
 * How long a process holds a mail it is trying. Far above what one send may take (the SMTP mailer's timeouts),
 * so another process takes it over only from a process that died.
 */
export const LEASE_MS = 5 * 60_000;
/** Mails one claim takes: the sweep claims again while a claim comes back full. */
export const DELIVERY_BATCH = 20;

/** How long to wait after the `attempts`-th failed try. */
export const retryDelayMs = (attempts: number) => Math.min(RETRY_FIRST_MS * 2 ** (attempts - 1), RETRY_MAX_MS);

/** A queued mail, as `queue` returns it for `dispatch`. */
export type QueuedMail = MailRow;

/** What delivery counts (lib/metrics in the app; nothing in a test that does not look). */
export interface MailEvents {
  queued(): void;
  sent(): void;
  failed(): void;
}

/**
 * The outbox of one app: mail is queued as a row of the database and delivered from there, so a mail server
 * that is down delays mail but never loses it, and nobody waits for it (docs/decisions/038).
 */
export interface MailOutbox {
  /**
   * Queues a mail with `db`, which may be the transaction of the change the mail tells about: then the two
   * commit or roll back together. Call `dispatch` with the row once it is committed.
   */
  queue(db: Db | Tx, message: MailMessage): Promise<MailRow>;
  /** `queue` when `when` holds, else nothing, by the same statement (see mail.repository insertMailWhen). */
  queueWhen(db: Db | Tx, when: boolean, message: MailMessage): Promise<MailRow | undefined>;
  /**
   * `queue` for `message`, and the mails of `forSweep` queued for the delivery sweep to send (within
   * MAIL_SWEEP_INTERVAL_MS) instead of this process at once, for mails its caller will not dispatch: all in
   * one statement (one round trip in the caller's transaction). Returns the row of `message`, for `dispatch`.
   */
  queueWithSweep(db: Db | Tx, message: MailMessage, forSweep: MailMessage[]): Promise<MailRow>;
  /** Tries a committed mail at once, without waiting for the mail server; a failure leaves it to the sweep. */
  dispatch(mail: MailRow | undefined): void;
  /** Queues and dispatches a mail that belongs to no transaction. */
  send(message: MailMessage): Promise<void>;
  /**
   * Claims up to DELIVERY_BATCH mails due now (none another process holds) and tries each in turn; returns how
   * many it tried.
   */
  deliverDue(): Promise<number>;
  /** Resolves when the tries under way have ended. */
  idle(): Promise<void>;
}

/** Errors of the mail server that say it will never take this mail (5xx: no such mailbox, refused sender). */
const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

const messageOf = (mail: MailRow): MailMessage => ({ to: mail.recipient, subject: mail.subject, text: mail.body });

export function createMailOutbox({
  db,
  mailer,
  clock,
  log,
  events,
}: {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  events?: MailEvents;
}): MailOutbox {
  const underWay = new Set<Promise<void>>();

  async function settle(mail: MailRow, sending: Promise<void>) {
    try {
      await sending;
    } catch (err) {
      const attempts = mail.attempts + 1;
      const now = clock.now();
      const nextAttemptAt = new Date(now + retryDelayMs(attempts));
      const giveUp = isPermanent(err) || nextAttemptAt.getTime() - mail.createdAt.getTime() > GIVE_UP_AFTER_MS;
      const lastError = err instanceof Error ? err.message : String(err);
      await repo.markMailAttemptFailed(db, mail.id, {
        attempts,
        nextAttemptAt,
        failedAt: giveUp ? new Date(now) : null,
        lastError,
      });
      if (giveUp) {
        events?.failed();
        log.error({ err, mailId: mail.id, attempts }, 'a mail could not be delivered and is given up');
      } else {
        log.warn({ err, mailId: mail.id, attempts, nextAttemptAt }, 'a mail could not be delivered; it is tried again');
      }
      return;
    }
    await repo.deleteMail(db, mail.id);
    events?.sent();
  }

  /** Starts the send synchronously (a test's mailer sees the mail before the caller answers). */
  function attempt(mail: MailRow): Promise<void> {
    let sending: Promise<void>;
    try {
      sending = mailer.send(messageOf(mail));
    } catch (err) {
      sending = Promise.reject(err);
    }
    const tracked = settle(mail, sending).catch((err: unknown) =>
      log.error({ err, mailId: mail.id }, 'the outcome of a mail could not be recorded; it is tried again later'),
    );
    underWay.add(tracked);
    void tracked.finally(() => underWay.delete(tracked));
    return tracked;
  }

  /** Queues a mail leased to this process for `leaseMs` (0: any sweep may take it at once). */
  function insert(into: Db | Tx, when: boolean, message: MailMessage, leaseMs: number) {
    const now = clock.now();
    return repo.insertMailWhen(into, when, {
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      createdAt: new Date(now),
      leasedUntil: new Date(now + leaseMs),
    });
  }

  const outbox: MailOutbox = {
    async queue(into, message) {
      return (await outbox.queueWhen(into, true, message))!;
    },
    queueWhen(into, when, message) {
      return insert(into, when, message, LEASE_MS);
    },
    async queueWithSweep(into, message, forSweep) {
      const now = clock.now();
      const row = (leaseMs: number) => (mail: MailMessage) => ({
        id: randomUUID(),
        recipient: mail.to,
        subject: mail.subject,
        body: mail.text,
        createdAt: new Date(now),
        leasedUntil: new Date(now + leaseMs),
      });
      const queued = row(LEASE_MS)(message);
      const rows = await repo.insertMails(into, [...forSweep.map(row(0)), queued]);
      // The sweep's mails are counted now, as `dispatch` counts the others: they are never dispatched. A
      // transaction rolled back after this (none does once checkout queues its mails, its last step) would
      // count them too many.
      for (let i = 0; i < forSweep.length; i++) events?.queued();
      const mail = rows.find((r) => r.id === queued.id);
      if (!mail) throw new Error('a queued mail was not inserted');
      return mail;
    },
    dispatch(mail) {
      if (!mail) return;
      events?.queued();
      void attempt(mail);
    },
    async send(message) {
      outbox.dispatch(await outbox.queue(db, message));
    },
    async deliverDue() {
      const now = clock.now();
      const claimed = await repo.claimDueMails(db, new Date(now), new Date(now + LEASE_MS), DELIVERY_BATCH);
      for (const mail of claimed) await attempt(mail);
      return claimed.length;
    },
    async idle() {
      await Promise.all(underWay);
    },
  };
  return outbox;
}
