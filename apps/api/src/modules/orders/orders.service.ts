import {
  parseVietnamesePhone,
  SHOP_UTC_OFFSET_MS,
  type AdminOrderListQuery,
  type Language,
  type OrderStatus,
} from '@veggie/contract';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { bookSlotAgain, releaseSlot, shopDayOf, slotLoadOfDay, slotWithZone } from '../delivery/delivery.service';
import { currentBatchCodes } from '../products/products.service';
import { lockShopper } from '../users/users.service';
import { changeLockedOrder, giveBenefitsBack, isLive, moneyOf } from './order-money';
import { reserveStockAgain, restockOrder } from './order-stock';
import * as repo from './orders.repository';
import type { OrderRow } from './orders.table';

export function listOwnOrders(db: Db, userId: string) {
  return repo.listOrdersOfUser(db, userId);
}

/** Every order of the user with its lines, newest first: their account's export. */
export async function ownOrdersWithLines(db: Db, userId: string) {
  const orders = await repo.listOrdersOfUser(db, userId);
  return Promise.all(
    orders.map(async (order) => ({ order, lines: await repo.listOrderLinesWithProducts(db, order.id) })),
  );
}

/** The numbers ("#C0044C5E") of the user's orders still under way (processing or shipped), oldest first. */
export async function openOrderNumbersOf(tx: Tx, userId: string): Promise<string[]> {
  return (await repo.listOpenOrders(tx, userId)).map(({ id }) => `#${id.slice(-8).toUpperCase()}`);
}

/**
 * Part of a shopper deleting their account: their orders stay for the shop's books (amounts, lines,
 * dates, status) but keep nothing that names the person (name, email, shipping details).
 */
export function anonymiseOrdersOf(tx: Tx, userId: string) {
  return repo.anonymiseOrdersOfUser(tx, userId);
}

