import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { OrderStatus, PaymentFilter } from '@veggie/contract';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { containsPattern } from '../../db/like';
import { newestFirstPage, type PageRequest } from '../../db/pages';
import { cartItems } from '../cart/cart.table';
import { products } from '../products/products.table';
import { users } from '../users/users.table';
import { adminOrderViews, idempotencyKeys, orderLines, orders, type OrderRow } from './orders.table';

type Executor = Db | Tx;

export type NewOrder = typeof orders.$inferInsert;

const notCancelled = ne(orders.status, 'cancelled');
export type NewOrderLine = typeof orderLines.$inferInsert;

export async function findOrderIdByIdempotencyKey(db: Executor, userId: string, key: string) {
  const [row] = await db
    .select({ orderId: idempotencyKeys.orderId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row?.orderId ?? null;
}

/** Whether a failed query lost the race for an idempotency key to a simultaneous request. */
export const isIdempotencyKeyTaken = (error: unknown): boolean =>
  isUniqueViolation(error, getTableName(idempotencyKeys));

/**
 * The cart (in product id order) and its owner's shipping details, read without locks: what checkout's
 * first look judges. Null when the cart is empty, or when its Idempotency-Key already made an order (a
 * retry must get that order back rather than a verdict on the cart).
 */
export async function cartAtFirstLook(db: Db, userId: string, idempotencyKey?: string) {
  const lines = await db
    .select({
      quantity: cartItems.quantity,
      product: {
        name: products.name,
        stock: products.stock,
        unitKind: products.unitKind,
        unitStepGrams: products.unitStepGrams,
        unitMinGrams: products.unitMinGrams,
        maxPerOrder: products.maxPerOrder,
      },
      phone: users.phone,
      address: users.address,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(users, eq(users.id, cartItems.userId))
    .where(
      and(
        eq(cartItems.userId, userId),
        idempotencyKey === undefined
          ? undefined
          : notExists(
              db
                .select({ one: sql`1` })
                .from(idempotencyKeys)
                .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, idempotencyKey))),
            ),
      ),
    )
    .orderBy(asc(products.id));
  const [first] = lines;
  return first ? { customer: { phone: first.phone, address: first.address }, lines } : null;
}

export async function insertOrder(tx: Tx, values: NewOrder): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  if (!row) throw new Error('insert into orders returned no row');
  return row;
}

/**
 * Inserts a new order's lines and answers them as listOrderLinesWithProducts would read them back (same
 * columns, same order), in one statement: checkout's confirmation mails them without another round trip.
 */
export async function insertOrderLines(tx: Tx, lines: NewOrderLine[]) {
  const inserted = tx.$with('inserted').as(tx.insert(orderLines).values(lines).returning());
  const { productId: _, ...columns } = lineColumns;
  const fields = Object.fromEntries(
    Object.keys(columns).map((key) => [key, inserted[key as keyof typeof columns]]),
  ) as { [K in keyof typeof columns]: (typeof inserted)[K] };
  return tx
    .with(inserted)
    .select({
      ...fields,
      product: { id: products.id, name: products.name, nameEn: products.nameEn, imageUrl: products.imageUrl },
    })
    .from(inserted)
    .leftJoin(products, eq(products.id, inserted.productId))
    .orderBy(asc(inserted.name), asc(inserted.id));
}

export async function insertIdempotencyKey(tx: Tx, userId: string, key: string, orderId: string) {
  await tx.insert(idempotencyKeys).values({ userId, key, orderId });
}

export async function isPaymentReferenceTaken(tx: Tx, reference: string): Promise<boolean> {
  const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.paymentReference, reference));
  return row !== undefined;
}

export async function findOrder(db: Executor, orderId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

/** The order whose transfer description is `reference`, locked for a change of its payment. */
export async function lockOrderByPaymentReference(tx: Tx, reference: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.paymentReference, reference)).for('update');
  return row ?? null;
}

/** The payment references of some orders, by order id (null for cash on delivery). */
export async function paymentReferencesOf(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ id: orders.id, reference: orders.paymentReference })
    .from(orders)
    .where(inArray(orders.id, orderIds));
}

