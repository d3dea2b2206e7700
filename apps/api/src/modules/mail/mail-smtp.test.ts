import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onPostgresServer, type TestApp } from '../../../test/build-test-app';
import { createProduct, createUser, placeOrder } from '../../../test/fixtures';
import { freePort, startSilentServer, startSmtpServer } from '../../../test/local-smtp';
import { manualClock } from '../../../test/manual-clock';
import { openDatabase, type Database } from '../../db/client';
import { createSmtpMailer } from '../../lib/mailer';
import { createMailOutbox, RETRY_FIRST_MS } from './mail.service';
import { mailOutbox } from './mail.table';

describe(`mail through a real SMTP server (${onPostgresServer ? 'PostgreSQL' : 'PGlite'})`, () => {
  const clock = manualClock();
  let t: TestApp;
  let port: number;
  /** A second instance's view of the database: its own connections on PostgreSQL. */
  let otherDatabase: Database;
  beforeAll(async () => {
    port = await freePort();
    t = await buildTestApp(
      { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Veggie Market <shop@veggie.test>' },
      { clock, configuredMailer: true },
    );
    otherDatabase = t.databaseUrl ? await openDatabase({ url: t.databaseUrl, poolSize: 5 }) : t.database;
  });
  afterAll(async () => {
    if (otherDatabase !== t.database) await otherDatabase.close();
    await t.close();
  });

  it('places an order at once while the mail server hangs, and its mail arrives exactly once when it is up', async () => {
    const silent = await startSilentServer(port);
    const { user, token } = await createUser(t.app.db);
    const product = await createProduct(t.app.db, { price: 30_000, stock: 5 });
    const order = await placeOrder(t.app, token, [[product, 1]]);
    expect(order.status).toBe('processing');
    // The checkout answered while its mail is still being sent: the server holds the connection, the row waits.
    await expect.poll(() => silent.connections()).toBe(1);
    // Two mails wait: the shopper's confirmation, being sent, and the shop's new-order notice, left to the sweep.
    const shopperMail = async () =>
      (await t.app.db.select().from(mailOutbox)).find((row) => row.recipient === user.email);
    expect(await shopperMail()).toMatchObject({ attempts: 0 });
    expect(await t.app.db.select().from(mailOutbox)).toHaveLength(2);

    await silent.close();
    await t.app.mailOutbox.idle();
    expect(await shopperMail()).toMatchObject({ attempts: 1, failedAt: null });

    const smtp = await startSmtpServer(port);
    try {
      // A second instance with its own connection to the same server races the first for the due mails.
      const otherSmtp = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Veggie Market <shop@veggie.test>');
      const other = createMailOutbox({ db: otherDatabase.db, mailer: otherSmtp, clock, log: t.app.log });
      clock.advance(RETRY_FIRST_MS);
      const tried = await Promise.all([t.app.mailOutbox.deliverDue(), other.deliverDue()]);
      await Promise.all([t.app.mailOutbox.idle(), other.idle()]);
      otherSmtp.close();

      // Each mail went once, whichever instance took it.
      expect(tried[0]! + tried[1]!).toBe(2);
      expect(smtp.received).toHaveLength(2);
      const toShopper = smtp.received.filter((mail) => mail.to.includes(user.email));
      expect(toShopper).toHaveLength(1);
      expect(toShopper[0]?.data).toContain(`#${order._id.slice(-8).toUpperCase()}`);
      expect(await t.app.db.select().from(mailOutbox)).toEqual([]);

      clock.advance(RETRY_FIRST_MS * 100);
      expect(await Promise.all([t.app.mailOutbox.deliverDue(), other.deliverDue()])).toEqual([0, 0]);
      expect(smtp.received).toHaveLength(2);
    } finally {
      await smtp.close();
    }
  });

  it('delivers a mail queued while nothing listens once a server does', async () => {
    await t.app.mailOutbox.send({ to: 'later@example.com', subject: 'Later', text: 'Queued while down.' });
    await t.app.mailOutbox.idle();
    expect((await t.app.db.select().from(mailOutbox))[0]).toMatchObject({
      recipient: 'later@example.com',
      attempts: 1,
    });

    const smtp = await startSmtpServer(port);
    try {
      clock.advance(RETRY_FIRST_MS);
      expect(await t.app.mailOutbox.deliverDue()).toBe(1);
      await t.app.mailOutbox.idle();
      expect(smtp.received.map((mail) => mail.to)).toEqual([['later@example.com']]);
      expect(smtp.received[0]?.data).toContain('Queued while down.');
    } finally {
      await smtp.close();
    }
  });
});
