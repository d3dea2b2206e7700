import {
  applyPromotions,
  combinePromotions,
  eligibleSubtotal,
  formatShopDate,
  formatVnd,
  orderTotal,
  paginate,
  parseVietnamesePhone,
  pointsToSpend,
  promotionWindowRefusal,
  toShopIso,
  translate,
  type adminPromotionListQuerySchema,
  type AppliedDiscount,
  type Language,
  type MessageKey,
  type MessageParams,
  type PaymentMethod,
  type PricedLine,
  type PromotionInput,
  type PromotionRule,
  type ShopSettings,
  type VoucherRefusal,
} from '@veggie/contract';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock';
import { dateOf } from '../../lib/clock';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { addressPhonesOf } from '../addresses/addresses.service';
import { changedFields, recordAudit, type AuditActor } from '../audit/audit.service';
import { expireAndBalance, spendableBalance, spendPoints } from './points.service';
import { toAdminPromotion, toLocalisedPromotion } from './promotions.mapper';
import * as repo from './promotions.repository';
import type { OrderDiscountSnapshot, PromotionRow } from './promotions.table';

export type { OrderDiscountSnapshot } from './promotions.table';
export { toOrderDiscount } from './promotions.mapper';

const promotionNotFound = () => notFound('promotionNotFound');

// ---------------------------------------------------------------- the shopper's list

/** `GET /promotions`: the public promotions active now, titles in the caller's language. */
export async function listPublicPromotions(db: Db, now: Date, lang: Language) {
  return (await repo.listCurrentPromotions(db, now, 'public')).map((row) => toLocalisedPromotion(row, lang));
}

// ---------------------------------------------------------------- admin

interface AdminContext {
  db: Db;
  clock: Clock;
}

async function withUsage(db: Db | Tx, rows: PromotionRow[]) {
  const usage = await repo.usageOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toAdminPromotion(row, usage.get(row.id)));
}

export async function listAdminPromotions(
  { db, clock }: AdminContext,
  query: z.output<typeof adminPromotionListQuerySchema>,
) {
  const { rows, total } = await repo.listPromotionsPage(db, query.state, dateOf(clock), query);
  const data = await withUsage(db, rows);
  return { data, count: data.length, pagination: paginate(query.page, query.limit, total) };
}

export async function getAdminPromotion(db: Db, id: string) {
  const row = isUuid(id) ? await repo.findPromotion(db, id) : undefined;
  if (!row) throw promotionNotFound();
  const [promotion] = await withUsage(db, [row]);
  return promotion!;
}

const codeTaken = () => conflict('promotionCodeTaken', {}, [{ field: 'code', key: 'promotionCodeTaken' }]);

function promotionValues(input: PromotionInput) {
  return {
    code: input.code,
    title: input.title,
    titleEn: input.titleEn,
    kind: input.kind,
    value: input.kind === 'free_delivery' ? 0 : input.value,
    maxDiscount: input.kind === 'percent' ? input.maxDiscount : null,
    minSubtotal: input.minSubtotal,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    categoryIds: [...new Set(input.categoryIds.map((id) => id.toLowerCase()))],
    excludedCategoryIds: [...new Set(input.excludedCategoryIds.map((id) => id.toLowerCase()))],
    paymentMethods: [...new Set(input.paymentMethods)],
    firstOrderOnly: input.firstOrderOnly,
    perCustomerLimit: input.perCustomerLimit,
    totalLimit: input.totalLimit,
    public: input.public,
    active: input.active,
    combinable: input.combinable,
  };
}

/** Category ids must be uuids (the column's type): anything else is a 400 naming the field. */
function checkIds(input: PromotionInput) {
  for (const field of ['categoryIds', 'excludedCategoryIds'] as const) {
    const index = input[field].findIndex((id) => !isUuid(id));
    if (index >= 0)
      throw badRequest('validationFailed', undefined, [{ field: `${field}.${index}`, key: 'invalidOption' }]);
  }
}

async function uniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

