import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, onPostgresServer, type TestApp } from '../../../test/build-test-app';
import { manualClock } from '../../../test/manual-clock';
import type { Database } from '../../db/client';
import type { MailMessage } from '../../lib/mailer';
import { createMailOutbox, GIVE_UP_AFTER_MS, LEASE_MS, RETRY_FIRST_MS, RETRY_MAX_MS } from './mail.service';
import { mailOutbox } from './mail.table';

describe('mail outbox', () => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    vi.restoreAllMocks();
    await t.database.db.delete(mailOutbox);
    t.mail.length = 0;
  });

  const message = (to = 'lan@example.com'): MailMessage => ({ to, subject: 'Hello', text: 'A mail.' });
  const rows = () => t.database.db.select().from(mailOutbox);
  const rowOf = async (to: string) =>
    (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)))[0];
  const refused = () => Object.assign(new Error('421 try again later'), { responseCode: 421 });

  it('hands a new mail to the mail server at once and forgets it once taken', async () => {
    await t.app.mailOutbox.send(message());
    expect(t.mail).toEqual([message()]);
    await t.app.mailOutbox.idle();
    expect(await rows()).toEqual([]);
  });

  it('tries a refused mail again after 30 s, then twice as long each time, until the server takes it', async () => {
    const send = vi
      .spyOn(t.app.mailer, 'send')
      .mockRejectedValueOnce(refused())
      .mockRejectedValueOnce(refused())
      .mockRejectedValueOnce(refused());
    const queuedAt = clock.now();
    await t.app.mailOutbox.send(message());
    await t.app.mailOutbox.idle();
    expect(await rowOf('lan@example.com')).toMatchObject({
      attempts: 1,
      nextAttemptAt: new Date(queuedAt + RETRY_FIRST_MS),
      leasedUntil: null,
      failedAt: null,
      lastError: '421 try again later',
    });

    clock.advance(RETRY_FIRST_MS - 1);
    expect(await t.app.mailOutbox.deliverDue()).toBe(0);
    clock.advance(1);
    expect(await t.app.mailOutbox.deliverDue()).toBe(1);
    expect(await rowOf('lan@example.com')).toMatchObject({
      attempts: 2,
      nextAttemptAt: new Date(clock.now() + 2 * RETRY_FIRST_MS),
    });

    clock.advance(2 * RETRY_FIRST_MS - 1);
    expect(await t.app.mailOutbox.deliverDue()).toBe(0);
    clock.advance(1);
    expect(await t.app.mailOutbox.deliverDue()).toBe(1);
    expect((await rowOf('lan@example.com'))?.nextAttemptAt).toEqual(new Date(clock.now() + 4 * RETRY_FIRST_MS));

    clock.advance(4 * RETRY_FIRST_MS);
    expect(await t.app.mailOutbox.deliverDue()).toBe(1);
    expect(send).toHaveBeenCalledTimes(4);
    expect(t.mail).toEqual([message()]);
    expect(await rows()).toEqual([]);
  });

  it('waits at most an hour between tries and gives a mail up after a day', async () => {
    const send = vi.spyOn(t.app.mailer, 'send').mockRejectedValue(refused());
    const queuedAt = clock.now();
    await t.app.mailOutbox.send(message('never@example.com'));
    await t.app.mailOutbox.idle();
    let row = (await rowOf('never@example.com'))!;
    while (!row.failedAt) {
      const wait = row.nextAttemptAt.getTime() - clock.now();
      expect(wait).toBeLessThanOrEqual(RETRY_MAX_MS);
      clock.advance(wait);
      expect(await t.app.mailOutbox.deliverDue()).toBe(1);
      row = (await rowOf('never@example.com'))!;
    }
    expect(row.failedAt.getTime() - queuedAt).toBeLessThanOrEqual(GIVE_UP_AFTER_MS);
    expect(row.failedAt.getTime() - queuedAt).toBeGreaterThan(GIVE_UP_AFTER_MS - RETRY_MAX_MS);
    // Waits doubling from 30 s reach the hour after 7 tries (about an hour); hourly tries fill the rest of the day.
    expect(row.attempts).toBe(send.mock.calls.length);
    expect(row.attempts).toBe(30);

    clock.advance(GIVE_UP_AFTER_MS);
    expect(await t.app.mailOutbox.deliverDue()).toBe(0);
    expect(send).toHaveBeenCalledTimes(30);
  });

  it('gives a mail up at once when the server refuses it for good (5xx)', async () => {
    vi.spyOn(t.app.mailer, 'send').mockRejectedValueOnce(
      Object.assign(new Error('550 no such mailbox'), { responseCode: 550 }),
    );
    await t.app.mailOutbox.send(message('gone@example.com'));
    await t.app.mailOutbox.idle();
    expect(await rowOf('gone@example.com')).toMatchObject({ attempts: 1, failedAt: new Date(clock.now()) });
    clock.advance(GIVE_UP_AFTER_MS);
    expect(await t.app.mailOutbox.deliverDue()).toBe(0);
    expect(t.mail).toEqual([]);
  });

  it('queues nothing when the transaction it was queued in rolls back', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.mailOutbox.queue(tx, message());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rows()).toEqual([]);
  });

  it('leaves a mail another process is trying to it, and takes it over once that lease runs out', async () => {
    await t.app.mailOutbox.queue(t.database.db, message());
    expect(await t.app.mailOutbox.deliverDue()).toBe(0);
    clock.advance(LEASE_MS - 1);
    expect(await t.app.mailOutbox.deliverDue()).toBe(0);
    clock.advance(1);
    expect(await t.app.mailOutbox.deliverDue()).toBe(1);
    await t.app.mailOutbox.idle();
    expect(t.mail).toEqual([message()]);
    expect(await rows()).toEqual([]);
  });

  describe('two instances delivering from one database', () => {
    let other: { database: Database; close(): Promise<void> };
    beforeAll(async () => {
      if (!onPostgresServer || !t.databaseUrl) {
        other = { database: t.database, close: async () => {} };
        return;
      }
      const { openDatabase } = await import('../../db/client');
      const database = await openDatabase({ url: t.databaseUrl, poolSize: 5 });
      other = { database, close: () => database.close() };
    });
    afterAll(() => other.close());

    it('sends each mail once however their sweeps interleave', async () => {
      const sentByOther: MailMessage[] = [];
      const otherOutbox = createMailOutbox({
        db: other.database.db,
        mailer: { send: async (mail) => void sentByOther.push(mail) },
        clock,
        log: t.app.log,
      });
      const recipients = Array.from({ length: 45 }, (_, i) => `buyer-${i}@example.com`);
      for (const to of recipients) await t.app.mailOutbox.queue(t.database.db, message(to));
      clock.advance(LEASE_MS);
      const sweep = async (deliver: () => Promise<number>) => {
        while ((await deliver()) > 0);
      };
      await Promise.all([
        sweep(() => t.app.mailOutbox.deliverDue()),
        sweep(() => otherOutbox.deliverDue()),
        sweep(() => t.app.mailOutbox.deliverDue()),
        sweep(() => otherOutbox.deliverDue()),
      ]);
      await Promise.all([t.app.mailOutbox.idle(), otherOutbox.idle()]);
      const delivered = [...t.mail, ...sentByOther].map((mail) => mail.to).sort();
      expect(delivered).toEqual([...recipients].sort());
      expect(await rows()).toEqual([]);
    });
  });
});

describe('mail delivery on its timer', () => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ mail: { sweepIntervalMs: 20 } }, { clock, deliverMail: true });
  });
  afterAll(() => t.close());

  it('delivers a refused mail by itself once its retry is due', async () => {
    vi.spyOn(t.app.mailer, 'send').mockRejectedValueOnce(new Error('connection refused'));
    await t.app.mailOutbox.send({ to: 'timer@example.com', subject: 'Hello', text: 'Again.' });
    await t.app.mailOutbox.idle();
    expect(t.mail).toEqual([]);
    clock.advance(RETRY_FIRST_MS);
    await expect.poll(() => t.mail.map((mail) => mail.to)).toEqual(['timer@example.com']);
    await expect.poll(() => t.database.db.select().from(mailOutbox)).toEqual([]);
  });
});
