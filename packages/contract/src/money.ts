import type { Product } from './products';

const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });

/** The one price formatter: integer VND in the Vietnamese locale, e.g. 25000 → "25.000 ₫" (no-break space). */
export function formatVnd(amount: number): string {
  return vnd.format(amount);
}

/**
 * What a shopper pays for one unit: the sale price when there is one. Here rather than beside the
 * product schema so the storefront's cart can use it without building any schema (no zod in its bundle).
 */
export function unitPrice(product: Pick<Product, 'price' | 'salePrice'>): number {
  return product.salePrice ?? product.price;
}