export async function createPromotion({ db, clock }: AdminContext, actor: AuditActor, input: PromotionInput) {
  checkIds(input);
  return uniqueCode(() =>
    db.transaction(async (tx) => {
      const now = dateOf(clock);
      const row = await repo.insertPromotion(tx, { ...promotionValues(input), createdAt: now, updatedAt: now });
      await recordAudit(tx, {
        actor,
        action: 'promotion.created',
        entity: { type: 'promotion', id: row.id },
        details: { name: row.code ?? row.title },
      });
      return toAdminPromotion(row, undefined);
    }),
  );
}

type PromotionValues = ReturnType<typeof promotionValues>;
/** What an audit entry compares: each value as one text (times as instants). */
const snapshotOf = (values: PromotionValues) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      JSON.stringify(value instanceof Date ? value.getTime() : value),
    ]),
  ) as Record<keyof PromotionValues, string>;

export async function updatePromotion(
  { db, clock }: AdminContext,
  actor: AuditActor,
  id: string,
  input: PromotionInput,
) {
  checkIds(input);
  if (!isUuid(id)) throw promotionNotFound();
  return uniqueCode(() =>
    db.transaction(async (tx) => {
      const before = await repo.lockPromotion(tx, id);
      if (!before) throw promotionNotFound();
      const values = promotionValues(input);
      const fields = changedFields(
        snapshotOf(promotionValues(rowAsInput(before))),
        snapshotOf(values),
        Object.keys(values) as (keyof PromotionValues)[],
      );
      const row = (await repo.updatePromotion(tx, id, { ...values, updatedAt: dateOf(clock) }))!;
      if (fields.length) {
        await recordAudit(tx, {
          actor,
          action: 'promotion.updated',
          entity: { type: 'promotion', id },
          details: { name: row.code ?? row.title, fields },
        });
      }
      const [promotion] = await withUsage(tx, [row]);
      return promotion!;
    }),
  );
}

function rowAsInput(row: PromotionRow): PromotionInput {
  return { ...row, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() };
}

/** `PATCH .../:id/active`: pause or resume, audited as an update of `active`. */
export async function setPromotionActive({ db, clock }: AdminContext, actor: AuditActor, id: string, active: boolean) {
  if (!isUuid(id)) throw promotionNotFound();
  return db.transaction(async (tx) => {
    const before = await repo.lockPromotion(tx, id);
    if (!before) throw promotionNotFound();
    const row = (await repo.updatePromotion(tx, id, { active, updatedAt: dateOf(clock) }))!;
    if (before.active !== active) {
      await recordAudit(tx, {
        actor,
        action: 'promotion.updated',
        entity: { type: 'promotion', id },
        details: { name: row.code ?? row.title, fields: ['active'], from: String(before.active), to: String(active) },
      });
    }
    const [promotion] = await withUsage(tx, [row]);
    return promotion!;
  });
}

/** Deletes a promotion no order ever used (409 `promotion_in_use` otherwise: pause it instead). */
export async function deletePromotion({ db }: AdminContext, actor: AuditActor, id: string) {
  if (!isUuid(id)) throw promotionNotFound();
  await db.transaction(async (tx) => {
    const row = await repo.lockPromotion(tx, id);
    if (!row) throw promotionNotFound();
    if (await repo.everUsed(tx, id)) throw conflict('promotionInUse');
    await repo.deletePromotion(tx, id);
    await recordAudit(tx, {
      actor,
      action: 'promotion.deleted',
      entity: { type: 'promotion', id },
      details: { name: row.code ?? row.title },
    });
  });
}

// ---------------------------------------------------------------- pricing an order

type Rule = PromotionRule & { row: PromotionRow };
const ruleOf = (row: PromotionRow): Rule => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.value,
  maxDiscount: row.maxDiscount,
  categoryIds: row.categoryIds,
  excludedCategoryIds: row.excludedCategoryIds,
  combinable: row.combinable,
  row,
});

