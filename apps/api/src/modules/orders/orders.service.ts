import { randomInt } from 'node:crypto';
import {
  PAYMENT_REFERENCE_ALPHABET,
  PAYMENT_REFERENCE_LENGTH,
  PAYMENT_REFERENCE_PREFIX,
  addressLine,
  deliveryFeeFor,
  displayVietnamesePhone,
  formatGrams,
  formatVnd,
  minimumSteps,
  unitPrice,
  WEIGHT_TOLERANCE,
  translate,
  withinWeightTolerance,
  type AdminOrderListQuery,
  type CreateOrderBody,
  type Language,
  type Location,
  type OrderStatus,
  type PaymentMethod,
  type RecordWeightsBody,
} from '@veggie/contract';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, notFound, unauthorized, type AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordAudit, SYSTEM_ACTOR, type AuditActor } from '../audit/audit.service';
import { ownAddress } from '../addresses/addresses.service';
import { clearCart, lockCartLines } from '../cart/cart.service';
import { bookSlot, bookSlotAgain, releaseSlot, slotWithZone, zoneForWard } from '../delivery/delivery.service';
import { findWardWithProvince } from '../locations/locations.service';
import {
  lockProductsById,
  productBriefs,
  returnStock,
  takeStock,
  takeStockOfLines,
  toStock,
} from '../products/products.service';
import { getPaymentSettings, getShopSettings, type SettingsContext } from '../settings/settings.service';
import { lockShopper } from '../users/users.service';
import { moneyOf, settlePayment } from './order-money';
import { lineAmount, toOrderStats, type OrderLineWithProduct, type SlotPacking } from './orders.mapper';
import * as repo from './orders.repository';
import type { NewOrder } from './orders.repository';
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

/** A product's stock columns: `stock` is pieces, or grams for a weight product (see products.table). */
interface StockColumns {
  name: string;
  stock: number;
  unitKind: 'piece' | 'weight';
  unitStepGrams: number | null;
  unitMinGrams: number | null;
  /** The most sale units one order may hold; null: no limit. */
  maxPerOrder: number | null;
}

interface CheckoutCart {
  customer: { phone: string; address: string };
  lines: { quantity: number; product: StockColumns }[];
}

/** The stepGrams of a weight product, null for a piece. */
const stepOf = (product: Pick<StockColumns, 'unitKind' | 'unitStepGrams'>) =>
  product.unitKind === 'weight' ? product.unitStepGrams : null;

/** What a line of `quantity` sale units takes from the product's stock: pieces, or steps × step grams. */
function stockTaken(product: Pick<StockColumns, 'unitKind' | 'unitStepGrams'>, quantity: number): number {
  const step = stepOf(product);
  return step === null ? quantity : quantity * step;
}

/**
 * The fewest steps a weight line may hold, as the product's minimum is now: the cart refuses less when a
 * line is set, but the shop may raise the minimum after the product went into the cart. 0 for a piece.
 */
function leastSteps(product: Pick<StockColumns, 'unitKind' | 'unitStepGrams' | 'unitMinGrams'>): number {
  const step = stepOf(product);
  return step === null ? 0 : minimumSteps({ stepGrams: step, minGrams: product.unitMinGrams ?? undefined });
}

/** 400 below_minimum_weight naming the product and its minimum, as the cart refuses it. */
function belowMinimumWeight(product: StockColumns, lang: Language): AppError {
  const minimum = formatGrams(leastSteps(product) * (stepOf(product) ?? 0), lang);
  return badRequest('belowMinimumWeight', { product: product.name, minimum });
}

/** 409 insufficient_stock naming what is left: pieces, or whole steps with their size ("3 × 250 g"). */
function insufficientStock(product: Omit<StockColumns, 'unitMinGrams' | 'maxPerOrder'>, lang: Language): AppError {
  const step = stepOf(product);
  const steps = toStock(product).stock;
  const available = step === null ? steps : `${steps} × ${formatGrams(step, lang)}`;
  return conflict('insufficientStock', { available, product: product.name });
}