/** The lines of one of the caller's orders; someone else's order is as unknown as a missing one. */
export async function ownOrderLines(db: Db, userId: string, orderId: string) {
  return repo.listOrderLinesWithProducts(db, (await ownOrder(db, userId, orderId)).id);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moments a calendar day in Vietnam starts and ends (the next one starts). */
function shopDayBounds(day: string): { from: Date; to: Date } {
  const from = new Date(Date.parse(`${day}T00:00:00Z`) - SHOP_UTC_OFFSET_MS);
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

/** Fewer digits than this are not searched as a phone: "2026" is more likely part of a name or a code. */
const PHONE_DIGITS_MIN = 6;

/**
 * What an admin typed in the orders' search box, read as an order code ("#C0044C5E", any case), as a phone
 * (a whole Vietnamese number in any form is reduced to its digits after +84, so the national and the E.164
 * forms match each other; a part of one, its digits as typed), and as text (reference, name, email).
 */
export function readOrderSearch(text: string): repo.OrderSearch {
  const code = /^#?([0-9a-f]{8})$/i.exec(text)?.[1]?.toLowerCase();
  const phone = parseVietnamesePhone(text);
  const digits = text.replace(/\D/g, '');
  const phoneDigits = phone
    ? phone.e164.replace(/^\+84/, '')
    : /^[\d\s+().-]+$/.test(text) && digits.length >= PHONE_DIGITS_MIN
      ? digits
      : undefined;
  return { text, code, phoneDigits };
}

export function listAllOrders(db: Db, { q, deliveryDate, ...query }: AdminOrderListQuery) {
  return repo.listOrders(db, {
    ...query,
    search: q === undefined ? undefined : readOrderSearch(q),
    slotStartsIn: deliveryDate === undefined ? undefined : shopDayBounds(deliveryDate),
  });
}

/** The admin opened the orders list: what counts as new for them starts now. */
export function markOrdersSeen(db: Db, adminId: string) {
  return repo.setOrdersSeenNow(db, adminId);
}

/**
 * How many orders were placed since the admin last opened the orders list (every order not cancelled,
 * for an admin who never opened it), and since when.
 */
export async function newOrderCount(db: Db, adminId: string) {
  const since = await repo.ordersSeenAt(db, adminId);
  return { count: await repo.countOrdersPlacedAfter(db, since), since: since?.toISOString() ?? null };
}

/** The dashboard's today in Vietnam: the day's slots and their load, what is left to pack, the cash to collect. */
export async function ordersToday(db: Db, now: Date) {
  const date = shopDayOf(now);
  const day = shopDayBounds(date);
  const [slots, toPack, cash] = await Promise.all([
    slotLoadOfDay(db, date, now),
    repo.countToPack(db, day),
    repo.cashDueOfSlotsIn(db, day),
  ]);
  return { date, slots, toPack, cashToCollect: cash };
}

export async function orderWithLines(db: Db, orderId: string) {
  const order = isUuid(orderId) ? await repo.findOrder(db, orderId) : null;
  if (!order) throw notFound('orderNotFound');
  return { order, lines: await repo.listOrderLinesWithProducts(db, order.id) };
}

/** One of the caller's orders; someone else's order (or a malformed id) is as unknown as a missing one. */
export async function ownOrder(db: Db, userId: string, orderId: string): Promise<OrderRow> {
  const order = isUuid(orderId) ? await repo.findOrder(db, orderId) : null;
  if (!order || order.userId !== userId) throw notFound('orderNotFound');
  return order;
}

/** The order locked for a change (404 `order_not_found`): its status, stock, slot or payment. */
export async function lockOrderById(tx: Tx, orderId: string) {
  const order = isUuid(orderId) ? await repo.lockOrder(tx, orderId) : null;
  if (!order) throw notFound('orderNotFound');
  return order;
}

/** The invoice buyer of the user's latest order that named one: their next checkout's form starts from it. */
export function lastInvoiceBuyerOf(db: Db, userId: string) {
  return repo.lastInvoiceBuyerOf(db, userId);
}

export type { OrderRow } from './orders.table';

/**
 * Any status may follow any other. Cancelling gives the stock and the delivery slot's place back; leaving
 * `cancelled` takes them again (409 `insufficient_stock` or `slot_full` when short, changing nothing), and
 * its promotion uses and spent points too (409 `order_restore_benefits_gone`, changing nothing).
 * The slot is booked again only if it has room, whatever its cut-off: the admin is restoring an order
 * the shop had accepted for that window (perhaps one cancelled by mistake), and overbooking the drivers
 * would be worse than refusing; to deliver it another time, the order is placed again. Lines whose
 * product was deleted move no stock.
 *
 * An order cancelled because its transfer never came (payment `expired`) stays cancelled: 409
 * `payment_expired`. Brought back it would be an order under way that nobody paid and nobody may mark
 * paid; money that came late is a refund due, and the shopper orders again.
 */
export function changeOrderStatus(
  db: Db,
  actor: AuditActor,
  orderId: string,
  status: OrderStatus,
  { lang, now, cashCollected }: { lang: Language; now: Date; cashCollected?: number },
) {
  return db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (cashCollected !== undefined) {
      if (status !== 'delivered') throw badRequest('cashNotCollectable');
      return deliverWithCash(tx, actor, order, cashCollected, now);
    }
    if (order.status === status) return order;
    if (order.paymentStatus === 'expired') throw conflict('paymentExpired');
    if (status === 'cancelled') {
      await restockOrder(tx, order.id);
      if (order.deliverySlotId) await releaseSlot(tx, order.deliverySlotId);
    }
    if (order.status === 'cancelled') {
      // The shopper, products, the slot, then the promotions (changeLockedOrder): the lock order of checkout.
      if (order.userId) await lockShopper(tx, order.userId);
      await reserveStockAgain(tx, order.id, lang);
      if (order.deliverySlotId) await bookSlotAgain(tx, order.deliverySlotId);
    }
    if (order.status === 'processing' && status !== 'cancelled') await recordBatchCodes(tx, order.id);
    // Cancelling makes everything received refund due; bringing an order back keeps what it covers again.
    const updated = await changeLockedOrder(tx, order, { status }, now);
    await recordAudit(tx, {
      actor,
      action: 'order.status_changed',
      entity: { type: 'order', id: order.id },
      customerId: order.userId,
      details: { email: order.customerEmail, from: order.status, to: status },
    });
    return updated;
  });
}

/**
 * The goods are packed once an order leaves `processing` (shipped, or delivered at once): each line records
 * its product's current batch then, which the order then answers as `batchCode`. Not at weighing, which
 * only weight lines have, nor at each label print, which changes nothing. A line that has a code keeps it
 * (an order brought back to `processing` and sent again went out with the same goods); a line whose product
 * has no batch has none.
 */
