import { z } from 'zod';
import {
  calendarDaySchema,
  envelope,
  idSchema,
  isoDateSchema,
  listEnvelope,
  optionalSearchText,
  pageQuery,
} from './common';
import { PAGE_SIZES } from './limits';
import { deliveryAddressSchema } from './addresses';
import { invoiceBuyerSchema } from './invoices';
import { productUnitSchema } from './products';
import { lineSubstituteSchema, substitutionPreferenceSchema, substitutionsFieldSchema } from './produce';
import { visibleMultilineText } from './text';

export const ORDER_STATUSES = ['processing', 'shipped', 'delivered', 'cancelled'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const PAYMENT_METHODS = ['cod', 'bank_transfer'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'expired', 'refunded'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** Admin order-list filter on payment: `refund_due` is any order with money to give back. */
export const PAYMENT_FILTERS = ['unpaid', 'paid', 'refund_due'] as const;
export const paymentFilterSchema = z.enum(PAYMENT_FILTERS);
export type PaymentFilter = z.infer<typeof paymentFilterSchema>;

export const ORDER_NOTE_MAX = 500;

/**
 * `POST /orders`, every field optional and the body itself too: the spec's client sends none and gets
 * cash on delivery to its profile's phone and address, no slot and the default delivery fee.
 * `POST /orders/quote` takes the same body and answers what the order would be.
 */
export const createOrderFieldsSchema = z.object({
  addressId: idSchema.optional(),
  slotId: idSchema.optional(),
  paymentMethod: paymentMethodSchema.optional(),
  note: visibleMultilineText(z.string().trim().max(ORDER_NOTE_MAX, 'tooLong')).optional(),
  /** A voucher code as typed (any case); empty means none. Unknown codes are refused as `voucher_not_found`. */
  voucherCode: z.string().trim().max(64, 'tooLong').optional(),
  /** The most points to spend; the order spends what the balance and the half-of-subtotal cap allow. */
  usePoints: z.number().int('mustBeInteger').min(0, 'tooSmall').max(100_000_000, 'tooBig').optional(),
  /** Who the e-invoice names; without it, the person who ordered (a retail invoice). */
  invoice: invoiceBuyerSchema.optional(),
  /** What the packers may do when a product runs short, per product in the cart; absent products: "none". */
  substitutions: substitutionsFieldSchema.optional(),
});
export const createOrderBodySchema = createOrderFieldsSchema.optional();
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/** One discount an order holds (or a quote would give), as it was when the order was placed. */
export const orderDiscountSchema = z.object({
  promotionId: idSchema,
  /** Null for an automatic promotion. */
  code: z.string().nullable(),
  /** In the reader's language at the time of the answer. */
  title: z.string(),
  amount: z.number().int(),
});
export type OrderDiscount = z.infer<typeof orderDiscountSchema>;

/** What an order spent in points and what it earned (0 until delivered and fully paid). */
export const orderPointsSchema = z.object({
  used: z.number().int(),
  /** VND the points used took off. */
  amount: z.number().int(),
  earned: z.number().int(),
});
export type OrderPoints = z.infer<typeof orderPointsSchema>;

/**
 * `user._id` of an order whose customer deleted their account: the order stays for the shop's books, its link
 * to the account is gone and its name and email are blank (an admin screen says "account deleted").
 */
export const DELETED_USER_ID = 'deleted-user';

export const orderSchema = z.object({
  _id: idSchema,
  user: z.object({ _id: idSchema, name: z.string(), email: z.string() }),
  status: orderStatusSchema,
  /** subtotal − Σ discounts + deliveryFee − points.amount (never below 0). */
  totalAmount: z.number().int(),
  subtotal: z.number().int(),
  /** The zone's fee as booked; a free-delivery promotion shows as a discount of this amount. */
  deliveryFee: z.number().int(),
  discounts: z.array(orderDiscountSchema),
  points: orderPointsSchema,
  /** How many products (lines) the order holds: 4 products are 4 items, whatever their quantities. */
  itemCount: z.number().int(),
  /** Grams of the weight lines: as weighed, or as ordered until then (see `estimated`); 0 without any. */
  weightGrams: z.number().int(),
  /** Who receives the order, and where, as one line each (the spec's fields; see `delivery` for the parts). */
  shipping: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
  delivery: z.object({
    slot: z.object({ start: isoDateSchema, end: isoDateSchema }).nullable(),
    /** The address-book entry as it was at checkout; null for an order shipped to the profile's address. */
    address: deliveryAddressSchema.nullable(),
    note: z.string(),
    /**
     * False for an order placed without an address-book address (the spec's bodyless checkout): its
     * free-text address was matched to no delivery zone, so the shop checks it before delivering.
     */
    addressChecked: z.boolean(),
  }),
  /**
   * The money rules (apps/api/src/modules/orders/order-money.ts), true after every event:
   * amountReceived = kept + refundDue + refunded; amountDue = totalAmount − kept while the order is not
   * cancelled (0 once it is); `status` is `paid` exactly when amountDue is 0 and the order is not cancelled.
   */
  payment: z.object({
    method: paymentMethodSchema,
    status: paymentStatusSchema,
    paidAt: isoDateSchema.nullable(),
    /** The transfer description that identifies a bank-transfer order; null for cash on delivery. */
    reference: z.string().nullable(),
    /** When an unpaid bank transfer is cancelled; null for cash on delivery. */
    expiresAt: isoDateSchema.nullable(),
    /** What the bank notified (or the admin recorded) so far. */
    amountReceived: z.number().int(),
    /** The part of amountReceived the shop keeps for this order: none once it is cancelled. */
    kept: z.number().int(),
    /** What the shop still has to collect (the balance after weighing above what was paid, say). */
    amountDue: z.number().int(),
    /** Money the shop owes back: a transfer after expiry, an overpayment, a lighter weighing. 0 when none. */
    refundDue: z.number().int(),
    /** Money an admin recorded as given back. */
    refunded: z.number().int(),
  }),
  /**
   * True while a weight line has not been weighed: `subtotal` and `totalAmount` are then estimates
   * (steps × step price) and become final when the packers record the weights.
   */
  estimated: z.boolean(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Order = z.infer<typeof orderSchema>;

/**
 * `name`, `nameEn`, `imageUrl`, `unit` and `priceEach` are what the shopper bought, as checkout saw it;
 * `product` is the product as it is now (null once deleted).
 */
export const orderLineSchema = z.object({
  _id: idSchema,
  product: z
    .object({ _id: idSchema, name: z.string(), nameEn: z.string().nullable(), imageUrl: z.string() })
    .nullable(),
  name: z.string(),
  nameEn: z.string().nullable(),
  imageUrl: z.string(),
  unit: productUnitSchema,
  quantity: z.number().int(),
  priceEach: z.number().int(),
  /** Weight lines once packed: what the scale said. Null for pieces and for weight lines not weighed yet. */
  pickedGrams: z.number().int().nullable(),
  /**
   * What the line costs: priceEach × quantity, or for a weighed line its weight at the checkout's price per kg.
   * A substituted line costs its substitute's amount; a removed line costs 0.
   */
  amount: z.number().int(),
  /** The shopper's choice at checkout should the product run short ("none" for orders placed before it). */
  substitution: substitutionPreferenceSchema.optional(),
  /** What the packers put in instead of the ordered product; null when the line went out as ordered. */
  substitute: lineSubstituteSchema.nullable().optional(),
  /** True when the packers took the line out (the product ran short and nothing replaced it). */
  removed: z.boolean().optional(),
  /** The batch the packed goods came from (`GET /trace/:code`); null until packed or for products without one. */
  batchCode: z.string().nullable().optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderDetailSchema = orderSchema.extend({ orderDetails: z.array(orderLineSchema) });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderEnvelopeSchema = envelope(orderSchema);
export const orderListEnvelopeSchema = envelope(z.array(orderSchema));
export const orderLinesEnvelopeSchema = envelope(z.array(orderLineSchema));
export const orderDetailEnvelopeSchema = envelope(orderDetailSchema);

/**
 * `q` finds an order by its code ("#C0044C5E": the id's last 8 characters, see the web's formatOrderId), its
 * transfer reference, the customer's name (case and accents ignored), email, or phone (the shipping phone or
 * the address-book one, typed "0912 345 678" or "+84912345678"). `deliveryDate` keeps the orders whose slot
 * starts on that day in Vietnam.
 */
export const adminOrderListQuerySchema = pageQuery(PAGE_SIZES.admin).extend({
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), orderStatusSchema.optional()),
  payment: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), paymentFilterSchema.optional()),
  q: optionalSearchText,
  deliveryDate: z.preprocess((v) => (v === '' ? undefined : v), calendarDaySchema.optional()),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;
export const adminOrderListSchema = listEnvelope(orderSchema);

/**
 * `PUT /orders/admin/orders/:id/status`. `cashCollected`, only with `delivered` on a cash-on-delivery order:
 * the cash the driver brought back, which must be what the order still has due (its final total when nothing
 * was paid before); the order is then delivered and paid in one step. 409 `cash_amount_mismatch` when the
 * amount due is not that (the total changed since the screen was read), 400 `cash_not_collectable` when the
 * order is not cash on delivery or the status is not `delivered`.
 */
export const orderStatusUpdateSchema = z.object({
  status: orderStatusSchema,
  cashCollected: z.number().int('mustBeInteger').min(1, 'tooSmall').max(1_000_000_000, 'tooBig').optional(),
});
export type OrderStatusUpdate = z.infer<typeof orderStatusUpdateSchema>;

/** `GET /orders/admin/orders/new-count`: orders placed since this admin last opened the orders list. */
export const newOrderCountSchema = z.object({ count: z.number().int(), since: isoDateSchema.nullable() });
export const newOrderCountEnvelopeSchema = envelope(newOrderCountSchema);

export const orderStatsSchema = z.object({
  totalOrders: z.number().int(),
  totalRevenue: z.number().int(),
  averageOrderValue: z.number().int(),
  /** totalRevenue split: orders paid (transfer confirmed, or cash recorded) and orders not paid yet. */
  paidRevenue: z.number().int(),
  unpaidRevenue: z.number().int(),
  /** What promotions took off the orders counted (totalRevenue is after it), and what points took off. */
  discountTotal: z.number().int(),
  pointsTotal: z.number().int(),
  statusStats: z.array(z.object({ _id: orderStatusSchema, count: z.number().int(), totalAmount: z.number().int() })),
  revenueByDay: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: z.number().int() })),
  topProducts: z.array(
    z.object({ _id: idSchema, name: z.string(), quantity: z.number().int(), revenue: z.number().int() }),
  ),
});
export type OrderStats = z.infer<typeof orderStatsSchema>;
export const orderStatsEnvelopeSchema = envelope(orderStatsSchema);

/**
 * `POST /orders/admin/orders/:id/weights`: what the packer's scale said for weight lines of an order that
 * is still `processing`; it answers the order detail. A line outside WEIGHT_TOLERANCE (weights.ts) is
 * refused with 409 `weight_outside_tolerance` unless `confirm` is true. Lines left out keep what they had;
 * recording again replaces the earlier weight.
 */
export const recordWeightsBodySchema = z.object({
  lines: z
    .array(
      z.object({
        lineId: idSchema,
        pickedGrams: z.number('required').int('mustBeInteger').min(1, 'tooSmall').max(1_000_000, 'tooBig'),
      }),
    )
    .min(1, 'required')
    .max(100, 'tooBig'),
  confirm: z.boolean().default(false),
});
export type RecordWeightsBody = z.infer<typeof recordWeightsBodySchema>;