/** 400 quantity_above_limit naming the product's per-order maximum: pieces, or the weight it allows. */
function quantityAboveLimit(product: StockColumns, lang: Language): AppError {
  const max = product.maxPerOrder ?? 0;
  const step = stepOf(product);
  return badRequest('quantityAboveLimit', {
    product: product.name,
    max: step === null ? max : formatGrams(max * step, lang),
  });
}

/**
 * Why checkout refuses this cart, or null: the one rule, judged first on a look without locks and again
 * on the locked rows. Missing shipping details (only asked of an order shipped to the profile's details)
 * are reported first, then a weight line below the product's minimum (raised since it went into the cart),
 * then a line above the product's per-order maximum (set since), then short stock; the first such line in
 * product id order is the one named. A weight line is short when the product's grams hold fewer whole
 * steps than it counts.
 */
function refusalOf({ customer, lines }: CheckoutCart, toProfile: boolean, lang: Language): AppError | null {
  if (lines.length === 0) return badRequest('cartEmpty');
  if (toProfile && (!customer.phone.trim() || !customer.address.trim())) return badRequest('missingShippingDetails');
  const light = lines.find(({ product, quantity }) => quantity < leastSteps(product));
  if (light) return belowMinimumWeight(light.product, lang);
  const capped = lines.find(({ product, quantity }) => product.maxPerOrder !== null && quantity > product.maxPerOrder);
  if (capped) return quantityAboveLimit(capped.product, lang);
  const short = lines.find(({ product, quantity }) => product.stock < stockTaken(product, quantity));
  return short ? insufficientStock(short.product, lang) : null;
}

/** Refusals of the body alone, before anything is read: nothing to look up for them. */
function refusalOfBody(body: CreateOrderBody): AppError | null {
  if (body?.slotId !== undefined && body.addressId === undefined) {
    return badRequest('validationFailed', undefined, [{ field: 'addressId', key: 'required' }]);
  }
  return null;
}

/** A fresh transfer description: the prefix and random characters of the contract's alphabet. */
function newPaymentReference(): string {
  const length = PAYMENT_REFERENCE_LENGTH - PAYMENT_REFERENCE_PREFIX.length;
  const characters = Array.from(
    { length },
    () => PAYMENT_REFERENCE_ALPHABET[randomInt(PAYMENT_REFERENCE_ALPHABET.length)],
  );
  return PAYMENT_REFERENCE_PREFIX + characters.join('');
}

/**
 * A reference no order holds yet. 31^8 references make a clash rare but not impossible over a shop's life
 * (about one in a million orders), and a clash would fail the insert, so the few taken ones are skipped.
 */
async function unusedPaymentReference(tx: Tx): Promise<string> {
  for (;;) {
    const reference = newPaymentReference();
    if (!(await repo.isPaymentReferenceTaken(tx, reference))) return reference;
  }
}

/** Payment columns of a new order: cash on delivery, or a transfer with its reference and deadline. */
async function paymentOf(tx: Tx, method: PaymentMethod, now: Date, expiryMinutes: number) {
  if (method === 'cod') return { paymentMethod: method };
  return {
    paymentMethod: method,
    paymentReference: await unusedPaymentReference(tx),
    paymentExpiresAt: new Date(now.getTime() + expiryMinutes * 60_000),
  };
}

/**
 * The fee of an order shipped to the profile's free-text address (the spec's bodyless checkout), which no
 * zone was matched to: the shop's default minimum (400 `below_minimum_order`) and default fee.
 */
function deliveryToProfile(
  subtotal: number,
  { defaultFee, defaultMinOrder }: { defaultFee: number; defaultMinOrder: number },
  lang: Language,
): number {
  if (subtotal < defaultMinOrder) {
    throw badRequest('belowMinimumOrder', {
      zone: translate('minimumOrderAnyAddress', lang),
      minOrder: formatVnd(defaultMinOrder, lang),
      missing: formatVnd(defaultMinOrder - subtotal, lang),
    });
  }
  return defaultFee;
}

export interface CheckoutContext {
  db: Db;
  /**
   * The shop settings: the default delivery fee of an order without an address-book address, the bank
   * account a transfer goes to, and (in its config) how long a transfer may take.
   */
  settings: SettingsContext;
  now: Date;
}

