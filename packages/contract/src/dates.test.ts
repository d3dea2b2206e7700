import { describe, expect, it } from 'vitest';
import { formatShopDate, shopDayOf } from './dates';
import { formatShopDay, formatShopDayShort, formatSlotHours, formatSlotWindow } from './slot-dates';

describe('formatShopDate', () => {
  it('writes a moment as the day it was in Vietnam, in the reader language', () => {
    // 20:30 UTC on the 20th is already the 21st in Hồ Chí Minh City.
    expect(formatShopDate('2026-11-20T20:30:00.000Z', 'vi')).toBe('21/11/2026');
    expect(formatShopDate('2026-11-20T20:30:00.000Z', 'en')).toBe('21 Nov 2026');
  });

  it('writes the long style for sentences', () => {
    expect(formatShopDate('2026-11-20T20:30:00.000Z', 'vi', 'long')).toBe('21 tháng 11, 2026');
    expect(formatShopDate('2026-11-20T20:30:00.000Z', 'en', 'long')).toBe('21 November 2026');
  });

  it('reads a calendar day as that day, not the day before west of Vietnam', () => {
    expect(formatShopDate('2026-03-01', 'en', 'long')).toBe('1 March 2026');
    expect(formatShopDate('2026-03-01', 'vi')).toBe('01/03/2026');
  });

  it('is empty for text that is no date', () => {
    expect(formatShopDate('not a date', 'en')).toBe('');
  });
});

describe('delivery windows', () => {
  // 01:00 UTC on the 26th is 08:00 in Vietnam; 02:30 UTC on the 25th is 09:30 there.
  const slot = { start: '2026-11-26T08:00:00+07:00', end: '2026-11-26T10:00:00+07:00' };

  it('write the day with its weekday and the hours on the 24-hour clock, in the reader language', () => {
    expect(formatSlotWindow(slot, 'en')).toBe('Thursday, 26 Nov 2026, 08:00–10:00');
    expect(formatSlotWindow(slot, 'vi')).toBe('Thứ Năm, 26/11/2026, 08:00–10:00');
    expect(formatSlotHours({ start: '2026-11-26T12:00:00.000Z', end: '2026-11-26T13:30:00.000Z' })).toBe('19:00–20:30');
  });

  it('group a moment by its day in Vietnam, wherever it was written', () => {
    expect(shopDayOf('2026-11-25T17:30:00.000Z')).toBe('2026-11-26');
    expect(shopDayOf(slot.start)).toBe('2026-11-26');
    expect(formatShopDay('2026-11-26', 'en')).toBe('Thursday, 26 Nov 2026');
  });

  it('write a day in a few characters for the day tabs, in Vietnam time', () => {
    expect(formatShopDayShort('2026-11-26', 'en')).toBe('Thu 26/11');
    expect(formatShopDayShort('2026-11-26', 'vi')).toBe('Thứ 5, 26/11');
    expect(formatShopDayShort('2026-11-28T17:30:00.000Z', 'vi')).toBe('CN, 29/11');
  });
});