/** What packing put in a line instead of its product, or took out; the caller holds the order's lock. */
export type LineSubstitution = Pick<
  typeof orderLines.$inferInsert,
  | 'removed'
  | 'substituteProductId'
  | 'substituteName'
  | 'substituteNameEn'
  | 'substituteUnit'
  | 'substituteQuantity'
  | 'substituteStock'
  | 'substituteAmount'
>;

/** The line's goods change, so a batch it recorded no longer traces them: it records one again when it goes out. */
export async function setLineSubstitution(tx: Tx, lineId: string, substitution: Required<LineSubstitution>) {
  await tx
    .update(orderLines)
    .set({ ...substitution, batchCode: null })
    .where(eq(orderLines.id, lineId));
}

/** What the scale said for one line; the caller holds the order's lock. */
export async function setPickedGrams(tx: Tx, lineId: string, pickedGrams: number): Promise<void> {
  await tx.update(orderLines).set({ pickedGrams }).where(eq(orderLines.id, lineId));
}

/** The columns an event may change on an order: its status, its totals, its money (see order-money.ts). */
export type LockedOrderChange = Partial<
  Pick<
    OrderRow,
    | 'status'
    | 'subtotal'
    | 'totalAmount'
    | 'estimated'
    | 'weightGrams'
    | 'amountReceived'
    | 'refunded'
    | 'refundDue'
    | 'paymentStatus'
    | 'paidAt'
    | 'discounts'
    | 'discountTotal'
    | 'pointsEarned'
  >
>;

/** Writes an order the caller has locked. */
export async function updateLockedOrder(tx: Tx, orderId: string, change: LockedOrderChange): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId))
    .returning();
  if (!row) throw new Error('order vanished while locked');
  return row;
}

/** Whether the packers recorded a weight for any line of the order. */
export async function isWeighed(db: Executor, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.pickedGrams)))
    .limit(1);
  return Boolean(row);
}

/**
 * What checkout asks of the shopper's orders, in one round trip: how many are still processing (what
 * orders.maxOpen caps), whether one is not cancelled (a first-order-only promotion asks) and, given an
 * Idempotency-Key, the order an earlier attempt with it made (null if none). Subqueries, so each keeps the
 * plan it had as a statement of its own (the second stops at the first live order).
 */
export async function shopperOrderCounts(
  tx: Tx,
  userId: string,
  idempotencyKey?: string,
): Promise<{ processing: number; hasLiveOrders: boolean; earlierOrderId: string | null }> {
  const processing = tx
    .select({ count: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'processing')));
  const live = tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.status, 'cancelled')))
    .limit(1);
  const earlier = idempotencyKey
    ? tx
        .select({ orderId: idempotencyKeys.orderId })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, idempotencyKey)))
    : sql`null::uuid`;
  const result = (await tx.execute(
    sql`select (${processing})::int as processing, exists (${live}) as live, (${earlier}) as earlier`,
  )) as unknown as { rows: Array<{ processing: number | string; live: boolean; earlier: string | null }> };
  const row = result.rows[0];
  return {
    processing: Number(row?.processing ?? 0),
    hasLiveOrders: row?.live === true,
    earlierOrderId: row?.earlier ?? null,
  };
}

export async function listOrdersOfUser(db: Executor, userId: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
}

/** The user's orders still under way (processing or shipped), oldest first. */
export function listOpenOrders(db: Executor, userId: string): Promise<{ id: string }[]> {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, ['processing', 'shipped'])))
    .orderBy(orders.createdAt);
}

export async function anonymiseOrdersOfUser(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(orders)
    .set({
      customerName: '',
      customerEmail: '',
      shippingName: '',
      shippingPhone: '',
      shippingAddress: '',
      // The address snapshot names the receiver and their phone; the ward code alone names nobody.
      deliveryAddress: null,
      deliveryNote: '',
      // The invoices already issued keep their buyer: the law keeps them ten years (modules/invoices).
      invoiceBuyer: null,
    })
    .where(eq(orders.userId, userId));
}