export interface CheckoutRequest {
  body?: CreateOrderBody;
  idempotencyKey?: string;
  /** The caller's language, for the amounts a refusal names (formatted as the reader writes money). */
  lang: Language;
}

/** Where the order goes and what delivery costs: the address book entry's zone, or the profile's details. */
interface Delivery {
  fee: number;
  values: Pick<
    NewOrder,
    | 'shippingName'
    | 'shippingPhone'
    | 'shippingAddress'
    | 'deliveryAddress'
    | 'deliveryWardCode'
    | 'deliverySlotId'
    | 'slotStartsAt'
    | 'slotEndsAt'
  >;
}

/**
 * Delivery to one of the shopper's addresses, in the checkout's transaction: its zone (400
 * `not_deliverable`), the zone's minimum (400 `below_minimum_order`), its fee for this subtotal, and the
 * slot booked (409 `slot_full` / `slot_unavailable`). Judged after the stock, so a shopper whose cart
 * cannot be had at all hears that first; a refusal rolls back the stock taken.
 */
async function deliveryToAddress(
  tx: Tx,
  {
    userId,
    addressId,
    slotId,
    subtotal,
    now,
    lang,
  }: {
    userId: string;
    addressId: string;
    slotId: string | undefined;
    subtotal: number;
    now: Date;
    lang: Language;
  },
): Promise<Delivery> {
  const address = await ownAddress(tx, userId, addressId);
  const zone = await zoneForWard(tx, address.ward.code);
  if (subtotal < zone.minOrder) {
    throw badRequest('belowMinimumOrder', {
      zone: zone.name,
      minOrder: formatVnd(zone.minOrder, lang),
      missing: formatVnd(zone.minOrder - subtotal, lang),
    });
  }
  const slot = slotId === undefined ? null : await bookSlot(tx, { slotId, zoneId: zone.id, now });
  return {
    fee: deliveryFeeFor(subtotal, zone),
    values: {
      shippingName: address.receiverName,
      shippingPhone: displayVietnamesePhone(address.phone),
      shippingAddress: addressLine(address),
      deliveryAddress: address,
      deliveryWardCode: address.ward.code,
      deliverySlotId: slot?.id ?? null,
      slotStartsAt: slot?.startsAt ?? null,
      slotEndsAt: slot?.endsAt ?? null,
    },
  };
}

/**
 * Turns the shopper's cart into an order, all or nothing: stock taken for every line, lines and
 * shipping details snapshotted, the total and delivery fee computed here, the slot booked, the cart
 * emptied. The shopper's row is locked first, so two checkouts of one user run one after the other (the
 * second sees an empty cart, or the order its Idempotency-Key already made); products are then locked in
 * id order, and the slot's row last, so every checkout takes its locks in the same order.
 *
 * Without a body (the spec's client) or without `addressId`: the profile's phone and address, no slot,
 * and the shop settings' default delivery fee.
 */
