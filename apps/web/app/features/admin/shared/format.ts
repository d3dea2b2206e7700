import { formatVnd } from '@veggie/contract';

/** Admin products and categories show dates in Vietnamese (spec §9); the other admin screens in the default locale. */
export function formatDate(iso: string, locale?: 'vi-VN'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return locale
    ? date.toLocaleDateString(locale)
    : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A moment as date and time in Vietnamese, in Vietnam's time zone (the shop's), e.g. "08:05:09 20/11/2026". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' });
}

/** A calendar day (`YYYY-MM-DD`, as the stats send it), read as that day wherever the browser is. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/**
 * Money on every admin screen, English or Vietnamese: the Vietnamese format the staff have always read
 * ("25.000 ₫"), whatever the storefront language (the admin keeps its own languages, decision 019).
 */
export function formatMoney(amount: number): string {
  return formatVnd(amount, 'vi');
}
