import { deliveryOptionsEnvelopeSchema, orderEnvelopeSchema } from '@veggie/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { auditLog, bankTransfers, deliverySlots, orderLines, orders, products } from '../../src/db/schema';
import { createAddress, createTemplates, createZone, PROVINCES, WARDS } from '../delivery-fixtures';
import {
  createServerDatabase,
  requirePostgres,
  requireServerBundle,
  startServer,
  stopAll,
  temporaryFolder,
  type ServerProcess,
} from './harness';
import { openTarget, prepareShop, type Shop } from './shop';

const ORDERS = 24;
const STOCKS = [500, 500, 500];

/**
 * Two API processes on one PostgreSQL database, each sweeping unpaid transfers every 50 ms, while half of
 * the overdue orders get their money: every order must end paid or expired, once, with its stock and slot
 * place given back exactly when it expired.
 */
describe('payment expiry swept by two instances at once', () => {
  let url: string;
  let shop: Shop;
  let a: ServerProcess;
  let b: ServerProcess;
  let database: Database;
  /** Each customer's address-book entry, in the order of shop.customers. */
  const addressIds: string[] = [];

  beforeAll(async () => {
    requireServerBundle();
    await requirePostgres();
    url = await createServerDatabase();
    shop = await prepareShop({ url }, { customers: ORDERS, stocks: STOCKS });
    database = await openTarget({ url });
    // Tomorrow's 08:00 slot, in a zone delivering to every customer's ward, is always bookable.
    const zone = await createZone(database.db, { fee: 0, minOrder: 0, wardCodes: [WARDS.saiGon] });
    await createTemplates(database.db, zone.id, { start: '08:00', end: '10:00', capacity: 1000 });
    for (const customer of shop.customers) {
      const address = await createAddress(database.db, customer.id, {
        wardCode: WARDS.saiGon,
        provinceCode: PROVINCES.hcm,
      });
      addressIds.push(address.id);
    }
    const env = async () => ({
      DATABASE_URL: url,
      DATA_DIR: await temporaryFolder('veggie-faults-expiry-'),
      PAYMENT_SWEEP_INTERVAL_MS: '50',
      PAYMENT_EXPIRY_MINUTES: '1',
      PAYMENT_WEBHOOK_KEY: 'faults-webhook-key-0123456789',
      BANK_BIN: '970436',
      BANK_ACCOUNT_NUMBER: '0123456789',
      BANK_ACCOUNT_NAME: 'NGUYEN VAN A',
    });
    a = await startServer('instance A', await env());
    b = await startServer('instance B', await env());
  });
  afterAll(async () => {
    await database?.close();
    await stopAll();
  });

  /** A bank-transfer checkout through HTTP, delivered in the first open slot. */
  async function placeTransferOrder(base: string, index: number) {
    const customer = shop.customers[index]!;
    const headers = { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' };
    const options = await fetch(`${base}/api/delivery/options?addressId=${addressIds[index]}`, { headers });
    expect(options.status).toBe(200);
    const slot = deliveryOptionsEnvelopeSchema.parse(await options.json()).data.slots[0]!;
    const res = await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ addressId: addressIds[index], slotId: slot._id, paymentMethod: 'bank_transfer' }),
    });
    expect(res.status).toBe(201);
    return orderEnvelopeSchema.parse(await res.json()).data;
  }

  /** SePay's notification of a transfer of the order's total, sent to one of the instances. */
  async function payByTransfer(orderId: string, i: number) {
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    const res = await fetch(`${i % 2 === 0 ? b.url : a.url}/api/payments/webhooks/sepay`, {
      method: 'POST',
      headers: { authorization: 'Apikey faults-webhook-key-0123456789', 'content-type': 'application/json' },
      body: JSON.stringify({
        id: `faults-${orderId}`,
        gateway: 'Vietcombank',
        transactionDate: '2026-11-26 10:00:00',
        accountNumber: '0123456789',
        content: `THANH TOAN ${order!.paymentReference}`,
        transferType: 'in',
        transferAmount: order!.totalAmount,
        referenceCode: `FT${i}`,
      }),
    });
    expect(res.status).toBe(200);
    const [transfer] = await database.db
      .select()
      .from(bankTransfers)
      .where(eq(bankTransfers.providerId, `faults-${orderId}`));
    return transfer!.outcome === 'paid' ? ('paid' as const) : ('late' as const);
  }

  it('ends every overdue order paid or expired once, giving back exactly the expired ones’ stock and places', async () => {
    const placed = await Promise.all(shop.customers.map((_, i) => placeTransferOrder(i % 2 === 0 ? a.url : b.url, i)));
    const ids = placed.map((order) => order._id);
    const slotId = (
      await database.db.select({ id: orders.deliverySlotId }).from(orders).where(eq(orders.id, ids[0]!))
    )[0]!.id!;
    const bookedBefore = (await database.db.select().from(deliverySlots).where(eq(deliverySlots.id, slotId)))[0]!
      .booked;
    expect(bookedBefore).toBe(ORDERS);

    // The minute to pay is over for all of them at once, and half of them get their money while both
    // instances sweep.
    await database.db
      .update(orders)
      .set({ paymentExpiresAt: sql`now() - interval '1 second'` })
      .where(inArray(orders.id, ids));
    const paying = ids.filter((_, i) => i % 2 === 0);
    const payments = await Promise.all(paying.map(payByTransfer));

    // Every order leaves `unpaid`: the sweeps take whatever the payments did not.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const waiting = await database.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(inArray(orders.id, ids), eq(orders.paymentStatus, 'unpaid')));
      if (waiting.length === 0) break;
      if (Date.now() > deadline) throw new Error(`${waiting.length} orders still unpaid after 30 s of sweeping`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const rows = await database.db.select().from(orders).where(inArray(orders.id, ids));
    const paid = rows.filter((row) => row.paymentStatus === 'paid');
    const expired = rows.filter((row) => row.paymentStatus === 'expired');
    expect(paid.length + expired.length).toBe(ORDERS);
    expect(expired.length, 'the orders nobody paid, at least').toBeGreaterThanOrEqual(ORDERS - paying.length);
    for (const row of paid) expect(row).toMatchObject({ status: 'processing', refundDue: 0 });
    for (const row of expired) expect(row.status).toBe('cancelled');
    // A payment that lost the race to a sweep is money due back, never a paid cancelled order.
    paying.forEach((id, i) => {
      const row = rows.find((r) => r.id === id)!;
      expect(row.paymentStatus, `order ${id} paid ${payments[i]}`).toBe(payments[i] === 'paid' ? 'paid' : 'expired');
      if (payments[i] === 'late') expect(row.refundDue).toBe(row.totalAmount);
    });

    const lines = await database.db.select().from(orderLines).where(inArray(orderLines.orderId, ids));
    const paidIds = new Set(paid.map((row) => row.id));
    for (const product of shop.products) {
      const sold = lines
        .filter((line) => line.productId === product.id && paidIds.has(line.orderId))
        .reduce((sum, line) => sum + line.quantity, 0);
      const [now] = await database.db.select().from(products).where(eq(products.id, product.id));
      expect(now!.stock, `stock of product ${product.id}`).toBe(product.stock - sold);
    }
    const [slot] = await database.db.select().from(deliverySlots).where(eq(deliverySlots.id, slotId));
    expect(slot!.booked, 'slot places still booked').toBe(paid.length);

    const audits = await database.db
      .select({ entityId: auditLog.entityId, actorId: auditLog.actorId, actorEmail: auditLog.actorEmail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.payment_expired'), inArray(auditLog.entityId, ids)));
    expect(audits.map((entry) => entry.entityId).sort()).toEqual(expired.map((row) => row.id).sort());
    expect(new Set(audits.map((entry) => `${entry.actorId}:${entry.actorEmail}`))).toEqual(new Set(['null:system']));
  });
});