/** The admin's payment filters: `refund_due` is any order with money to give back, whatever its status. */
const PAYMENT_FILTER_WHERE = {
  unpaid: eq(orders.paymentStatus, 'unpaid'),
  paid: eq(orders.paymentStatus, 'paid'),
  refund_due: gt(orders.refundDue, 0),
} satisfies Record<PaymentFilter, unknown>;

/** Orders whose slot starts in [from, to). */
const slotIn = (day: { from: Date; to: Date }) =>
  and(gte(orders.slotStartsAt, day.from), lt(orders.slotStartsAt, day.to));

/** The digits of a phone column, whatever spaces, dots or `+` it was typed with. */
const digitsOf = (column: SQL) => sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;

/**
 * What an admin's search box matches (see the contract's adminOrderListQuerySchema): the order's code (the
 * id's last 8 characters, "#" optional), its transfer reference, the customer's or receiver's name without
 * case or accents, the email, and a phone. A phone is matched by its digits after the country or trunk prefix
 * ("0912 345 678" and "+84912345678" are both 912345678), in the shipping phone and the address-book one.
 */
function orderSearchWhere(search: OrderSearch) {
  const pattern = containsPattern(search.text);
  return or(
    search.code ? sql`right(${orders.id}::text, 8) = ${search.code}` : undefined,
    ilike(orders.paymentReference, pattern),
    ilike(sql`immutable_unaccent(${orders.customerName})`, sql`immutable_unaccent(${pattern})`),
    ilike(sql`immutable_unaccent(${orders.shippingName})`, sql`immutable_unaccent(${pattern})`),
    ilike(sql`immutable_unaccent(${orders.deliveryAddress}->>'receiverName')`, sql`immutable_unaccent(${pattern})`),
    ilike(orders.customerEmail, pattern),
    search.phoneDigits
      ? or(
          like(digitsOf(sql`${orders.shippingPhone}`), containsPattern(search.phoneDigits)),
          like(digitsOf(sql`${orders.deliveryAddress}->>'phone'`), containsPattern(search.phoneDigits)),
        )
      : undefined,
  );
}

/** A search box's text, read once: as typed, as an order code, and as the digits of a phone. */
export interface OrderSearch {
  text: string;
  /** The 8 lowercase hex characters of an order code, when the text is one. */
  code?: string;
  /** The national significant digits of a phone, when the text is (part of) one. */
  phoneDigits?: string;
}

export interface OrderListFilter extends PageRequest {
  status?: OrderStatus;
  payment?: PaymentFilter;
  search?: OrderSearch;
  /** Orders whose slot starts in [from, to): one day in Vietnam. */
  slotStartsIn?: { from: Date; to: Date };
}

/** A page of orders, newest first, and how many match in total. */
export function listOrders(db: Db, filter: OrderListFilter) {
  const where = and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.payment ? PAYMENT_FILTER_WHERE[filter.payment] : undefined,
    filter.search ? orderSearchWhere(filter.search) : undefined,
    filter.slotStartsIn ? slotIn(filter.slotStartsIn) : undefined,
  );
  return newestFirstPage(db, orders, where, filter);
}

/** Stamped by the database's clock, as orders' created_at is: the two are compared. */
export async function setOrdersSeenNow(db: Executor, userId: string): Promise<void> {
  await db
    .insert(adminOrderViews)
    .values({ userId, seenAt: sql`now()` })
    .onConflictDoUpdate({ target: adminOrderViews.userId, set: { seenAt: sql`now()` } });
}

export async function ordersSeenAt(db: Executor, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ seenAt: adminOrderViews.seenAt })
    .from(adminOrderViews)
    .where(eq(adminOrderViews.userId, userId));
  return row?.seenAt ?? null;
}

/** Orders not cancelled placed after `since` (all of them when null). */
export async function countOrdersPlacedAfter(db: Executor, since: Date | null): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(orders)
    .where(and(notCancelled, since ? gt(orders.createdAt, since) : undefined));
  return row?.count ?? 0;
}

