import { unitPrice, type AdminOrderListQuery, type OrderStatus } from '@veggie/contract';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, notFound, unauthorized, type AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { clearCart, lockCartLines } from '../cart/cart.service';
import {
  lockProductsById,
  productBriefs,
  returnStock,
  takeStock,
  takeStockOfLines,
} from '../products/products.service';
import { lockShopper } from '../users/users.service';
import { toOrderStats, type OrderLineWithProduct } from './orders.mapper';
import * as repo from './orders.repository';
import type { OrderRow } from './orders.table';

export interface CheckoutResult {
  order: OrderRow;
  /** False when an Idempotency-Key replay returned the order an earlier attempt created. */
  created: boolean;
}

async function storedOrder(db: Db | Tx, orderId: string): Promise<OrderRow> {
  const order = await repo.findOrder(db, orderId);
  if (!order) throw notFound('orderNotFound');
  return order;
}

interface CheckoutCart {
  customer: { phone: string; address: string };
  lines: { quantity: number; product: { name: string; stock: number } }[];
}

/**
 * Why checkout refuses this cart, or null: the one rule, judged first on a look without locks and again
 * on the locked rows. Missing shipping details are reported before short stock; the first short line in
 * product id order is the one named.
 */
function refusalOf({ customer, lines }: CheckoutCart): AppError | null {
  if (lines.length === 0) return badRequest('cartEmpty');
  if (!customer.phone.trim() || !customer.address.trim()) return badRequest('missingShippingDetails');
  const short = lines.find(({ product, quantity }) => product.stock < quantity);
  return short ? conflict('insufficientStock', { available: short.product.stock, product: short.product.name }) : null;
}

/**
 * Turns the shopper's cart into an order, all or nothing: stock taken for every line, lines and
 * shipping details snapshotted, the total computed here, the cart emptied. The shopper's row is
 * locked first, so two checkouts of one user run one after the other (the second sees an empty
 * cart, or the order its Idempotency-Key already made); products are then locked in id order.
 */
export async function checkout(db: Db, userId: string, idempotencyKey?: string): Promise<CheckoutResult> {
  // A first look without locks: a cart that already wants more than the shelf holds is refused without
  // a transaction. In a sell-out most checkouts end here instead of holding a pooled connection while
  // they queue for the row locks of the ones that succeed. Stock only grows back through an admin (a
  // restock, a cancelled or deleted order), so the answer is the one the locked path would give now.
  const firstLook = await repo.cartAtFirstLook(db, userId, idempotencyKey);
  const refusedAtFirstLook = firstLook && refusalOf(firstLook);
  if (refusedAtFirstLook) throw refusedAtFirstLook;
  try {
    return await db.transaction(async (tx) => {
      const customer = await lockShopper(tx, userId);
      if (!customer) throw unauthorized();
      if (idempotencyKey) {
        const earlier = await repo.findOrderIdByIdempotencyKey(tx, userId, idempotencyKey);
        if (earlier) return { order: await storedOrder(tx, earlier), created: false };
      }

      const lines = await lockCartLines(tx, userId);
      // The rows are locked, so their stock is current: the check needs no round trip, and one statement takes it all.
      const refused = refusalOf({ customer, lines });
      if (refused) throw refused;
      await takeStockOfLines(
        tx,
        lines.map(({ product, quantity }) => ({ productId: product.id, quantity })),
      );

      const priced = lines.map(({ product, quantity }) => ({ product, quantity, priceEach: unitPrice(product) }));
      const subtotal = priced.reduce((sum, l) => sum + l.priceEach * l.quantity, 0);
      const order = await repo.insertOrder(tx, {
        userId,
        customerName: customer.name,
        customerEmail: customer.email,
        status: 'processing',
        totalAmount: subtotal,
        subtotal,
        itemCount: priced.reduce((sum, l) => sum + l.quantity, 0),
        shippingName: customer.name,
        shippingPhone: customer.phone.trim(),
        shippingAddress: customer.address.trim(),
      });
      await repo.insertOrderLines(
        tx,
        priced.map((l) => ({
          orderId: order.id,
          productId: l.product.id,
          name: l.product.name,
          nameEn: l.product.nameEn,
          imageUrl: l.product.imageUrl,
          unitKind: l.product.unitKind,
          unitLabel: l.product.unitLabel,
          unitLabelEn: l.product.unitLabelEn,
          quantity: l.quantity,
          priceEach: l.priceEach,
        })),
      );
      if (idempotencyKey) await repo.insertIdempotencyKey(tx, userId, idempotencyKey, order.id);
      await clearCart(tx, userId);
      return { order, created: true };
    });
  } catch (error) {
    // A simultaneous request with the same key committed first: this attempt rolled back, answer with its order.
    if (idempotencyKey && repo.isIdempotencyKeyTaken(error)) {
      const earlier = await repo.findOrderIdByIdempotencyKey(db, userId, idempotencyKey);
      if (earlier) return { order: await storedOrder(db, earlier), created: false };
    }
    throw error;
  }
}

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
  const order = isUuid(orderId) ? await repo.findOrder(db, orderId) : null;
  if (!order || order.userId !== userId) throw notFound('orderNotFound');
  return linesWithProducts(db, order.id);
}