async function recordBatchCodes(tx: Tx, orderId: string) {
  const productIds = await repo.productsWithoutBatch(tx, orderId);
  const codes = await currentBatchCodes(tx, productIds);
  for (const [productId, code] of codes) await repo.setBatchCode(tx, orderId, productId, code);
}

/**
 * A cash-on-delivery order delivered and its cash handed over, in one step: the order becomes `delivered` and
 * what it still had due counts as received (order-money.ts), so it is paid. The amount the admin saw must be
 * the amount due now (409 `cash_amount_mismatch`: weighing or a payment changed it meanwhile); only for a cash
 * order that is not cancelled (400 `cash_not_collectable`; a cancelled order has nothing due). Audited as the
 * status change and the cash collected.
 */
async function deliverWithCash(tx: Tx, actor: AuditActor, order: OrderRow, cash: number, now: Date) {
  if (order.paymentMethod !== 'cod' || order.status === 'cancelled') throw badRequest('cashNotCollectable');
  const { amountDue } = moneyOf(order);
  if (amountDue !== cash) throw conflict('cashAmountMismatch');
  if (order.status === 'processing') await recordBatchCodes(tx, order.id);
  const updated = await changeLockedOrder(
    tx,
    order,
    { status: 'delivered', amountReceived: order.amountReceived + cash },
    now,
  );
  const entity = { type: 'order' as const, id: order.id };
  if (order.status !== 'delivered') {
    await recordAudit(tx, {
      actor,
      action: 'order.status_changed',
      entity,
      customerId: order.userId,
      details: { email: order.customerEmail, from: order.status, to: 'delivered' },
    });
  }
  await recordAudit(tx, {
    actor,
    action: 'order.cash_collected',
    entity,
    customerId: order.userId,
    details: { email: order.customerEmail, totalAmount: order.totalAmount, amount: cash },
  });
  return updated;
}

/**
 * A shopper cancels their own order (someone else's is as unknown as a missing one): only while it is
 * `processing`, none of its lines weighed and its slot (if any) still before its cut-off, else 409
 * `order_not_cancellable`. Past those points the shop has started to pack or plan the round. Like the
 * admin's cancel: stock and the slot's place given back, everything received refund due, one audit entry
 * (the shopper as actor). The row lock serialises it with weighing and an admin's status change, which lock
 * the order first too, so one of them sees what the other did.
 */
export function cancelOwnOrder(db: Db, shopper: AuditActor & { id: string }, orderId: string, now: Date) {
  return db.transaction(async (tx) => {
    const order = isUuid(orderId) ? await repo.lockOrder(tx, orderId) : null;
    if (!order || order.userId !== shopper.id) throw notFound('orderNotFound');
    if (order.status !== 'processing' || (await repo.isWeighed(tx, order.id))) throw conflict('orderNotCancellable');
    if (order.deliverySlotId && (await slotWithZone(tx, order.deliverySlotId)).slot.closesAt <= now) {
      throw conflict('orderNotCancellable');
    }
    await restockOrder(tx, order.id);
    if (order.deliverySlotId) await releaseSlot(tx, order.deliverySlotId);
    const updated = await changeLockedOrder(tx, order, { status: 'cancelled' }, now);
    await recordAudit(tx, {
      actor: shopper,
      action: 'order.status_changed',
      entity: { type: 'order', id: order.id },
      customerId: order.userId,
      details: { email: order.customerEmail, from: order.status, to: 'cancelled' },
    });
    return updated;
  });
}

/**
 * Deleting an order that still holds stock and its slot's place (not delivered, not cancelled) gives
 * them back; a delivered order's place stays counted, as the delivery happened.
 */
export async function deleteOrder(db: Db, actor: AuditActor, orderId: string, now: Date) {
  await db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    // A live order deleted gives its promotion uses and points back, as a cancelled one did.
    if (isLive(order)) await giveBenefitsBack(tx, order, now);
    if (order.status !== 'delivered' && order.status !== 'cancelled') {
      await restockOrder(tx, order.id);
      if (order.deliverySlotId) await releaseSlot(tx, order.deliverySlotId);
    }
    await repo.deleteOrder(tx, order.id);
    await recordAudit(tx, {
      actor,
      action: 'order.deleted',
      entity: { type: 'order', id: order.id },
      customerId: order.userId,
      details: { email: order.customerEmail, status: order.status, totalAmount: order.totalAmount },
    });
  });
}