/** Orders still processing whose slot starts in `day`, or that have no slot (the spec's bodyless checkout). */
export async function countToPack(db: Executor, day: { from: Date; to: Date }): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(orders)
    .where(and(eq(orders.status, 'processing'), or(slotIn(day), isNull(orders.slotStartsAt))));
  return row?.count ?? 0;
}

/**
 * What the cash-on-delivery orders of `day`'s slots still have due (order-money.ts amountDue: the total less
 * what is kept, for an order not cancelled), and how many owe anything.
 */
export async function cashDueOfSlotsIn(db: Executor, day: { from: Date; to: Date }) {
  const due = sql`(${orders.totalAmount} - greatest(0, least(${orders.amountReceived} - ${orders.refunded}, ${orders.totalAmount})))`;
  const [row] = await db
    .select({
      amount: sql<string>`coalesce(sum(${due}), 0)::text`,
      orders: sql<number>`count(*) filter (where ${due} > 0)::int`,
    })
    .from(orders)
    .where(and(eq(orders.paymentMethod, 'cod'), notCancelled, slotIn(day)));
  return { amount: Number(row?.amount ?? 0), orders: Number(row?.orders ?? 0) };
}

/** What the shopper allowed should a line's product run short, and what the packers did instead. */
const substitutionColumns = {
  substitution: orderLines.substitution,
  removed: orderLines.removed,
  substituteProductId: orderLines.substituteProductId,
  substituteName: orderLines.substituteName,
  substituteNameEn: orderLines.substituteNameEn,
  substituteUnit: orderLines.substituteUnit,
  substituteQuantity: orderLines.substituteQuantity,
  substituteStock: orderLines.substituteStock,
  substituteAmount: orderLines.substituteAmount,
};

/** An order's line columns, as snapshotted at checkout, with what packing replaced or took out. */
const lineColumns = {
  id: orderLines.id,
  productId: orderLines.productId,
  name: orderLines.name,
  nameEn: orderLines.nameEn,
  imageUrl: orderLines.imageUrl,
  unitKind: orderLines.unitKind,
  unitLabel: orderLines.unitLabel,
  unitLabelEn: orderLines.unitLabelEn,
  quantity: orderLines.quantity,
  categoryId: orderLines.categoryId,
  priceEach: orderLines.priceEach,
  stepGrams: orderLines.stepGrams,
  pricePerKg: orderLines.pricePerKg,
  pickedGrams: orderLines.pickedGrams,
  vatRate: orderLines.vatRate,
  batchCode: orderLines.batchCode,
  ...substitutionColumns,
};

/** An order's lines, as snapshotted at checkout, with what packing replaced or took out. */
export async function listOrderLines(db: Executor, orderId: string) {
  return db
    .select(lineColumns)
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.name), asc(orderLines.id));
}

/**
 * An order's lines with the product each still links to as the catalog has it now (null once deleted), in
 * one statement: the order's page, its mails and checkout's confirmation read them this way.
 */
export async function listOrderLinesWithProducts(db: Executor, orderId: string) {
  const { productId: _, ...columns } = lineColumns;
  return db
    .select({
      ...columns,
      product: { id: products.id, name: products.name, nameEn: products.nameEn, imageUrl: products.imageUrl },
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.name), asc(orderLines.id));
}

/**
 * The product whose stock a line holds: its substitute once the packers replaced it, none once they took it
 * out, else the product ordered (null once deleted).
 */
const heldProductOfLine = sql<
  string | null
>`(case when ${orderLines.removed} then null when ${orderLines.substituteProductId} is not null then ${orderLines.substituteProductId} else ${orderLines.productId} end)`;

/**
 * What a line took from that product's stock, in the stock's units: what its substitute took, pieces, or for a
 * weight line (one with a step) its weighed grams once packed (packing moved the stock to them), else steps ×
 * step grams.
 */
const stockOfLine = sql`(case when ${orderLines.substituteStock} is not null then ${orderLines.substituteStock} when ${orderLines.stepGrams} is null then ${orderLines.quantity} else coalesce(${orderLines.pickedGrams}, ${orderLines.quantity} * ${orderLines.stepGrams}) end)`;

