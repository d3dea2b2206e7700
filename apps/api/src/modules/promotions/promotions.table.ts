import { sql } from 'drizzle-orm';
import { PAYMENT_METHODS, POINTS_REASONS, PROMOTION_KINDS } from '@veggie/contract';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * A promotion: automatic (no code) or a voucher code, and its rules (CONTRACT.md "Promotions and points").
 * `uses` counts the live orders holding it: checkout raises it with one conditional UPDATE (`uses <
 * total_limit`), so concurrent checkouts never pass the limit; a cancelled order gives its use back.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Capitals (codes compare case-insensitively); null for an automatic promotion. */
    code: text('code'),
    title: text('title').notNull(),
    titleEn: text('title_en').notNull(),
    kind: text('kind', { enum: PROMOTION_KINDS }).notNull(),
    value: integer('value').notNull(),
    maxDiscount: integer('max_discount'),
    minSubtotal: bigint('min_subtotal', { mode: 'number' }).notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    excludedCategoryIds: uuid('excluded_category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    paymentMethods: text('payment_methods', { enum: PAYMENT_METHODS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    perCustomerLimit: integer('per_customer_limit'),
    totalLimit: integer('total_limit'),
    public: boolean('public').notNull().default(true),
    active: boolean('active').notNull().default(true),
    combinable: boolean('combinable').notNull().default(true),
    uses: integer('uses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotions_code_key').on(t.code),
    index('promotions_window_idx').on(t.endsAt, t.startsAt),
    check('promotions_kind_check', sql`${t.kind} in ('percent', 'amount', 'free_delivery')`),
    check('promotions_uses_check', sql`${t.uses} >= 0`),
    check('promotions_window_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * One order's use of one promotion: who used it (the account and every phone number it had then, E.164, so a
 * second account with the same phone counts against the per-shopper limit), what it took off and the order's
 * total (the admin's "discount given" and "revenue"). `releasedAt` is set when the order is cancelled. The
 * order is named by id only (orders build on this module, not the other way round).
 */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    phones: text('phones')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    orderTotal: bigint('order_total', { mode: 'number' }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotion_uses_promotion_order_key').on(t.promotionId, t.orderId),
    index('promotion_uses_order_idx').on(t.orderId),
    index('promotion_uses_user_idx').on(t.promotionId, t.userId),
    index('promotion_uses_phones_idx').using('gin', t.phones),
  ],
);

/**
 * The points ledger: one row per movement (positive earned or returned, negative spent, expired or revoked).
 * A row that adds points holds `remaining` (what is left of it, spent oldest-expiring first) and `expiresAt`.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason', { enum: POINTS_REASONS }).notNull(),
    orderId: uuid('order_id'),
    remaining: integer('remaining').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('points_ledger_user_idx').on(t.userId, t.at),
    index('points_ledger_open_idx')
      .on(t.userId, t.expiresAt)
      .where(sql`${t.remaining} > 0`),
    // An order earns once, whatever its status does later.
    uniqueIndex('points_ledger_earned_once_key')
      .on(t.orderId)
      .where(sql`${t.reason} = 'earned'`),
    check('points_ledger_remaining_check', sql`${t.remaining} >= 0 and ${t.remaining} <= greatest(${t.points}, 0)`),
    check('points_ledger_reason_check', sql`${t.reason} in ('earned', 'spent', 'expired', 'revoked', 'returned')`),
  ],
);

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotion = typeof promotions.$inferInsert;
export type PromotionUseRow = typeof promotionUses.$inferSelect;
export type PointsLedgerRow = typeof pointsLedger.$inferSelect;

/**
 * What an order keeps of each promotion it holds (orders.discounts): the rule, so weighing can recompute the
 * amount on the final lines and a refund can give back each line's share, and the titles shown with it.
 */
export interface OrderDiscountSnapshot {
  promotionId: string;
  code: string | null;
  title: string;
  titleEn: string;
  kind: (typeof PROMOTION_KINDS)[number];
  value: number;
  maxDiscount: number | null;
  categoryIds: string[];
  excludedCategoryIds: string[];
  amount: number;
}
