import type { Language } from './messages';
import type { Product } from './products';

const NBSP = '\u00a0';
/*
 * The dong sign follows the amount in both languages, as prices are written in Vietnam; only the
 * grouping follows the reader: "25.000 ₫" in Vietnamese, "25,000 ₫" in English (Intl's en-US currency
 * style would put the sign first, "₫25,000", which no Vietnamese price tag does).
 */
const grouping: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
  vi: new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 }),
};

/** The one price formatter: integer VND in the reader's language, e.g. 25000 → "25.000 ₫" (vi), "25,000 ₫" (en). */
export function formatVnd(amount: number, language: Language): string {
  return `${grouping[language].format(amount)}${NBSP}₫`;
}

/**
 * What a shopper pays for one unit: the sale price when there is one. Here rather than beside the
 * product schema so the storefront's cart can use it without building any schema (no zod in its bundle).
 */
export function unitPrice(product: Pick<Product, 'price' | 'salePrice'>): number {
  return product.salePrice ?? product.price;
}
