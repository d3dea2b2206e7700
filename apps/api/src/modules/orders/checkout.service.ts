import {
  addressLine,
  deliveryFeeFor,
  displayVietnamesePhone,
  formatGrams,
  formatVnd,
  invoiceBuyerProblems,
  minimumSteps,
  normalisedInvoiceBuyer,
  unitPrice,
  translate,
  type CreateOrderBody,
  type Language,
  type OrderQuote,
  type PaymentMethod,
  type SubstitutionPreference,
} from '@veggie/contract';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, invalidFields, notFound, unauthorized, type AppError } from '../../lib/errors';
import { ownAddress } from '../addresses/addresses.service';
import { clearCart, lockCartLines } from '../cart/cart.service';
import { vatRateOf } from '../categories/categories.service';
import { bookSlot, zoneForWard } from '../delivery/delivery.service';
import { takeStockOfLines } from '../products/products.service';
import { getPaymentSettings, getShopSettings, type SettingsContext } from '../settings/settings.service';
import {
  discountSnapshots,
  priceOrder,
  recordOrderBenefits,
  toOrderDiscount,
  voucherRefused,
  type Pricing,
} from '../promotions/promotions.service';
import { lockShopper } from '../users/users.service';
import type { QueuedMail } from '../mail/mail.service';
import { queueOrderConfirmation, type OrderMailContext } from './order-mails';
import { newOrderPayment } from './order-money';
import { insufficientStock, stepOf, stockTaken, type StockColumns } from './order-stock';
import * as repo from './orders.repository';
import type { NewOrder } from './orders.repository';
import type { OrderRow } from './orders.table';

export interface CheckoutResult {
  order: OrderRow;
  /** False when an Idempotency-Key replay returned the order an earlier attempt created. */
  created: boolean;
  /** The confirmation queued with a created order, to dispatch once committed. */
  confirmation?: QueuedMail;
}

async function storedOrder(db: Db | Tx, orderId: string): Promise<OrderRow> {
  const order = await repo.findOrder(db, orderId);
  if (!order) throw notFound('orderNotFound');
  return order;
}