export function listAllOrders(db: Db, query: AdminOrderListQuery) {
  return repo.listOrders(db, query);
}

export async function orderWithLines(db: Db, orderId: string) {
  const order = isUuid(orderId) ? await repo.findOrder(db, orderId) : null;
  if (!order) throw notFound('orderNotFound');
  return { order, lines: await linesWithProducts(db, order.id) };
}

async function lockOrderById(tx: Tx, orderId: string) {
  const order = isUuid(orderId) ? await repo.lockOrder(tx, orderId) : null;
  if (!order) throw notFound('orderNotFound');
  return order;
}

async function restockOrder(tx: Tx, orderId: string) {
  for (const { productId, quantity } of await repo.stockMovesOfOrder(tx, orderId)) {
    await returnStock(tx, productId, quantity);
  }
}

/** Takes an order's stock again; refuses, changing nothing, when any product is short. */
async function reserveStockAgain(tx: Tx, orderId: string) {
  const moves = await repo.stockMovesOfOrder(tx, orderId);
  const locked = new Map(
    (
      await lockProductsById(
        tx,
        moves.map((m) => m.productId),
      )
    ).map((p) => [p.id, p]),
  );
  for (const { productId, quantity } of moves) {
    const product = locked.get(productId);
    if (!product) continue;
    if (!(await takeStock(tx, productId, quantity))) {
      throw conflict('insufficientStock', { available: product.stock, product: product.name });
    }
  }
}

/**
 * Any status may follow any other. Cancelling gives the stock back; leaving `cancelled` takes it
 * again (409 when short). Lines whose product was deleted move no stock.
 */
export function changeOrderStatus(db: Db, actor: AuditActor, orderId: string, status: OrderStatus) {
  return db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (order.status === status) return order;
    if (status === 'cancelled') await restockOrder(tx, order.id);
    if (order.status === 'cancelled') await reserveStockAgain(tx, order.id);
    const updated = await repo.updateOrderStatus(tx, order.id, status);
    await recordAudit(tx, {
      actor,
      action: 'order.status_changed',
      entity: { type: 'order', id: order.id },
      details: { email: order.customerEmail, from: order.status, to: status },
    });
    return updated;
  });
}

/** Deleting an order that still holds stock (not delivered, not cancelled) gives the stock back. */
export async function deleteOrder(db: Db, actor: AuditActor, orderId: string) {
  await db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (order.status !== 'delivered' && order.status !== 'cancelled') await restockOrder(tx, order.id);
    await repo.deleteOrder(tx, order.id);
    await recordAudit(tx, {
      actor,
      action: 'order.deleted',
      entity: { type: 'order', id: order.id },
      details: { email: order.customerEmail, status: order.status, totalAmount: order.totalAmount },
    });
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;
const REVENUE_DAYS = 30;
const TOP_PRODUCTS = 5;

/** Dashboard figures over the last REVENUE_DAYS UTC days, today included (see toOrderStats). */
export async function orderStats(db: Db, now: Date) {
  const todayUtc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(todayUtc - (REVENUE_DAYS - 1) * DAY_MS);
  const [byStatus, days, topProducts] = await Promise.all([
    repo.totalsByStatus(db),
    repo.revenueByUtcDay(db, since),
    repo.topSellingProducts(db, TOP_PRODUCTS),
  ]);
  const dates = Array.from({ length: REVENUE_DAYS }, (_, i) => new Date(since.getTime() + i * DAY_MS));
  return toOrderStats(
    { byStatus, days, topProducts },
    dates.map((day) => day.toISOString().slice(0, 10)),
  );
}
