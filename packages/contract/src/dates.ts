import type { Language } from './messages';

/** The shop's clock: a date is the day it was in Vietnam, wherever the reader or the server is. */
export const SHOP_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** `short` for lists ("21/11/2026", "21 Nov 2026"), `long` for a sentence ("21 tháng 11, 2026", "21 November 2026"). */
export type DateStyle = 'short' | 'long';

// British English writes the day first, as Vietnamese does, so a date reads the same way in both languages.
/** The `Intl` locale each language writes dates with (slot-dates.ts too). */
export const DATE_LOCALE_TAGS: Record<Language, string> = { en: 'en-GB', vi: 'vi-VN' };
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
    format = new Intl.DateTimeFormat(DATE_LOCALE_TAGS[language], {
      ...OPTIONS[style][language],
      timeZone: SHOP_TIME_ZONE,
    });
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

/** The calendar day (`YYYY-MM-DD`) a moment falls on in Vietnam: what delivery slots are grouped by. */
export function shopDayOf(iso: string): string {
  return toShopIso(new Date(iso)).slice(0, 10);
}
