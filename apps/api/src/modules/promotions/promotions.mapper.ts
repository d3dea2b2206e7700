import type { AdminPromotion, Language, OrderDiscount, Points, Promotion } from '@veggie/contract';
import type { OrderDiscountSnapshot, PointsLedgerRow, PromotionRow } from './promotions.table';

export function toPromotion(row: PromotionRow): Promotion {
  return {
    _id: row.id,
    code: row.code,
    title: row.title,
    titleEn: row.titleEn,
    kind: row.kind,
    value: row.value,
    maxDiscount: row.maxDiscount,
    minSubtotal: row.minSubtotal,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    categoryIds: row.categoryIds,
    excludedCategoryIds: row.excludedCategoryIds,
    paymentMethods: row.paymentMethods,
    firstOrderOnly: row.firstOrderOnly,
    perCustomerLimit: row.perCustomerLimit,
    totalLimit: row.totalLimit,
    public: row.public,
  };
}

/**
 * The public list in the caller's language: `title` is the reader's (Vietnamese or English), `titleEn` stays
 * the English one, so a client that picks by itself still can.
 */
export function toLocalisedPromotion(row: PromotionRow, lang: Language): Promotion {
  return { ...toPromotion(row), title: lang === 'en' ? row.titleEn : row.title };
}

export function toAdminPromotion(
  row: PromotionRow,
  usage: { uses: number; discountGiven: number; revenue: number } | undefined,
): AdminPromotion {
  return {
    ...toPromotion(row),
    active: row.active,
    combinable: row.combinable,
    uses: usage?.uses ?? 0,
    discountGiven: usage?.discountGiven ?? 0,
    revenue: usage?.revenue ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An order's discount as the reader sees it: the title in their language. */
export function toOrderDiscount(snapshot: OrderDiscountSnapshot, lang: Language): OrderDiscount {
  return {
    promotionId: snapshot.promotionId,
    code: snapshot.code,
    title: lang === 'en' ? snapshot.titleEn : snapshot.title,
    amount: snapshot.amount,
  };
}

export function toPoints(balance: number, history: PointsLedgerRow[]): Points {
  return {
    balance,
    history: history.map((row) => ({
      points: row.points,
      reason: row.reason,
      orderId: row.orderId,
      at: row.at.toISOString(),
      expiresAt: row.points > 0 && row.remaining > 0 ? (row.expiresAt?.toISOString() ?? null) : null,
    })),
  };
}