/** Stock amounts per product held by the lines matching `where`, in product id order (checkout's lock order). */
async function stockMovesOfLines(tx: Tx, where: SQL | undefined) {
  const rows = await tx
    .select({ productId: heldProductOfLine, quantity: sql<number>`sum(${stockOfLine})::int` })
    .from(orderLines)
    .where(and(where, sql`${heldProductOfLine} is not null`))
    .groupBy(heldProductOfLine)
    .orderBy(asc(heldProductOfLine));
  return rows.flatMap((r) => (r.productId ? [{ productId: r.productId, quantity: Number(r.quantity) }] : []));
}

/**
 * Stock amounts per product an order holds (see heldProductOfLine and stockOfLine); a deleted product's
 * amount moves nowhere, as its row is gone.
 */
export function stockMovesOfOrder(tx: Tx, orderId: string) {
  return stockMovesOfLines(tx, eq(orderLines.orderId, orderId));
}

/** Stock amounts per product over several orders, in product id order (the order checkout locks them in). */
export async function stockMovesOfOrders(tx: Tx, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return stockMovesOfLines(tx, inArray(orderLines.orderId, orderIds));
}

/** The expiry sweep's advisory lock: one sweep at a time over every instance sharing the database. */
const PAYMENT_EXPIRY_LOCK_ID = 7_200_413;

