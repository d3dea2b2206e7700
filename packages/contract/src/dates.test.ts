import { describe, expect, it } from 'vitest';
import { formatShopDate } from './dates';

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
