import type { Db } from '../../db/client';
import { recordAudit, SYSTEM_ACTOR } from '../audit/audit.service';
import { releaseSlot } from '../delivery/delivery.service';
import { returnStock } from '../products/products.service';
import { changeLockedOrder, transferWait } from './order-money';
import * as repo from './orders.repository';
import type { OrderRow } from './orders.table';

/** How many orders one sweep cancels at most; the scheduler sweeps again at once while a sweep is full. */
export const EXPIRY_BATCH = 100;

/**
 * The expiry sweep: cancels the orders transferWait calls `overdue` at `now` (unpaid bank transfers still
 * processing and not weighed, whose deadline has passed), giving their stock and slot places back, payment
 * status `expired` and what they received refund due, one `order.payment_expired` audit entry each by the
 * system actor; returns them. One transaction, safe with any number of instances:
 * - an advisory lock lets one sweep run at a time; a sweep that finds it taken returns [] at once (the
 *   other one is doing the work);
 * - the orders are locked `FOR UPDATE SKIP LOCKED`, so an order a transfer or an admin is changing right
 *   now is left for the next sweep, which sees it as they left it (a payment that won the race keeps the
 *   order paid); each locked row is judged again in case it changed before the lock.
 * Orders an admin cancelled are not touched. The stock of all the orders is returned product by product
 * in id order, then the slots' places: the lock order of checkout, so a sweep never deadlocks with it.
 */
export function expireUnpaidTransfers(
  db: Db,
  now: Date,
  { limit = EXPIRY_BATCH }: { limit?: number } = {},
): Promise<OrderRow[]> {
  return db.transaction(async (tx) => {
    if (!(await repo.tryPaymentExpiryLock(tx))) return [];
    // The statement judged weighing; each row is judged again on the rest as locked.
    const due = (await repo.lockExpiredTransfers(tx, now, limit)).filter(
      (order) => transferWait(order, false, now) === 'overdue',
    );
    if (due.length === 0) return [];
    const moves = await repo.stockMovesOfOrders(
      tx,
      due.map((order) => order.id),
    );
    for (const { productId, quantity } of moves) await returnStock(tx, productId, quantity);
    const slots = due.flatMap((order) => (order.deliverySlotId ? [order.deliverySlotId] : [])).sort();
    for (const slotId of slots) await releaseSlot(tx, slotId);
    const expired: OrderRow[] = [];
    for (const order of due) {
      expired.push(await changeLockedOrder(tx, order, { status: 'cancelled', paymentStatus: 'expired' }, now));
      await recordAudit(tx, {
        actor: SYSTEM_ACTOR,
        action: 'order.payment_expired',
        entity: { type: 'order', id: order.id },
        customerId: order.userId,
        details: { email: order.customerEmail, status: order.status, totalAmount: order.totalAmount },
      });
    }
    return expired;
  });
}
