import {
  promotionInputSchema,
  toShopIso,
  type AdminPromotion,
  type PaymentMethod,
  type PromotionInput,
  type PromotionKind,
} from '@veggie/contract';
import type { Resolver } from 'react-hook-form';
import { convertingResolver } from '../../../lib/form-resolver';
import type { Locale } from '../../../lib/i18n';

/** What the promotion form's inputs hold: numbers stay text until the contract's schema reads them. */
export interface PromotionFormValues {
  /** Blank: an automatic promotion (no code). */
  code: string;
  title: string;
  titleEn: string;
  kind: PromotionKind;
  value: string;
  /** Percent only; blank: no cap. */
  maxDiscount: string;
  minSubtotal: string;
  /** `YYYY-MM-DDTHH:mm` in Vietnam time, as a datetime-local input holds it. */
  startsAt: string;
  endsAt: string;
  categoryIds: string[];
  excludedCategoryIds: string[];
  paymentMethods: PaymentMethod[];
  firstOrderOnly: boolean;
  /** Blank: no limit. */
  perCustomerLimit: string;
  totalLimit: string;
  public: boolean;
  active: boolean;
  combinable: boolean;
}

/** An instant as a datetime-local value in Vietnam time: "2026-11-28T08:00". */
export const toShopLocal = (iso: string) => toShopIso(new Date(iso)).slice(0, 16);
/** A datetime-local value read as Vietnam time; blank stays blank (the schema says it is required). */
const fromShopLocal = (local: string) => (local ? `${local}:00+07:00` : '');

const DAY_MS = 24 * 60 * 60 * 1000;

/** The form for `promotion`, or a new one: a percent promotion running for a week from this minute. */
export function promotionFormDefaults(promotion: AdminPromotion | undefined, now: number): PromotionFormValues {
  const start = Math.floor(now / 60_000) * 60_000;
  const count = (n: number | null) => (n === null ? '' : String(n));
  return {
    code: promotion?.code ?? '',
    title: promotion?.title ?? '',
    titleEn: promotion?.titleEn ?? '',
    kind: promotion?.kind ?? 'percent',
    value: promotion ? String(promotion.value) : '10',
    maxDiscount: count(promotion?.maxDiscount ?? null),
    minSubtotal: promotion ? String(promotion.minSubtotal) : '0',
    startsAt: toShopLocal(promotion?.startsAt ?? new Date(start).toISOString()),
    endsAt: toShopLocal(promotion?.endsAt ?? new Date(start + 7 * DAY_MS).toISOString()),
    categoryIds: promotion?.categoryIds ?? [],
    excludedCategoryIds: promotion?.excludedCategoryIds ?? [],
    paymentMethods: promotion?.paymentMethods ?? [],
    firstOrderOnly: promotion?.firstOrderOnly ?? false,
    perCustomerLimit: count(promotion?.perCustomerLimit ?? null),
    totalLimit: count(promotion?.totalLimit ?? null),
    public: promotion?.public ?? true,
    active: promotion?.active ?? true,
    combinable: promotion?.combinable ?? true,
  };
}

/** "25000" → 25000; blank → undefined; "2,5" stays unreadable (NaN) for the schema to refuse. */
const number = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));
const orNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
/** A checkbox group: react-hook-form gives a lone box's value (or false) instead of a list. */
const list = <T>(value: T[] | T | false): T[] => (Array.isArray(value) ? value : value ? [value] : []);

/** The form's values as the wire's promotion, before the contract's schema checks them. */
export function promotionInputOf(values: PromotionFormValues) {
  const freeDelivery = values.kind === 'free_delivery';
  return {
    ...values,
    code: values.code.trim() === '' ? null : values.code,
    // Free delivery takes the whole fee off: it has no amount of its own.
    value: freeDelivery ? 0 : number(values.value),
    maxDiscount: values.kind === 'percent' ? orNull(values.maxDiscount) : null,
    minSubtotal: number(values.minSubtotal),
    startsAt: fromShopLocal(values.startsAt),
    endsAt: fromShopLocal(values.endsAt),
    categoryIds: list(values.categoryIds),
    excludedCategoryIds: list(values.excludedCategoryIds),
    paymentMethods: list(values.paymentMethods),
    perCustomerLimit: orNull(values.perCustomerLimit),
    totalLimit: orNull(values.totalLimit),
  };
}

/** Checks the promotion with the contract's schema, in the screen's language, and hands the wire's shape on. */
export const promotionFormResolver = (locale: Locale): Resolver<PromotionFormValues, unknown, PromotionInput> =>
  convertingResolver(promotionInputSchema, locale, promotionInputOf);

/** Where a promotion stands now: running, scheduled (starts later), ended, or paused by an admin. */
export type PromotionState = 'running' | 'scheduled' | 'ended' | 'paused';
export function promotionState(
  promotion: Pick<AdminPromotion, 'active' | 'startsAt' | 'endsAt'>,
  now: number,
): PromotionState {
  if (Date.parse(promotion.endsAt) <= now) return 'ended';
  if (!promotion.active) return 'paused';
  return Date.parse(promotion.startsAt) > now ? 'scheduled' : 'running';
}
