import type { Language } from './messages';

/** The shop's clock: a date is the day it was in Vietnam, wherever the reader or the server is. */
export const SHOP_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** `short` for lists ("21/11/2026", "21 Nov 2026"), `long` for a sentence ("21 tháng 11, 2026", "21 November 2026"). */
export type DateStyle = 'short' | 'long';

// British English writes the day first, as Vietnamese does, so a date reads the same way in both languages.
const LOCALE_TAGS: Record<Language, string> = { en: 'en-GB', vi: 'vi-VN' };
const OPTIONS: Record<DateStyle, Record<Language, Intl.DateTimeFormatOptions>> = {
  short: {
    en: { day: 'numeric', month: 'short', year: 'numeric' },
    vi: { day: '2-digit', month: '2-digit', year: 'numeric' },
  },
  long: {
    en: { day: 'numeric', month: 'long', year: 'numeric' },
    vi: { day: 'numeric', month: 'long', year: 'numeric' },
  },
};
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, style: DateStyle): Intl.DateTimeFormat {
  const key = `${language}:${style}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[language], { ...OPTIONS[style][language], timeZone: SHOP_TIME_ZONE });
    formatters.set(key, format);
  }
  return format;
}

/**
 * The one date formatter of the storefront: an ISO-8601 moment, or a calendar day (`YYYY-MM-DD`, read as
 * that day in Vietnam), in the reader's language. Empty for text that is no date.
 */
export function formatShopDate(iso: string, language: Language, style: DateStyle = 'short'): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00+07:00` : iso);
  return Number.isNaN(date.getTime()) ? '' : formatter(language, style).format(date);
}

/** Vietnam has kept UTC+7 all year since 1975 (no daylight saving), so shop time is a fixed shift. */
export const SHOP_UTC_OFFSET_MS = 7 * 60 * 60 * 1000;

/** A moment as ISO-8601 in shop time: "2026-11-26T08:00:00+07:00" (delivery slots on the wire). */
export function toShopIso(moment: Date | number): string {
  const shifted = new Date(new Date(moment).getTime() + SHOP_UTC_OFFSET_MS);
  return `${shifted.toISOString().slice(0, 19)}+07:00`;
}

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

/** The calendar day (`YYYY-MM-DD`) a moment falls on in Vietnam: what delivery slots are grouped by. */
export function shopDayOf(iso: string): string {
  return toShopIso(new Date(iso)).slice(0, 10);
}

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
    format = new Intl.DateTimeFormat(LOCALE_TAGS[language], { ...options[language], timeZone: SHOP_TIME_ZONE });
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
