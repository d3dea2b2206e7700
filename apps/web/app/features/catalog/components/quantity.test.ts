import { describe, expect, it } from 'vitest';
import { sanitizeQuantity } from './quantity';

describe('sanitizeQuantity', () => {
  it('keeps a whole number greater than 0', () => {
    expect(sanitizeQuantity('1')).toBe(1);
    expect(sanitizeQuantity('7')).toBe(7);
    expect(sanitizeQuantity(' 3 ')).toBe(3);
    expect(sanitizeQuantity(12)).toBe(12);
  });

  it('resets anything else to 1', () => {
    for (const value of ['', '   ', '0', '-4', '2.5', 'abc', '1e', 'NaN', 'Infinity']) {
      expect(sanitizeQuantity(value), JSON.stringify(value)).toBe(1);
    }
    expect(sanitizeQuantity(0)).toBe(1);
    expect(sanitizeQuantity(Number.NaN)).toBe(1);
  });

  it('caps the quantity at what is available', () => {
    expect(sanitizeQuantity('25', 8)).toBe(8);
    expect(sanitizeQuantity('5000')).toBe(999);
  });
});
