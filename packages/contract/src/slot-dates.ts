import { DATE_LOCALE_TAGS, SHOP_TIME_ZONE } from './dates';
import type { Language } from './messages';

/*
 * Delivery days and windows as the shopper and the shop read them: apart from dates.ts, whose one date format
 * every storefront page uses, so a page that shows no delivery window does not load these formats (nor build
 * the 24-hour clock's formatter when it loads).
 */

const WINDOW_DAY: Record<Language, Intl.DateTimeFormatOptions> = {
  en: { weekday: 'long', day: 'numeric', month: 'short', year: 'numeric' },
  vi: { weekday: 'long', day: '2-digit', month: '2-digit', year: 'numeric' },
};
const windowDays = new Map<Language, Intl.DateTimeFormat>();
// h23 in both languages: a delivery window reads "08:00–10:00", never "8:00 am".
const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SHOP_TIME_ZONE,
});

/** A day (`YYYY-MM-DD`, or a moment) in Vietnam, written with one of the cached formats below. */
function formatDayWith(
  formats: Map<Language, Intl.DateTimeFormat>,
  options: Record<Language, Intl.DateTimeFormatOptions>,
  iso: string,
  language: Language,
): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00+07:00` : iso);
  if (Number.isNaN(date.getTime())) return '';
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALE_TAGS[language], { ...options[language], timeZone: SHOP_TIME_ZONE });
    formats.set(language, format);
  }
  return format.format(date);
}

/** A delivery day with its weekday, as the shopper reads it: "Thursday, 26 Nov 2026", "Thứ Năm, 26/11/2026". */
export function formatShopDay(iso: string, language: Language): string {
  return formatDayWith(windowDays, WINDOW_DAY, iso, language);
}

const SHORT_DAY: Record<Language, Intl.DateTimeFormatOptions> = {
  en: { weekday: 'short', day: 'numeric', month: 'numeric' },
  vi: { weekday: 'short', day: 'numeric', month: 'numeric' },
};
const shortDays = new Map<Language, Intl.DateTimeFormat>();

/** A delivery day in a few characters, for a row of day tabs on a phone: "Thu 26/11", "Thứ 5, 26/11". */
export function formatShopDayShort(iso: string, language: Language): string {
  return formatDayWith(shortDays, SHORT_DAY, iso, language);
}

/** A time of day in Vietnam, 24-hour: "08:00". */
export function formatShopTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : clock.format(date);
}

/** A delivery window's hours: "08:00–10:00". */
export function formatSlotHours(slot: { start: string; end: string }): string {
  return `${formatShopTime(slot.start)}–${formatShopTime(slot.end)}`;
}

/** A delivery window in one line, day first: "Thứ Năm, 26/11/2026, 08:00–10:00" (vi). */
export function formatSlotWindow(slot: { start: string; end: string }, language: Language): string {
  return `${formatShopDay(slot.start, language)}, ${formatSlotHours(slot)}`;
}
