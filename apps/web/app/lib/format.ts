import { formatShopDate, formatVnd, type DateStyle } from '@veggie/contract';
import { useLocale } from './i18n';

/**
 * Money and dates in the page's language (the contract's formatters, bound to `useLocale()`): every
 * storefront screen formats through this, so a price or a date never shows one language's format on the
 * other's page. The admin keeps its own formats (features/admin/shared/format.ts).
 */
export function useFormat() {
  const locale = useLocale();
  return {
    vnd: (amount: number) => formatVnd(amount, locale),
    date: (iso: string, style?: DateStyle) => formatShopDate(iso, locale, style),
  };
}
