import { formatShopDate, formatVnd, SHOP_TIME_ZONE } from '@veggie/contract';
import { ADMIN_DEFAULT_LOCALE, useLocale, type Locale } from '../../../lib/i18n';

/*
 * Money and dates on the admin's screens, in the admin's language (decision 040). Each takes the language,
 * Vietnamese when not given; a screen formats through `useAdminFormat()`, which binds them to its language.
 */

/** A day in shop time: "20/11/2026" (vi), "20 Nov 2026" (en); "—" for a moment that is no date. */
export function formatDate(iso: string, locale: Locale = ADMIN_DEFAULT_LOCALE): string {
  return formatShopDate(iso, locale) || '—';
}

// Day first in both languages (British English), each with the clock as its readers write it.
const DATE_TIME_TAGS: Record<Locale, string> = { en: 'en-GB', vi: 'vi-VN' };

/** A moment as date and time in shop time: "08:05:09 20/11/2026" (vi), "20/11/2026, 08:05:09" (en). */
export function formatDateTime(iso: string, locale: Locale = ADMIN_DEFAULT_LOCALE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleString(DATE_TIME_TAGS[locale], { timeZone: SHOP_TIME_ZONE });
}

/** A calendar day (`YYYY-MM-DD`, as the stats send it), read as that day wherever the browser is. */
export function formatDay(day: string, locale: Locale = ADMIN_DEFAULT_LOCALE): string {
  return formatShopDate(day, locale) || day;
}

/** Money: "25.000 ₫" (vi), "25,000 ₫" (en). */
export function formatMoney(amount: number, locale: Locale = ADMIN_DEFAULT_LOCALE): string {
  return formatVnd(amount, locale);
}

/** The formatters above in the screen's language. */
export function useAdminFormat() {
  const locale = useLocale();
  return {
    money: (amount: number) => formatMoney(amount, locale),
    date: (iso: string) => formatDate(iso, locale),
    dateTime: (iso: string) => formatDateTime(iso, locale),
    day: (day: string) => formatDay(day, locale),
  };
}
