import type { AdminOrderListQuery, Language, OrderStatus } from '@veggie/contract';
import type { Db, Tx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { bookSlotAgain, releaseSlot } from '../delivery/delivery.service';
import { productBriefs } from '../products/products.service';
import { changeLockedOrder, giveBenefitsBack, isLive } from './order-money';
import { reserveStockAgain, restockOrder } from './order-stock';
import type { OrderLineWithProduct } from './orders.mapper';
import * as repo from './orders.repository';
import type { OrderRow } from './orders.table';

/** An order's lines with the product each still links to, as the catalog has it now. */
async function linesWithProducts(db: Db, orderId: string): Promise<OrderLineWithProduct[]> {
  const lines = await repo.listOrderLines(db, orderId);
  const linked = [...new Set(lines.flatMap(({ productId }) => (productId ? [productId] : [])))];
  const current = new Map((await productBriefs(db, linked)).map((product) => [product.id, product]));
  return lines.map(({ productId, ...line }) => {
    const product = productId ? current.get(productId) : undefined;
    return {
      ...line,
      product: product
        ? { id: product.id, name: product.name, nameEn: product.nameEn, imageUrl: product.imageUrl }
        : null,
    };
  });
}

export function listOwnOrders(db: Db, userId: string) {
  return repo.listOrdersOfUser(db, userId);
}

/** Every order of the user with its lines, newest first: their account's export. */
export async function ownOrdersWithLines(db: Db, userId: string) {
  const orders = await repo.listOrdersOfUser(db, userId);
  return Promise.all(orders.map(async (order) => ({ order, lines: await linesWithProducts(db, order.id) })));
}

/** Whether the user has an order still under way (processing or shipped). */
export function hasOpenOrders(tx: Tx, userId: string) {
  return repo.hasOpenOrders(tx, userId);
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
  return linesWithProducts(db, (await ownOrder(db, userId, orderId)).id);
}

export function listAllOrders(db: Db, query: AdminOrderListQuery) {
  return repo.listOrders(db, query);
}

export async function orderWithLines(db: Db, orderId: string) {
  const order = isUuid(orderId) ? await repo.findOrder(db, orderId) : null;
  if (!order) throw notFound('orderNotFound');
  return { order, lines: await linesWithProducts(db, order.id) };
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

export type { OrderRow } from './orders.table';

/**
 * Any status may follow any other. Cancelling gives the stock and the delivery slot's place back; leaving
 * `cancelled` takes them again (409 `insufficient_stock` or `slot_full` when short, changing nothing).
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
  { lang, now }: { lang: Language; now: Date },
) {
  return db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (order.status === status) return order;
    if (order.paymentStatus === 'expired') throw conflict('paymentExpired');
    if (status === 'cancelled') {
      await restockOrder(tx, order.id);
      if (order.deliverySlotId) await releaseSlot(tx, order.deliverySlotId);
    }
    if (order.status === 'cancelled') {
      // Products first, the slot last: the lock order of checkout.
      await reserveStockAgain(tx, order.id, lang);
      if (order.deliverySlotId) await bookSlotAgain(tx, order.deliverySlotId);
    }
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
