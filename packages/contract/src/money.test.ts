import { describe, expect, it } from 'vitest';
import { formatVnd } from './money';

const NBSP = '\u00a0';

describe('formatVnd', () => {
  it('groups thousands with dots and puts the dong sign after a no-break space', () => {
    expect(formatVnd(25_000)).toBe(`25.000${NBSP}₫`);
    expect(formatVnd(1_234_567)).toBe(`1.234.567${NBSP}₫`);
  });

  it('formats zero and amounts below a thousand', () => {
    expect(formatVnd(0)).toBe(`0${NBSP}₫`);
    expect(formatVnd(500)).toBe(`500${NBSP}₫`);
  });

  it('keeps the sign of a negative amount (refunds, discounts)', () => {
    expect(formatVnd(-25_000)).toBe(`-25.000${NBSP}₫`);
  });

  it('never shows decimals', () => {
    expect(formatVnd(999.6)).toBe(`1.000${NBSP}₫`);
  });
});