export interface PricingRequest {
  userId: string;
  /** The order's lines in a fixed order (the order_lines are inserted in it): category and amount. */
  lines: PricedLine[];
  fee: number;
  paymentMethod: PaymentMethod;
  voucherCode?: string;
  usePoints?: number;
  /** Whether the shopper has an order that is not cancelled (first-order-only promotions). */
  hasEarlierOrders: boolean;
  points: ShopSettings['points'];
  now: Date;
  lang: Language;
}

export interface Pricing {
  subtotal: number;
  applied: AppliedDiscount<Rule>[];
  discountTotal: number;
  pointsUsed: number;
  pointsAmount: number;
  /** What the balance and the cap allow (a quote shows it); 0 at a checkout that asked for no points. */
  pointsAvailable: number;
  totalAmount: number;
  voucher: { code: string; accepted: boolean; refusal?: VoucherRefusal; message?: string } | null;
  /** The refusal as the error checkout throws. */
  refusal: { key: MessageKey; params: MessageParams } | null;
  phones: string[];
}

const REFUSAL_KEYS: Record<VoucherRefusal, MessageKey> = {
  voucher_not_found: 'voucherNotFound',
  voucher_not_started: 'voucherNotStarted',
  voucher_expired: 'voucherExpired',
  voucher_min_subtotal: 'voucherMinSubtotal',
  voucher_not_applicable: 'voucherNotApplicable',
  voucher_payment_method: 'voucherPaymentMethod',
  voucher_first_order_only: 'voucherFirstOrderOnly',
  voucher_limit_reached: 'voucherLimitReached',
  voucher_used_up: 'voucherUsedUp',
};

const PAYMENT_METHOD_KEYS: Record<PaymentMethod, MessageKey> = {
  cod: 'paymentMethodCod',
  bank_transfer: 'paymentMethodBankTransfer',
};

/** The phones a shopper is known by, E.164: the profile's (when it parses) and the address book's. */
async function phonesOf(db: Db | Tx, userId: string, profilePhone: string): Promise<string[]> {
  const profile = parseVietnamesePhone(profilePhone)?.e164;
  return [...new Set([...(profile ? [profile] : []), ...(await addressPhonesOf(db, userId))])].sort();
}

type Judged = { refusal: VoucherRefusal; params?: MessageParams } | null;

/**
 * Why a promotion does not apply to this order, or null; the use counts are read, not taken (checkout
 * takes the total use afterwards with a conditional UPDATE, which has the last word).
 */
async function judge(db: Db | Tx, row: PromotionRow, req: PricingRequest, phones: string[]): Promise<Judged> {
  if (!row.active) return { refusal: 'voucher_expired' };
  const window = promotionWindowRefusal(row, req.now);
  if (window === 'voucher_not_started') {
    return { refusal: window, params: { date: formatShopDate(toShopIso(row.startsAt), req.lang, 'long') } };
  }
  if (window) return { refusal: window };
  const eligible = eligibleSubtotal(ruleOf(row), req.lines);
  if (eligible === 0) return { refusal: 'voucher_not_applicable' };
  if (eligible < row.minSubtotal) {
    return {
      refusal: 'voucher_min_subtotal',
      params: {
        minSubtotal: formatVnd(row.minSubtotal, req.lang),
        missing: formatVnd(row.minSubtotal - eligible, req.lang),
      },
    };
  }
  if (row.paymentMethods.length && !row.paymentMethods.includes(req.paymentMethod)) {
    const methods = row.paymentMethods.map((m) => translate(PAYMENT_METHOD_KEYS[m], req.lang)).join(', ');
    return { refusal: 'voucher_payment_method', params: { methods } };
  }
  if (row.firstOrderOnly && req.hasEarlierOrders) return { refusal: 'voucher_first_order_only' };
  if (
    row.perCustomerLimit !== null &&
    (await repo.usesByShopper(db, row.id, req.userId, phones)) >= row.perCustomerLimit
  ) {
    return { refusal: 'voucher_limit_reached' };
  }
  if (row.totalLimit !== null && row.uses >= row.totalLimit) return { refusal: 'voucher_used_up' };
  return null;
}