/** Takes the sweep's lock for the transaction, or answers false at once when another sweep holds it. */
export async function tryPaymentExpiryLock(tx: Tx): Promise<boolean> {
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${PAYMENT_EXPIRY_LOCK_ID}) as locked`,
  )) as unknown as {
    rows: Array<{ locked: boolean }>;
  };
  return result.rows[0]?.locked === true;
}

/**
 * Locks the orders the expiry sweep may cancel (order-money transferWait `overdue`): unpaid bank transfers
 * still processing, none of their lines weighed, whose deadline has passed; oldest deadline first. Rows
 * another transaction holds (a transfer being matched, an admin at work) are skipped: the next sweep sees
 * them as that transaction left them. A packer weighing a line holds the order's lock while doing so.
 */
export function lockExpiredTransfers(tx: Tx, now: Date, limit: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'bank_transfer'),
        eq(orders.paymentStatus, 'unpaid'),
        lte(orders.paymentExpiresAt, now),
        eq(orders.status, 'processing'),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(orderLines)
            .where(and(eq(orderLines.orderId, orders.id), isNotNull(orderLines.pickedGrams))),
        ),
      ),
    )
    .orderBy(asc(orders.paymentExpiresAt), asc(orders.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The orders holding a slot that are not cancelled, by ward code (the route), then in the order they came. */
export function liveOrdersOfSlot(db: Executor, slotId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.deliverySlotId, slotId), notCancelled))
    .orderBy(asc(orders.deliveryWardCode), asc(orders.createdAt), asc(orders.id));
}

/** The lines of some orders, for packing: by order, then by name. */
export function linesOfOrders(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      name: orderLines.name,
      quantity: orderLines.quantity,
      unitKind: orderLines.unitKind,
      unitLabel: orderLines.unitLabel,
      unitLabelEn: orderLines.unitLabelEn,
      priceEach: orderLines.priceEach,
      stepGrams: orderLines.stepGrams,
      pricePerKg: orderLines.pricePerKg,
      pickedGrams: orderLines.pickedGrams,
      productId: orderLines.productId,
      batchCode: orderLines.batchCode,
      ...substitutionColumns,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.name), asc(orderLines.id));
}

/**
 * The products the order's lines without a batch code went out with (heldProductOfLine: a substitute's batch
 * is what the shopper got; a removed line went out with nothing).
 */
export async function productsWithoutBatch(tx: Tx, orderId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ productId: heldProductOfLine })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNull(orderLines.batchCode), sql`${heldProductOfLine} is not null`));
  return rows.flatMap((row) => (row.productId ? [row.productId] : []));
}

/** Gives the order's lines that went out with the product, and have no batch code yet, this one. */
export async function setBatchCode(tx: Tx, orderId: string, productId: string, code: string) {
  await tx
    .update(orderLines)
    .set({ batchCode: code })
    .where(
      and(eq(orderLines.orderId, orderId), sql`${heldProductOfLine} = ${productId}`, isNull(orderLines.batchCode)),
    );
}

export async function deleteOrder(tx: Tx, orderId: string) {
  await tx.delete(orders).where(eq(orders.id, orderId));
}

export async function totalsByStatus(db: Executor) {
  const rows = await db
    .select({
      status: orders.status,
      count: sql<number>`count(*)::int`,
      totalAmount: sql<string>`coalesce(sum(${orders.totalAmount}), 0)::text`,
      // order-money.ts kept, over the orders that are not cancelled (a cancelled order keeps nothing).
      keptAmount: sql<string>`coalesce(sum(least(${orders.amountReceived} - ${orders.refunded}, ${orders.totalAmount})) filter (where ${orders.status} <> 'cancelled'), 0)::text`,
      discountAmount: sql<string>`coalesce(sum(${orders.discountTotal}), 0)::text`,
      pointsAmount: sql<string>`coalesce(sum(${orders.pointsAmount}), 0)::text`,
    })
    .from(orders)
    .groupBy(orders.status);
  return rows.map((r) => ({
    status: r.status,
    count: Number(r.count),
    totalAmount: Number(r.totalAmount),
    keptAmount: Number(r.keptAmount),
    discountAmount: Number(r.discountAmount),
    pointsAmount: Number(r.pointsAmount),
  }));
}

/** Orders and revenue per UTC day since `since`, for days that have any; cancelled orders left out. */
export async function revenueByUtcDay(db: Executor, since: Date) {
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      date: day,
      orders: sql<number>`count(*)::int`,
      revenue: sql<string>`sum(${orders.totalAmount})::text`,
    })
    .from(orders)
    .where(and(notCancelled, gte(orders.createdAt, since)))
    .groupBy(day);
  return rows.map((r) => ({ date: r.date, orders: Number(r.orders), revenue: Number(r.revenue) }));
}

/**
 * A line's amount as orders.mapper lineAmount computes it: 0 once taken out, its substitute's amount once
 * replaced, the weighed grams at the line's price per kg (the contract's amountForGrams: nearest 100 ₫, halves
 * up) once packed, else price × quantity.
 */
const lineAmountSql = sql`(case when ${orderLines.removed} then 0 when ${orderLines.substituteAmount} is not null then ${orderLines.substituteAmount}::bigint when ${orderLines.pickedGrams} is not null and ${orderLines.pricePerKg} is not null then (${orderLines.pricePerKg}::bigint * ${orderLines.pickedGrams} + 50000) / 100000 * 100 else ${orderLines.quantity}::bigint * ${orderLines.priceEach} end)`;

/**
 * Best sellers by quantity over orders that are not cancelled. A product is grouped by its id and
 * named by its latest snapshot; a deleted product is grouped and identified by its line name. A line the
 * packers replaced counts as its substitute sold, one they took out as nothing sold.
 */
export async function topSellingProducts(db: Executor, limit: number) {
  const key = sql<string>`(case when ${orderLines.substituteProductId} is not null then ${orderLines.substituteProductId}::text else coalesce(${orderLines.productId}::text, ${orderLines.name}) end)`;
  const quantity = sql<number>`sum(coalesce(${orderLines.substituteQuantity}, ${orderLines.quantity}))::int`;
  const revenue = sql<string>`sum(${lineAmountSql})`;
  const name = sql<string>`(array_agg(coalesce(${orderLines.substituteName}, ${orderLines.name}) order by ${orders.createdAt} desc))[1]`;
  const rows = await db
    .select({ id: key, name, quantity, revenue: sql<string>`${revenue}::text` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(notCancelled, eq(orderLines.removed, false)))
    .groupBy(key)
    .orderBy(desc(quantity), desc(revenue), asc(key))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, name: r.name, quantity: Number(r.quantity), revenue: Number(r.revenue) }));
}

/** The invoice buyer of the user's latest order that named one, or null. */
export async function lastInvoiceBuyerOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ buyer: orders.invoiceBuyer })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.invoiceBuyer)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row?.buyer ?? null;
}
