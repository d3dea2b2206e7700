import { z } from 'zod';
import { envelope, idSchema, isoDateSchema, listEnvelope, pageQuery } from './common';
import { PAGE_SIZES } from './limits';
import { cartEntrySchema } from './cart';
import { createOrderFieldsSchema, orderDiscountSchema, paymentMethodSchema } from './orders';
import { visibleText } from './text';

/*
 * Promotions and points (CONTRACT.md, "Promotions and points"). Amounts are integer VND; times are
 * instants (ISO-8601), entered and shown in Vietnam time.
 */

export const PROMOTION_KINDS = ['percent', 'amount', 'free_delivery'] as const;
export const promotionKindSchema = z.enum(PROMOTION_KINDS);
export type PromotionKind = z.infer<typeof promotionKindSchema>;

/** A voucher code as shoppers type it: compared case-insensitively, stored in capitals. */
export const VOUCHER_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;
export const voucherCodeSchema = z
  .string('required')
  .trim()
  .toUpperCase()
  .regex(VOUCHER_CODE_PATTERN, 'invalidVoucherCode');

/** What a shopper may see of a promotion: the voucher wallet and the home banners. */
export const promotionSchema = z.object({
  _id: idSchema,
  /** Null: applies by itself to every order that qualifies. */
  code: z.string().nullable(),
  /** Vietnamese title ("Giảm 10% rau củ"); `titleEn` the English one. */
  title: z.string(),
  titleEn: z.string(),
  kind: promotionKindSchema,
  /** percent: 1–100; amount: VND off; free_delivery: 0. */
  value: z.number().int(),
  /** percent only: the most it takes off, in VND; null: no cap. */
  maxDiscount: z.number().int().nullable(),
  /** The smallest subtotal, counted over the lines the promotion applies to (excluded categories left out). */
  minSubtotal: z.number().int(),
  startsAt: isoDateSchema,
  endsAt: isoDateSchema,
  /** Empty: every category. A line counts when its product's category is listed and not excluded. */
  categoryIds: z.array(idSchema),
  excludedCategoryIds: z.array(idSchema),
  /** Empty: every payment method. */
  paymentMethods: z.array(paymentMethodSchema),
  firstOrderOnly: z.boolean(),
  /** Uses per shopper (an account, and any account with the same phone number); null: no limit. */
  perCustomerLimit: z.number().int().nullable(),
  /** Uses across all shoppers; null: no limit. Concurrent checkouts never pass it. */
  totalLimit: z.number().int().nullable(),
  /** Listed in `GET /promotions` (the shopper's voucher list); a private code works only when typed. */
  public: z.boolean(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionListEnvelopeSchema = envelope(z.array(promotionSchema));

/** The admin's view: the promotion plus its state and what it did. */
export const adminPromotionSchema = promotionSchema.extend({
  /** False while an admin has paused it: it then applies to nothing, whatever its window. */
  active: z.boolean(),
  /** An automatic promotion combines with the order's voucher code unless this is false. */
  combinable: z.boolean(),
  /** Orders that used it (cancelled orders give their use back). */
  uses: z.number().int(),
  /** The VND it took off those orders. */
  discountGiven: z.number().int(),
  /** The totals those orders paid (after every discount). */
  revenue: z.number().int(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

const title = visibleText(z.string('required').trim().min(1, 'required').max(120, 'tooLong'));
const vnd = (max: number) => z.number('required').int('mustBeInteger').min(0, 'tooSmall').max(max, 'tooBig');
const instant = z.iso.datetime({ offset: true, error: 'invalidDate' });

/** `POST /admin/promotions` and `PUT /admin/promotions/:id` (the whole promotion each time). */
export const promotionInputSchema = z
  .object({
    code: voucherCodeSchema.nullable().default(null),
    title,
    titleEn: title,
    kind: promotionKindSchema,
    value: vnd(100_000_000),
    maxDiscount: vnd(100_000_000).nullable().default(null),
    minSubtotal: vnd(1_000_000_000).default(0),
    startsAt: instant,
    endsAt: instant,
    categoryIds: z.array(idSchema).max(100, 'tooBig').default([]),
    excludedCategoryIds: z.array(idSchema).max(100, 'tooBig').default([]),
    paymentMethods: z.array(paymentMethodSchema).default([]),
    firstOrderOnly: z.boolean().default(false),
    perCustomerLimit: z.number().int('mustBeInteger').min(1, 'tooSmall').max(1000, 'tooBig').nullable().default(null),
    totalLimit: z.number().int('mustBeInteger').min(1, 'tooSmall').max(10_000_000, 'tooBig').nullable().default(null),
    public: z.boolean().default(true),
    active: z.boolean().default(true),
    combinable: z.boolean().default(true),
  })
  .refine((p) => p.kind !== 'percent' || (p.value >= 1 && p.value <= 100), {
    message: 'invalidPercent',
    path: ['value'],
  })
  .refine((p) => p.kind !== 'amount' || p.value >= 1, { message: 'tooSmall', path: ['value'] })
  .refine((p) => new Date(p.endsAt) > new Date(p.startsAt), { message: 'endsBeforeStart', path: ['endsAt'] });
export type PromotionInput = z.infer<typeof promotionInputSchema>;

/** `PATCH /admin/promotions/:id/active`: pause or resume. */
export const promotionActiveSchema = z.object({ active: z.boolean('required') });

export const adminPromotionListQuerySchema = pageQuery(PAGE_SIZES.admin).extend({
  /** current: in its window and active; scheduled: starts later; ended: over or paused. */
  state: z.enum(['current', 'scheduled', 'ended']).optional(),
});
export const adminPromotionEnvelopeSchema = envelope(adminPromotionSchema);
export const adminPromotionListSchema = listEnvelope(adminPromotionSchema);

/** The voucher-related refusals: 400 on `POST /orders`, `voucher.refusal` on a quote. */
export const VOUCHER_REFUSALS = [
  'voucher_not_found',
  'voucher_not_started',
  'voucher_expired',
  'voucher_min_subtotal',
  'voucher_not_applicable',
  'voucher_payment_method',
  'voucher_first_order_only',
  'voucher_limit_reached',
  'voucher_used_up',
] as const;
export const voucherRefusalSchema = z.enum(VOUCHER_REFUSALS);
export type VoucherRefusal = z.infer<typeof voucherRefusalSchema>;

/** `POST /orders/quote` takes the `POST /orders` body, `voucherCode` and `usePoints` included. */
export const quoteBodySchema = createOrderFieldsSchema.optional();

export const orderQuoteSchema = z.object({
  subtotal: z.number().int(),
  discounts: z.array(orderDiscountSchema),
  deliveryFee: z.number().int(),
  pointsUsed: z.number().int(),
  /** What the points used take off, in VND. */
  pointsAmount: z.number().int(),
  /** subtotal − Σ discounts + deliveryFee − pointsAmount, never below 0. */
  totalAmount: z.number().int(),
  /** The code asked for and what became of it; null when none was sent. */
  voucher: z
    .object({
      code: z.string(),
      accepted: z.boolean(),
      refusal: voucherRefusalSchema.optional(),
      /** The refusal as a sentence in the caller's language. */
      message: z.string().optional(),
    })
    .nullable(),
  /** The most points this order could use now (balance and the half-of-subtotal cap). */
  pointsAvailable: z.number().int(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;
export const orderQuoteEnvelopeSchema = envelope(orderQuoteSchema);

export const POINTS_REASONS = ['earned', 'spent', 'expired', 'revoked', 'returned'] as const;
/**
 * earned: a delivered, fully paid order; spent: used at checkout; expired: 12 months after earning;
 * revoked: the earning order was refunded; returned: the spending order was cancelled.
 */
export const pointsReasonSchema = z.enum(POINTS_REASONS);

/** `GET /auth/points`. */
export const pointsSchema = z.object({
  balance: z.number().int(),
  history: z.array(
    z.object({
      /** Positive when earned or given back, negative when spent, expired or revoked. */
      points: z.number().int(),
      reason: pointsReasonSchema,
      orderId: idSchema.nullable(),
      at: isoDateSchema,
      /** For earned points: when what is left of them expires. */
      expiresAt: isoDateSchema.nullable(),
    }),
  ),
});
export type Points = z.infer<typeof pointsSchema>;
export const pointsEnvelopeSchema = envelope(pointsSchema);

/** `POST /orders/:id/reorder`: the cart after adding what is still sold, and what could not be added. */
export const reorderResultSchema = z.object({
  cart: z.array(cartEntrySchema),
  skipped: z.array(
    z.object({
      productId: idSchema.nullable(),
      name: z.string(),
      /** not_sold: deleted or hidden; out_of_stock: none left; reduced: fewer than ordered were added. */
      reason: z.enum(['not_sold', 'out_of_stock', 'reduced']),
      added: z.number().int(),
    }),
  ),
});
export type ReorderResult = z.infer<typeof reorderResultSchema>;
export const reorderResultEnvelopeSchema = envelope(reorderResultSchema);

/*
 * The pricing rules of promotions and points, shared by the server (checkout, quote, weighing) and the web.
 * Every amount is an integer VND; every function is pure.
 */

/** What the rules need of a promotion (a stored promotion, or the snapshot an order keeps of it). */
export interface PromotionRule {
  id: string;
  code: string | null;
  kind: PromotionKind;
  value: number;
  maxDiscount: number | null;
  categoryIds: readonly string[];
  excludedCategoryIds: readonly string[];
  combinable: boolean;
}

/** An order line as the rules see it: its product's category and what it costs (as weighed, once weighed). */
export interface PricedLine {
  categoryId: string | null;
  amount: number;
}

/** Whether a promotion counts a line: its category listed (or none listed) and not excluded. */
export function appliesToLine(rule: Pick<PromotionRule, 'categoryIds' | 'excludedCategoryIds'>, line: PricedLine) {
  if (line.categoryId !== null && rule.excludedCategoryIds.includes(line.categoryId)) return false;
  return rule.categoryIds.length === 0 || (line.categoryId !== null && rule.categoryIds.includes(line.categoryId));
}

/** The subtotal a promotion counts: the lines it applies to (its minimum is judged on this). */
export function eligibleSubtotal(rule: PromotionRule, lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + (appliesToLine(rule, line) ? line.amount : 0), 0);
}

/**
 * The discount of one promotion on `eligible` VND of lines and a delivery fee: a percent rounds down and stops
 * at its cap, an amount never exceeds what it applies to, free delivery is the fee.
 */
export function discountOf(rule: Pick<PromotionRule, 'kind' | 'value' | 'maxDiscount'>, eligible: number, fee: number) {
  if (rule.kind === 'free_delivery') return Math.max(0, fee);
  const base = Math.max(0, eligible);
  if (rule.kind === 'amount') return Math.min(rule.value, base);
  const percent = Math.floor((base * Math.min(Math.max(rule.value, 0), 100)) / 100);
  return rule.maxDiscount === null ? percent : Math.min(percent, rule.maxDiscount);
}

/**
 * Which promotions an order gets: the automatic ones that qualify plus at most one code. A code combines with
 * the automatic ones unless it or they say otherwise (`combinable: false`): a code that does not combine
 * stands alone, and an automatic one that does not is left out when a code is used.
 */
export function combinePromotions<T extends Pick<PromotionRule, 'combinable'>>(automatic: T[], code: T | null): T[] {
  if (code === null) return automatic;
  if (!code.combinable) return [code];
  return [...automatic.filter((p) => p.combinable), code];
}

/**
 * The one rounding rule for splitting `amount` over lines in proportion to `weights` (largest remainder):
 * integer shares that add up to `amount`, each at most its weight when `amount` ≤ Σ weights. Ties go to the
 * earlier line.
 */
export function splitByLargestRemainder(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
  if (total === 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (Math.max(0, w) * amount) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, s) => sum + s, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** One promotion's part of an order: its amount and each line's share of it (0 for free delivery). */
export interface AppliedDiscount<T extends PromotionRule = PromotionRule> {
  rule: T;
  amount: number;
  lineShares: number[];
}

/**
 * The discounts of an order, in a fixed order: percents, then amounts, each on what the lines still cost after
 * the ones before (so stacked discounts never make a line negative), then free delivery on the fee (once). Run
 * again on the weighed lines at packing, a percent follows the final amounts and an amount shrinks when the
 * lines it applies to came out lighter than it.
 */
export function applyPromotions<T extends PromotionRule>(
  rules: readonly T[],
  lines: readonly PricedLine[],
  fee: number,
): AppliedDiscount<T>[] {
  const left = lines.map((line) => Math.max(0, line.amount));
  const rank = { percent: 0, amount: 1, free_delivery: 2 } as const;
  const ordered = [...rules].sort((a, b) => rank[a.kind] - rank[b.kind]);
  let feeLeft = Math.max(0, fee);
  return ordered.map((rule) => {
    if (rule.kind === 'free_delivery') {
      // The fee is waived once, whatever number of promotions waive it.
      const amount = discountOf(rule, 0, feeLeft);
      feeLeft -= amount;
      return { rule, amount, lineShares: lines.map(() => 0) };
    }
    const weights = lines.map((line, i) => (appliesToLine(rule, line) ? (left[i] ?? 0) : 0));
    const amount = discountOf(
      rule,
      weights.reduce((sum, w) => sum + w, 0),
      fee,
    );
    const lineShares = splitByLargestRemainder(amount, weights);
    lineShares.forEach((share, i) => (left[i] = (left[i] ?? 0) - share));
    return { rule, amount, lineShares };
  });
}

/** subtotal − discounts + fee − points, never below 0 (the order's total and the quote's). */
export function orderTotal(parts: {
  subtotal: number;
  discountTotal: number;
  deliveryFee: number;
  pointsAmount: number;
}) {
  return Math.max(0, parts.subtotal - parts.discountTotal + parts.deliveryFee - parts.pointsAmount);
}

/**
 * The points an order may spend: what was asked, within the balance and the cap (maxSharePercent of the
 * subtotal after the line discounts; the delivery fee is not paid with points). Never below 0.
 */
export function pointsToSpend(input: {
  wanted: number;
  balance: number;
  subtotalAfterDiscounts: number;
  pointValue: number;
  maxSharePercent: number;
}): { points: number; amount: number; max: number } {
  const capAmount = Math.floor((Math.max(0, input.subtotalAfterDiscounts) * input.maxSharePercent) / 100);
  const max = Math.max(0, Math.min(input.balance, Math.floor(capAmount / Math.max(1, input.pointValue))));
  const points = Math.max(0, Math.min(input.wanted, max));
  return { points, amount: points * input.pointValue, max };
}

/** Points a delivered, fully paid order earns: one per `vndPerPoint` of its total. */
export function pointsEarnedFor(totalAmount: number, vndPerPoint: number): number {
  return Math.max(0, Math.floor(totalAmount / Math.max(1, vndPerPoint)));
}

/**
 * What refunding some lines gives back: each line's amount less its share of every discount, never more than
 * the order's total (what was paid, points and fee aside).
 */
export function refundOfLines(
  lines: readonly PricedLine[],
  discounts: readonly Pick<AppliedDiscount, 'lineShares'>[],
  refunded: readonly number[],
  totalAmount: number,
): number {
  const owed = [...new Set(refunded)].reduce((sum, i) => {
    const share = discounts.reduce((s, d) => s + (d.lineShares[i] ?? 0), 0);
    return sum + Math.max(0, (lines[i]?.amount ?? 0) - share);
  }, 0);
  return Math.min(owed, Math.max(0, totalAmount));
}

/** Whether `now` lies in a promotion's window: from its start (included) to its end (excluded). */
export function promotionWindowRefusal(
  window: { startsAt: Date; endsAt: Date },
  now: Date,
): 'voucher_not_started' | 'voucher_expired' | null {
  if (now.getTime() < window.startsAt.getTime()) return 'voucher_not_started';
  if (now.getTime() >= window.endsAt.getTime()) return 'voucher_expired';
  return null;
}
