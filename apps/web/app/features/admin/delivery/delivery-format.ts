import { SHOP_TIME_ZONE, toShopIso } from '@veggie/contract';

/**
 * A name as a search compares it: lower case, without Vietnamese accents ("Đình" → "dinh"). NFD splits
 * the tone and vowel marks off their letters; đ has no decomposition of its own, so it is mapped.
 */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
}

/** Whether every word of the search is in the name, accents and case ignored ("ho chi" finds "Hồ Chí Minh"). */
export function matchesSearch(name: string, search: string): boolean {
  const folded = foldAccents(name);
  return foldAccents(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => folded.includes(word));
}

/** Today in Vietnam as "2026-11-26", whatever the admin's computer clock zone. */
export const shopToday = (now: number = Date.now()) => toShopIso(now).slice(0, 10);

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SHOP_TIME_ZONE,
});

/** "08:00–10:00": a slot's window in Vietnam time. */
export function slotTimeRange(start: string, end: string): string {
  return `${clockFormat.format(new Date(start))}–${clockFormat.format(new Date(end))}`;
}