/**
 * What an order costs with its promotions and points: the automatic promotions that qualify, the code asked
 * for (or why it was refused), the points the balance and the cap allow. With `tx` (checkout) the shopper's
 * phones are locked first, the uses are taken (a promotion used up meanwhile is refused as `voucher_used_up`,
 * or an automatic one left out) and expired points are written; without it (a quote) nothing changes.
 */
export async function priceOrder(
  db: Db | Tx,
  req: PricingRequest & { profilePhone: string },
  checkout?: { tx: Tx },
): Promise<Pricing> {
  const code = req.voucherCode?.trim().toUpperCase() ?? '';
  const { voucher: voucherRow, automatic: automaticRows } = await repo.promotionsForOrder(db, req.now, code);
  // The phones serve only a promotion (its per-shopper limit, the uses recorded): none found, none read.
  const phones = voucherRow || automaticRows.length ? await phonesOf(db, req.userId, req.profilePhone) : [];
  // Only a per-shopper limit needs the phones' locks: checkouts of one phone then run one after the other.
  const limited = [voucherRow, ...automaticRows].some((row) => row && row.perCustomerLimit !== null);
  if (checkout && limited) await repo.lockPhones(checkout.tx, phones);
  let judged: Judged = null;
  if (code) judged = voucherRow ? await judge(db, voucherRow, req, phones) : { refusal: 'voucher_not_found' };
  const automatic: Rule[] = [];
  for (const row of automaticRows) {
    if ((await judge(db, row, req, phones)) === null) automatic.push(ruleOf(row));
  }
  let voucherRule: Rule | null = voucherRow && !judged ? ruleOf(voucherRow) : null;
  if (checkout) {
    if (voucherRule && !(await repo.takeUse(checkout.tx, voucherRule.id))) {
      judged = { refusal: 'voucher_used_up' };
      voucherRule = null;
    }
  }
  const chosen = combinePromotions(automatic, voucherRule);
  const fee = req.fee;
  let applied = applyPromotions(chosen, req.lines, fee).filter((d) => d.amount > 0 || d.rule === voucherRule);
  if (checkout) {
    const kept: typeof applied = [];
    for (const d of applied) {
      if (d.rule === voucherRule || (await repo.takeUse(checkout.tx, d.rule.id))) kept.push(d);
    }
    if (kept.length !== applied.length) {
      applied = applyPromotions(
        kept.map((d) => d.rule),
        req.lines,
        fee,
      );
    }
  }
  const subtotal = req.lines.reduce((sum, l) => sum + l.amount, 0);
  const discountTotal = applied.reduce((sum, d) => sum + d.amount, 0);
  const lineDiscounts = applied.filter((d) => d.rule.kind !== 'free_delivery').reduce((sum, d) => sum + d.amount, 0);
  const wanted = req.usePoints ?? 0;
  // A quote shows the points the shopper could use, so it always reads the balance. Checkout only spends:
  // asked for none, it spends none whatever the balance, and the lots due expire at the next read instead.
  let balance = 0;
  if (!checkout) balance = await spendableBalance(db, req.userId, req.now);
  else if (wanted > 0) balance = await expireAndBalance(checkout.tx, req.userId, req.now);
  const spent = pointsToSpend({
    wanted,
    balance,
    subtotalAfterDiscounts: subtotal - lineDiscounts,
    pointValue: req.points.pointValue,
    maxSharePercent: req.points.maxSharePercent,
  });
  const key = judged ? REFUSAL_KEYS[judged.refusal] : null;
  return {
    subtotal,
    applied,
    discountTotal,
    pointsUsed: spent.points,
    pointsAmount: spent.amount,
    pointsAvailable: spent.max,
    totalAmount: orderTotal({ subtotal, discountTotal, deliveryFee: fee, pointsAmount: spent.amount }),
    voucher: code
      ? {
          code,
          accepted: judged === null,
          ...(judged && key && { refusal: judged.refusal, message: translate(key, req.lang, judged.params) }),
        }
      : null,
    refusal: key ? { key, params: judged?.params ?? {} } : null,
    phones,
  };
}