export async function checkout(
  { db, settings, now }: CheckoutContext,
  userId: string,
  { body, idempotencyKey, lang }: CheckoutRequest,
): Promise<CheckoutResult> {
  const refusedBody = refusalOfBody(body);
  if (refusedBody) throw refusedBody;
  const addressId = body?.addressId;
  const toProfile = addressId === undefined;
  // A first look without locks: a cart that already wants more than the shelf holds is refused without
  // a transaction. In a sell-out most checkouts end here instead of holding a pooled connection while
  // they queue for the row locks of the ones that succeed. Stock only grows back through an admin (a
  // restock, a cancelled or deleted order), so the answer is the one the locked path would give now.
  const firstLook = await repo.cartAtFirstLook(db, userId, idempotencyKey);
  const refusedAtFirstLook = firstLook && refusalOf(firstLook, toProfile, lang);
  if (refusedAtFirstLook) throw refusedAtFirstLook;
  // Read before the transaction: the settings come from a cache and need no lock.
  const shop = await getShopSettings(settings);
  const paymentMethod = body?.paymentMethod ?? 'cod';
  // A transfer needs an account to transfer to: none is set until an admin (or BANK_*) gives one.
  if (paymentMethod === 'bank_transfer' && !(await getPaymentSettings(settings)).bank) {
    throw badRequest('paymentMethodUnavailable');
  }
  try {
    return await db.transaction(async (tx) => {
      const customer = await lockShopper(tx, userId);
      if (!customer) throw unauthorized();
      if (idempotencyKey) {
        const earlier = await repo.findOrderIdByIdempotencyKey(tx, userId, idempotencyKey);
        if (earlier) return { order: await storedOrder(tx, earlier), created: false };
      }
      // Counted under the shopper's lock, so two checkouts at once cannot both take the last place. Unpaid
      // orders hold stock: without a cap one account could hold a product's whole stock, again after every expiry.
      if ((await repo.countProcessingOrders(tx, userId)) >= shop.orders.maxOpen) {
        throw conflict('tooManyOpenOrders', { max: shop.orders.maxOpen });
      }

      const lines = await lockCartLines(tx, userId);
      // The rows are locked, so their stock is current: the check needs no round trip, and one statement takes it all.
      const refused = refusalOf({ customer, lines }, toProfile, lang);
      if (refused) throw refused;
      await takeStockOfLines(
        tx,
        lines.map(({ product, quantity }) => ({ productId: product.id, quantity: stockTaken(product, quantity) })),
      );

      const priced = lines.map(({ product, quantity }) => ({ product, quantity, priceEach: unitPrice(product) }));
      const subtotal = priced.reduce((sum, l) => sum + l.priceEach * l.quantity, 0);
      const delivery: Delivery = toProfile
        ? {
            fee: deliveryToProfile(subtotal, shop.delivery, lang),
            values: {
              shippingName: customer.name,
              shippingPhone: customer.phone.trim(),
              shippingAddress: customer.address.trim(),
            },
          }
        : await deliveryToAddress(tx, { userId, addressId, slotId: body?.slotId, subtotal, now, lang });
      const order = await repo.insertOrder(tx, {
        userId,
        customerName: customer.name,
        customerEmail: customer.email,
        status: 'processing',
        totalAmount: subtotal + delivery.fee,
        subtotal,
        deliveryFee: delivery.fee,
        itemCount: priced.length,
        weightGrams: priced.reduce(
          (sum, l) => sum + (stepOf(l.product) === null ? 0 : stockTaken(l.product, l.quantity)),
          0,
        ),
        // Weight lines are charged steps × step price until the packers weigh them.
        estimated: priced.some((l) => stepOf(l.product) !== null),
        ...delivery.values,
        deliveryNote: body?.note ?? '',
        ...(await paymentOf(tx, paymentMethod, now, settings.config.payments.expiryMinutes)),
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
          ...weightSnapshot(l.product),
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

/**
 * A weight line's step and the price per kg the shopper pays (the sale one while on sale, as the step's
 * price is): what the weighed amount is computed from at packing. Nothing for a piece.
 */
function weightSnapshot(product: {
  unitKind: 'piece' | 'weight';
  unitStepGrams: number | null;
  unitPricePerKg: number | null;
  unitSalePricePerKg: number | null;
  salePrice: number | null;
}) {
  if (stepOf(product) === null) return {};
  const onSale = product.salePrice !== null && product.unitSalePricePerKg !== null;
  return {
    stepGrams: product.unitStepGrams,
    pricePerKg: onSale ? product.unitSalePricePerKg : product.unitPricePerKg,
  };
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

export const lockOrderByPaymentReference = repo.lockOrderByPaymentReference;
export const paymentReferencesOf = repo.paymentReferencesOf;
export type { OrderRow } from './orders.table';

/** What an event changes on an order; its refund due, payment status and paid time follow (order-money.ts). */
export type OrderChange = Omit<repo.LockedOrderChange, 'refundDue' | 'paidAt'>;

/**
 * Writes a change of an order locked in this transaction, with the payment columns the money rules derive
 * from it. Every event that moves an order's money (checkout aside, which creates it unpaid) goes through
 * here: a transfer, mark paid, mark refunded (modules/payments), weighing, a status change, the sweep.
 */
export function changeLockedOrder(tx: Tx, order: OrderRow, change: OrderChange, now: Date): Promise<OrderRow> {
  return repo.updateLockedOrder(tx, order.id, { ...change, ...settlePayment(order, { ...order, ...change }, now) });
}

/**
 * Whether the expiry sweep may cancel the order at `now` (the contract's rule): a bank transfer still
 * processing, none of its lines weighed, not paid, its deadline passed. Paid, shipped, delivered or weighed
 * orders are the shop's to settle, whatever they still owe.
 */
export function isOverdueTransfer(order: OrderRow, weighed: boolean, now: Date): boolean {
  return (
    order.paymentMethod === 'bank_transfer' &&
    order.status === 'processing' &&
    !weighed &&
    moneyOf(order).amountDue > 0 &&
    order.paymentExpiresAt !== null &&
    order.paymentExpiresAt.getTime() <= now.getTime()
  );
}

/**
 * Whether the shopper may still pay the order by transfer at `now`: a live transfer order with money due
 * that the sweep will not cancel (an order weighed above what was paid waits for its balance).
 */
export async function awaitsTransfer(db: Db, order: OrderRow, now: Date): Promise<boolean> {
  if (order.paymentMethod !== 'bank_transfer' || order.status === 'cancelled' || moneyOf(order).amountDue === 0) {
    return false;
  }
  return !isOverdueTransfer(order, await repo.isWeighed(db, order.id), now);
}

async function restockOrder(tx: Tx, orderId: string) {
  for (const { productId, quantity } of await repo.stockMovesOfOrder(tx, orderId)) {
    await returnStock(tx, productId, quantity);
  }
}

/** Takes an order's stock again; refuses, changing nothing, when any product is short. */
async function reserveStockAgain(tx: Tx, orderId: string, lang: Language) {
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
      throw insufficientStock(product, lang);
    }
  }
}

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

/** What recording weights did: the order after it, and whether its total became (or stayed) final and changed. */
export interface WeighingResult {
  order: OrderRow;
  /** The order's total is final now and the customer has not been told this total yet. */
  finalTotalChanged: boolean;
}

/**
 * The packers record what weight lines of a `processing` order weighed (409 `order_not_packable` for any
 * other status). Every line must be a weight line of this order (400 `not_a_weight_line`); one more than
 * WEIGHT_TOLERANCE away from what was ordered is refused with 409 `weight_outside_tolerance` unless
 * `confirm`. Recording again replaces the earlier weight. In one transaction, the order locked first and
 * the products in id order (checkout's lock order):
 * - the stock moves by what the line had taken (its earlier weight, else steps × step) minus the new
 *   weight; weighing more than the shelf holds is refused (409 `insufficient_stock`, in grams), so the
 *   stock an order gives back when cancelled is always what it took;
 * - subtotal = Σ line amounts, total = subtotal + the delivery fee as booked (the fee does not change),
 *   `estimated` while a weight line is unweighed;
 * - the money follows the new total (order-money.ts): weighed above what was paid, the balance is due;
 *   weighed below, the order is paid and the difference is refund due.
 */
export function recordWeights(
  db: Db,
  actor: AuditActor,
  orderId: string,
  { lines: weighed, confirm }: RecordWeightsBody,
  { lang, now }: { lang: Language; now: Date },
): Promise<WeighingResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (order.status !== 'processing') throw conflict('orderNotPackable');
    const lines = await repo.listOrderLines(tx, order.id);
    const byId = new Map(lines.map((line) => [line.id, line]));
    const picked = new Map<string, number>();
    for (const [index, { lineId, pickedGrams }] of weighed.entries()) {
      const line = byId.get(lineId.toLowerCase());
      if (!line || line.stepGrams === null) {
        const problem = { field: `lines.${index}.lineId`, key: 'notAWeightLine' as const, params: { line: lineId } };
        throw badRequest('notAWeightLine', problem.params, [problem]);
      }
      const ordered = line.quantity * line.stepGrams;
      if (!confirm && !withinWeightTolerance(ordered, pickedGrams)) {
        const params = {
          product: line.name,
          picked: formatGrams(pickedGrams, lang),
          ordered: formatGrams(ordered, lang),
          tolerance: `${WEIGHT_TOLERANCE * 100}%`,
        };
        const problem = { field: `lines.${index}.pickedGrams`, key: 'weightOutsideTolerance' as const, params };
        throw conflict('weightOutsideTolerance', params, [problem]);
      }
      picked.set(line.id, pickedGrams);
    }

    // Grams given back to the shelf per product (negative: taken from it).
    const moves = new Map<string, number>();
    for (const [lineId, grams] of picked) {
      const line = byId.get(lineId)!;
      if (!line.productId || line.stepGrams === null) continue;
      const taken = line.pickedGrams ?? line.quantity * line.stepGrams;
      moves.set(line.productId, (moves.get(line.productId) ?? 0) + taken - grams);
    }
    const products = await lockProductsById(tx, [...moves.keys()].sort());
    for (const product of products) {
      const delta = moves.get(product.id) ?? 0;
      if (delta > 0) await returnStock(tx, product.id, delta);
      if (delta < 0 && !(await takeStock(tx, product.id, -delta))) {
        throw conflict('insufficientStock', { available: formatGrams(product.stock, lang), product: product.name });
      }
    }
    for (const [lineId, grams] of picked) await repo.setPickedGrams(tx, lineId, grams);

    const after = lines.map((line) => ({ ...line, pickedGrams: picked.get(line.id) ?? line.pickedGrams }));
    const subtotal = after.reduce((sum, line) => sum + lineAmount(line), 0);
    const totalAmount = subtotal + order.deliveryFee;
    const estimated = after.some((line) => line.stepGrams !== null && line.pickedGrams === null);
    const weightGrams = after.reduce(
      (sum, line) => sum + (line.stepGrams === null ? 0 : (line.pickedGrams ?? line.quantity * line.stepGrams)),
      0,
    );
    const updated = await changeLockedOrder(tx, order, { subtotal, totalAmount, estimated, weightGrams }, now);
    await recordAudit(tx, {
      actor,
      action: 'order.weighed',
      entity: { type: 'order', id: order.id },
      customerId: order.userId,
      details: { email: order.customerEmail, totalAmount },
    });
    const finalTotalChanged = !estimated && (order.estimated || order.totalAmount !== totalAmount);
    return { order: updated, finalTotalChanged };
  });
}

/** How many orders one sweep cancels at most; the scheduler sweeps again at once while a sweep is full. */
export const EXPIRY_BATCH = 100;

/**
 * The expiry sweep: cancels the orders isOverdueTransfer names at `now` (unpaid bank transfers still
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
    const due = (await repo.lockExpiredTransfers(tx, now, limit)).filter((order) =>
      isOverdueTransfer(order, false, now),
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

/**
 * Deleting an order that still holds stock and its slot's place (not delivered, not cancelled) gives
 * them back; a delivered order's place stays counted, as the delivery happened.
 */
export async function deleteOrder(db: Db, actor: AuditActor, orderId: string) {
  await db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
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

/**
 * A slot's packing list: the slot with its load, and its orders that are not cancelled with their lines,
 * in ward code order (the driver's route by ward); 404 `slot_not_found`.
 */
export async function packingList(db: Db, slotId: string): Promise<SlotPacking> {
  const slot = await slotWithZone(db, slotId);
  const orders = await repo.liveOrdersOfSlot(db, slot.slot.id);
  const lines = await repo.linesOfOrders(
    db,
    orders.map((order) => order.id),
  );
  // An order keeps its ward's names in its address snapshot; an anonymised one only its ward code.
  const places = new Map<string, { ward: Location; province: Location }>();
  for (const order of orders) {
    const code = order.deliveryWardCode ?? '';
    if (places.has(code)) continue;
    const snapshot = order.deliveryAddress;
    const place = snapshot
      ? { ward: snapshot.ward, province: snapshot.province }
      : await findWardWithProvince(db, code);
    places.set(code, place ?? { ward: { code, name: code }, province: { code: '', name: '' } });
  }
  return {
    slot,
    orders: orders.map((order) => ({
      order,
      place: places.get(order.deliveryWardCode ?? '')!,
      lines: lines.filter((line) => line.orderId === order.id),
    })),
  };
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