interface CheckoutCart {
  customer: { phone: string; address: string };
  lines: { quantity: number; product: StockColumns }[];
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
  // A company invoice needs a tax code that exists: refused with its reason (invalid_tax_code, …).
  const invoiceProblems = body?.invoice ? invoiceBuyerProblems(body.invoice) : [];
  if (invoiceProblems.length > 0) {
    return invalidFields(invoiceProblems.map(({ field, key }) => ({ field: `invoice.${field}`, key })));
  }
  return null;
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
  /** Where the confirmation is queued, in the checkout's transaction. */
  mails: OrderMailContext;
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

type ShopSettingsValue = Awaited<ReturnType<typeof getShopSettings>>;
type Shopper = NonNullable<Awaited<ReturnType<typeof lockShopper>>>;

/**
 * The part checkout and quote share, in the checkout's transaction with the shopper locked: the open-orders
 * cap, the cart's lines locked and judged, their stock taken, delivery (the slot booked) and the price with
 * promotions and points (their uses taken). A quote runs it too and rolls everything back, so a quote is the
 * order checkout would make at that moment.
 */
async function pricedCheckout(
  tx: Tx,
  {
    userId,
    customer,
    body,
    now,
    lang,
    shop,
    paymentMethod,
    toProfile,
    orderCounts,
  }: {
    userId: string;
    customer: Shopper;
    body: CreateOrderBody;
    now: Date;
    lang: Language;
    shop: ShopSettingsValue;
    paymentMethod: PaymentMethod;
    toProfile: boolean;
    /** The shopper's orders, read under the shopper's lock (repo.shopperOrderCounts). */
    orderCounts: { processing: number; hasLiveOrders: boolean };
  },
) {
  // Counted under the shopper's lock, so two checkouts at once cannot both take the last place. Unpaid
  // orders hold stock: without a cap one account could hold a product's whole stock, again after every expiry.
  if (orderCounts.processing >= shop.orders.maxOpen) {
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

  const priced = lines.map(({ product, quantity, categoryVatRate }) => ({
    product,
    quantity,
    priceEach: unitPrice(product),
    vatRate: vatRateOf(product, categoryVatRate),
  }));
  const subtotal = priced.reduce((sum, l) => sum + l.priceEach * l.quantity, 0);
  const addressId = body?.addressId;
  const delivery: Delivery =
    addressId === undefined
      ? {
          fee: deliveryToProfile(subtotal, shop.delivery, lang),
          values: {
            shippingName: customer.name,
            shippingPhone: customer.phone.trim(),
            shippingAddress: customer.address.trim(),
          },
        }
      : await deliveryToAddress(tx, { userId, addressId, slotId: body?.slotId, subtotal, now, lang });
  // Last, so the promotions' rows (their use counters) are held for the shortest time.
  const pricing: Pricing = await priceOrder(
    tx,
    {
      userId,
      profilePhone: customer.phone,
      lines: priced.map((l) => ({ categoryId: l.product.categoryId, amount: l.priceEach * l.quantity })),
      fee: delivery.fee,
      paymentMethod,
      voucherCode: body?.voucherCode,
      usePoints: body?.usePoints,
      hasEarlierOrders: orderCounts.hasLiveOrders,
      points: shop.points,
      now,
      lang,
    },
    { tx },
  );
  return { priced, delivery, pricing };
}

/** Thrown to roll a quote's transaction back, carrying the quote out. */
class QuoteRollback extends Error {
  constructor(readonly quote: OrderQuote) {
    super('quote rolled back');
  }
}

/**
 * `POST /orders/quote`: what `POST /orders` with this body would make now, changing nothing. It runs the
 * checkout's own steps in a transaction that is always rolled back (stock, slot, promotion uses and points
 * return as they were), so the quote cannot differ from the order. A refused voucher is answered in
 * `voucher`, priced without it; every other refusal is the one checkout would give.
 */
export async function quoteOrder(
  { db, settings, now }: Omit<CheckoutContext, 'mails'>,
  userId: string,
  { body, lang }: Omit<CheckoutRequest, 'idempotencyKey'>,
): Promise<OrderQuote> {
  const refusedBody = refusalOfBody(body);
  if (refusedBody) throw refusedBody;
  const shop = await getShopSettings(settings);
  const paymentMethod = body?.paymentMethod ?? 'cod';
  if (paymentMethod === 'bank_transfer' && !(await getPaymentSettings(settings)).bank) {
    throw badRequest('paymentMethodUnavailable');
  }
  try {
    await db.transaction(async (tx) => {
      const customer = await lockShopper(tx, userId);
      if (!customer) throw unauthorized();
      const toProfile = body?.addressId === undefined;
      const { delivery, pricing } = await pricedCheckout(tx, {
        userId,
        customer,
        body,
        now,
        lang,
        shop,
        paymentMethod,
        toProfile,
        orderCounts: await repo.shopperOrderCounts(tx, userId),
      });
      throw new QuoteRollback({
        subtotal: pricing.subtotal,
        discounts: discountSnapshots(pricing.applied).map((d) => toOrderDiscount(d, lang)),
        deliveryFee: delivery.fee,
        pointsUsed: pricing.pointsUsed,
        pointsAmount: pricing.pointsAmount,
        totalAmount: pricing.totalAmount,
        voucher: pricing.voucher,
        pointsAvailable: pricing.pointsAvailable,
      });
    });
  } catch (error) {
    if (error instanceof QuoteRollback) return error.quote;
    throw error;
  }
  throw new Error('a quote transaction ended without its quote');
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
  { db, settings, now, mails }: CheckoutContext,
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
      // One read: the order an earlier attempt with this Idempotency-Key made, and the counts priced below.
      const orderCounts = await repo.shopperOrderCounts(tx, userId, idempotencyKey);
      if (orderCounts.earlierOrderId) {
        return { order: await storedOrder(tx, orderCounts.earlierOrderId), created: false };
      }
      const placed = await pricedCheckout(tx, {
        userId,
        customer,
        body,
        now,
        lang,
        shop,
        paymentMethod,
        toProfile,
        orderCounts,
      });
      if (placed.pricing.refusal) throw voucherRefused(placed.pricing.refusal);
      const { priced, delivery, pricing } = placed;
      const order = await repo.insertOrder(tx, {
        userId,
        customerName: customer.name,
        customerEmail: customer.email,
        status: 'processing',
        totalAmount: pricing.totalAmount,
        subtotal: pricing.subtotal,
        deliveryFee: delivery.fee,
        discounts: discountSnapshots(pricing.applied),
        discountTotal: pricing.discountTotal,
        pointsUsed: pricing.pointsUsed,
        pointsAmount: pricing.pointsAmount,
        vndPerPoint: shop.points.vndPerPoint,
        pointsValidMonths: shop.points.validMonths,
        itemCount: priced.length,
        weightGrams: priced.reduce(
          (sum, l) => sum + (stepOf(l.product) === null ? 0 : stockTaken(l.product, l.quantity)),
          0,
        ),
        // Weight lines are charged steps × step price until the packers weigh them.
        estimated: priced.some((l) => stepOf(l.product) !== null),
        ...delivery.values,
        deliveryNote: body?.note ?? '',
        invoiceBuyer: body?.invoice ? normalisedInvoiceBuyer(body.invoice) : null,
        ...(await newOrderPayment(tx, paymentMethod, now, settings.config.payments.expiryMinutes)),
      });
      const preferences = substitutionPreferences(body);
      const lines = await repo.insertOrderLines(
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
          categoryId: l.product.categoryId,
          priceEach: l.priceEach,
          vatRate: l.vatRate,
          substitution: preferences.get(l.product.id) ?? 'none',
          ...weightSnapshot(l.product),
        })),
      );
      await recordOrderBenefits(tx, { userId, orderId: order.id, pricing, now });
      if (idempotencyKey) await repo.insertIdempotencyKey(tx, userId, idempotencyKey, order.id);
      await clearCart(tx, userId);
      return {
        order,
        created: true,
        confirmation: await queueOrderConfirmation(mails, tx, { order, lines, customer, shop }),
      };
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
 * What the shopper allows per product should it run short, by product id in any case (ids are stored in
 * lower case). Products not in the cart find no line and are ignored; products left out mean "none".
 */
function substitutionPreferences(body: CreateOrderBody): Map<string, SubstitutionPreference> {
  return new Map(Object.entries(body?.substitutions ?? {}).map(([productId, pref]) => [productId.toLowerCase(), pref]));
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