/** The snapshots an order keeps of its discounts. */
export function discountSnapshots(applied: AppliedDiscount<Rule>[]): OrderDiscountSnapshot[] {
  return applied.map(({ rule: { row }, amount }) => ({
    promotionId: row.id,
    code: row.code,
    title: row.title,
    titleEn: row.titleEn,
    kind: row.kind,
    value: row.value,
    maxDiscount: row.maxDiscount,
    categoryIds: row.categoryIds,
    excludedCategoryIds: row.excludedCategoryIds,
    amount,
  }));
}

/** After the order row exists: its uses recorded (for limits and the admin's figures) and its points spent. */
export async function recordOrderBenefits(
  tx: Tx,
  { userId, orderId, pricing, now }: { userId: string; orderId: string; pricing: Pricing; now: Date },
) {
  await repo.insertUses(
    tx,
    pricing.applied.map((d) => ({
      promotionId: d.rule.id,
      orderId,
      userId,
      phones: pricing.phones,
      amount: d.amount,
      orderTotal: pricing.totalAmount,
    })),
  );
  await spendPoints(tx, userId, orderId, pricing.pointsUsed, now);
}

/**
 * An order's discounts again on its weighed lines (a percent follows the final amounts, an amount never
 * exceeds its lines, free delivery stays the fee): the new snapshots and their total.
 */
export function repriceDiscounts(snapshots: OrderDiscountSnapshot[], lines: PricedLine[], fee: number) {
  const rules = snapshots.map((s) => ({ ...s, id: s.promotionId, combinable: true, snapshot: s }));
  const applied = applyPromotions(rules, lines, fee);
  const discounts = applied.map((d) => ({ ...d.rule.snapshot, amount: d.amount }));
  return { discounts, discountTotal: discounts.reduce((sum, d) => sum + d.amount, 0) };
}

/** After weighing: the uses' amounts and the order's total follow the order. */
export async function updateOrderBenefits(tx: Tx, orderId: string, discounts: OrderDiscountSnapshot[], total: number) {
  await repo.updateUseAmounts(tx, orderId, new Map(discounts.map((d) => [d.promotionId, d.amount])), total);
}

/** A cancelled order gives its promotion uses back. */
export function releaseOrderPromotions(tx: Tx, orderId: string, now: Date) {
  return repo.releaseUses(tx, orderId, now);
}

/**
 * A restored order takes back the uses its cancellation gave back, as checkout took them: each promotion's
 * per-shopper limit judged again (the phones locked, as checkout locks them) and its total use taken with the
 * conditional UPDATE, never past `totalLimit`. False when one is used up meanwhile; the caller then rolls back.
 */
export async function retakeOrderPromotions(tx: Tx, orderId: string): Promise<boolean> {
  const uses = await repo.releasedUsesOf(tx, orderId);
  const limits = new Map<string, number>();
  for (const use of uses) {
    const limit = (await repo.findPromotion(tx, use.promotionId))?.perCustomerLimit;
    if (limit != null) limits.set(use.promotionId, limit);
  }
  if (limits.size)
    await repo.lockPhones(
      tx,
      uses.flatMap((use) => use.phones),
    );
  for (const use of uses) {
    const limit = limits.get(use.promotionId);
    if (limit !== undefined && (await repo.usesByShopper(tx, use.promotionId, use.userId, use.phones)) >= limit) {
      return false;
    }
    if (!(await repo.takeUse(tx, use.promotionId))) return false;
  }
  if (uses.length) await repo.unreleaseUses(tx, orderId);
  return true;
}

/** 400 with the refusal's code, for checkout. */
export function voucherRefused(refusal: NonNullable<Pricing['refusal']>) {
  return badRequest(refusal.key, refusal.params);
}
