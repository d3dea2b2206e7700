import { sql } from 'drizzle-orm';
import {
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  SUBSTITUTION_PREFERENCES,
  type DeliveryAddress,
  type InvoiceBuyer,
  type ProductUnit,
} from '@veggie/contract';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { deliverySlots } from '../delivery/delivery.table';
import type { OrderDiscountSnapshot } from '../promotions/promotions.table';
import { products } from '../products/products.table';
import { users } from '../users/users.table';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Orders outlive the account that placed them (statistics, bookkeeping): the customer's name
    // and email are snapshots and the link is cleared when the user is deleted.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    status: text('status', { enum: ['processing', 'shipped', 'delivered', 'cancelled'] })
      .notNull()
      .default('processing'),
    /** subtotal − discountTotal + deliveryFee − pointsAmount, never below 0. */
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    /** The promotions the order holds, as they were at checkout (amounts follow weighing): see promotions. */
    discounts: jsonb('discounts').$type<OrderDiscountSnapshot[]>().notNull().default([]),
    discountTotal: bigint('discount_total', { mode: 'number' }).notNull().default(0),
    /** Points spent at checkout and what they took off; points earned once delivered and fully paid. */
    pointsUsed: integer('points_used').notNull().default(0),
    pointsAmount: bigint('points_amount', { mode: 'number' }).notNull().default(0),
    pointsEarned: integer('points_earned').notNull().default(0),
    /** The points rule in force at checkout (settings `points`): what the order earns, and for how long. */
    vndPerPoint: integer('vnd_per_point').notNull().default(10_000),
    pointsValidMonths: integer('points_valid_months').notNull().default(12),
    /** How many products (lines) the order holds, whatever their quantity or weight. */
    itemCount: integer('item_count').notNull(),
    /** Grams of the weight lines: as weighed, or as ordered until weighed; 0 for an order of pieces. */
    weightGrams: integer('weight_grams').notNull().default(0),
    shippingName: text('shipping_name').notNull(),
    shippingPhone: text('shipping_phone').notNull(),
    shippingAddress: text('shipping_address').notNull(),
    /** The booked window: the slot row (its count) while it exists, and the times as booked. */
    deliverySlotId: uuid('delivery_slot_id').references(() => deliverySlots.id, { onDelete: 'set null' }),
    slotStartsAt: timestamp('slot_starts_at', { withTimezone: true }),
    slotEndsAt: timestamp('slot_ends_at', { withTimezone: true }),
    /** The address-book entry as it was at checkout (phone in E.164); null for the profile's free text. */
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
    /** The address's ward, kept apart so a slot's packing list groups and sorts by it. */
    deliveryWardCode: text('delivery_ward_code'),
    deliveryNote: text('delivery_note').notNull().default(''),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('cod'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentReference: text('payment_reference').unique('orders_payment_reference_key'),
    /** A weight line is not weighed yet: subtotal and total are estimates until the packers record it. */
    estimated: boolean('estimated').notNull().default(false),
    /** When an unpaid bank transfer is cancelled (checkout time + PAYMENT_EXPIRY_MINUTES); null for cash. */
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    /** What the bank notified (or an admin recorded) for this order so far. */
    amountReceived: bigint('amount_received', { mode: 'number' }).notNull().default(0),
    /**
     * Money to give back and money given back (an admin's "mark refunded"). Both follow from the rest by the
     * money rules of order-money.ts: amountReceived = kept + refundDue + refunded.
     */
    refundDue: bigint('refund_due', { mode: 'number' }).notNull().default(0),
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    /** Who the e-invoice names, as given at checkout (modules/invoices); null: the person who ordered. */
    invoiceBuyer: jsonb('invoice_buyer').$type<InvoiceBuyer>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_delivery_slot_id_idx').on(t.deliverySlotId),
    // The expiry sweep's scan: only the transfers still waiting for their money.
    index('orders_unpaid_transfers_expiry_idx')
      .on(t.paymentExpiresAt)
      .where(sql`${t.paymentStatus} = 'unpaid' and ${t.paymentMethod} = 'bank_transfer'`),
    index('orders_refund_due_idx')
      .on(t.createdAt)
      .where(sql`${t.refundDue} > 0`),
    check(
      'orders_payment_amounts_check',
      sql`${t.amountReceived} >= 0 and ${t.refundDue} >= 0 and ${t.refunded} >= 0 and ${t.refundDue} + ${t.refunded} <= ${t.amountReceived}`,
    ),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('cod', 'bank_transfer')`),
    check('orders_payment_status_check', sql`${t.paymentStatus} in ('unpaid', 'paid', 'expired', 'refunded')`),
    check(
      'orders_amounts_check',
      sql`${t.totalAmount} = greatest(0, ${t.subtotal} - ${t.discountTotal} + ${t.deliveryFee} - ${t.pointsAmount}) and ${t.deliveryFee} >= 0 and ${t.discountTotal} >= 0 and ${t.pointsAmount} >= 0`,
    ),
    check('orders_status_check', sql`${t.status} in ('processing', 'shipped', 'delivered', 'cancelled')`),
    check('orders_total_amount_check', sql`${t.totalAmount} >= 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // Null once the product is deleted; names, image, unit and price below are the checkout snapshot.
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    imageUrl: text('image_url').notNull(),
    // Lines of orders placed before units existed bought the products' default unit (see products.table).
    unitKind: text('unit_kind', { enum: ['piece', 'weight'] })
      .notNull()
      .default('piece'),
    unitLabel: text('unit_label').notNull().default('phần'),
    unitLabelEn: text('unit_label_en').default('portion'),
    quantity: integer('quantity').notNull(),
    /** The product's category at checkout: which promotions the line counted for, again at weighing. */
    categoryId: uuid('category_id'),
    priceEach: integer('price_each').notNull(),
    // Weight lines (null for pieces): the step and the price per kg (the sale one if on sale) at checkout,
    // and what the scale said at packing. The line then costs amountForGrams(pricePerKg, pickedGrams).
    stepGrams: integer('step_grams'),
    pricePerKg: integer('price_per_kg'),
    pickedGrams: integer('picked_grams'),
    /** The VAT rate (percent) the line was sold at; null for lines sold before rates were stored. */
    vatRate: integer('vat_rate'),
    /** What the shopper allowed at checkout should the product run short (lines before it: none). */
    substitution: text('substitution', { enum: SUBSTITUTION_PREFERENCES }).notNull().default('none'),
    /** The packers took the line out: it costs nothing and holds no stock. */
    removed: boolean('removed').notNull().default(false),
    // What the packers put in instead (all null while the line goes out as ordered): the product's id, kept
    // as a snapshot like its name (no reference: the wire names it after the product is deleted, and the
    // stock of a deleted product moves nowhere), its unit, the sale units and the stock they took (pieces or
    // grams), and what the shopper pays for them (the contract's substituteAmount).
    substituteProductId: uuid('substitute_product_id'),
    substituteName: text('substitute_name'),
    substituteNameEn: text('substitute_name_en'),
    substituteUnit: jsonb('substitute_unit').$type<ProductUnit>(),
    substituteQuantity: integer('substitute_quantity'),
    substituteStock: integer('substitute_stock'),
    substituteAmount: integer('substitute_amount'),
  },
  (t) => [
    index('order_lines_order_id_idx').on(t.orderId),
    index('order_lines_product_id_idx').on(t.productId),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
    check('order_lines_unit_kind_check', sql`${t.unitKind} in ('piece', 'weight')`),
    check('order_lines_picked_grams_check', sql`${t.pickedGrams} is null or ${t.pickedGrams} > 0`),
    check('order_lines_substitution_check', sql`${t.substitution} in ('similar', 'none')`),
    // A substitute is whole or absent, and a line taken out holds none.
    check(
      'order_lines_substitute_check',
      sql`(${t.substituteProductId} is null) = (${t.substituteName} is null)
        and (${t.substituteProductId} is null) = (${t.substituteUnit} is null)
        and (${t.substituteProductId} is null) = (${t.substituteQuantity} is null)
        and (${t.substituteProductId} is null) = (${t.substituteStock} is null)
        and (${t.substituteProductId} is null) = (${t.substituteAmount} is null)
        and (${t.substituteQuantity} is null or ${t.substituteQuantity} > 0)
        and (${t.substituteAmount} is null or ${t.substituteAmount} >= 0)
        and not (${t.removed} and ${t.substituteProductId} is not null)`,
    ),
  ],
);

/** A retried checkout with the same Idempotency-Key returns the order the first attempt created. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** When each admin last opened the orders list: the sidebar counts the orders placed since then. */
export const adminOrderViews = pgTable('admin_order_views', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
