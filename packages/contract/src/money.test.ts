import { describe, expect, it } from 'vitest';
import { formatVnd } from './money';

const NBSP = '\u00a0';

describe('formatVnd', () => {
  it('groups thousands with dots in Vietnamese and commas in English, the dong sign after a no-break space', () => {
    expect(formatVnd(25_000, 'vi')).toBe(`25.000${NBSP}₫`);
    expect(formatVnd(1_234_567, 'vi')).toBe(`1.234.567${NBSP}₫`);
    expect(formatVnd(25_000, 'en')).toBe(`25,000${NBSP}₫`);
    expect(formatVnd(1_234_567, 'en')).toBe(`1,234,567${NBSP}₫`);
  });

  it('formats zero and amounts below a thousand', () => {
    expect(formatVnd(0, 'vi')).toBe(`0${NBSP}₫`);
    expect(formatVnd(500, 'en')).toBe(`500${NBSP}₫`);
  });

  it('keeps the sign of a negative amount (refunds, discounts)', () => {
    expect(formatVnd(-25_000, 'vi')).toBe(`-25.000${NBSP}₫`);
    expect(formatVnd(-25_000, 'en')).toBe(`-25,000${NBSP}₫`);
  });

  it('never shows decimals', () => {
    expect(formatVnd(999.6, 'vi')).toBe(`1.000${NBSP}₫`);
    expect(formatVnd(1_999.5, 'en')).toBe(`2,000${NBSP}₫`);
  });
});
