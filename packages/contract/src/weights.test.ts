import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountForGrams, formatGrams, minimumSteps, VND_ROUNDING, withinWeightTolerance } from './weights';

describe('amountForGrams, the one rounding rule of weighed amounts', () => {
  it('rounds the exact amount to the nearest 100 ₫, halves up', () => {
    expect(amountForGrams(35_000, 812)).toBe(28_400); // 28,420
    expect(amountForGrams(35_000, 750)).toBe(26_300); // 26,250: a half goes up
    expect(amountForGrams(35_000, 1_000)).toBe(35_000);
    expect(amountForGrams(12_345, 250)).toBe(3_100); // 3,086.25
  });

  it('is a multiple of 100 ₫ within 50 ₫ of the exact amount, for any price and weight', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (perKg, grams) => {
        const amount = amountForGrams(perKg, grams);
        const exact = (perKg * grams) / 1000;
        expect(amount % VND_ROUNDING).toBe(0);
        expect(Math.abs(amount - exact)).toBeLessThanOrEqual(VND_ROUNDING / 2);
      }),
    );
  });

  it('never decreases when more is weighed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 100_000 }), (perKg, grams) => {
        expect(amountForGrams(perKg, grams + 1)).toBeGreaterThanOrEqual(amountForGrams(perKg, grams));
      }),
    );
  });
});

describe('weights', () => {
  it('keeps ±10 % as the tolerance of a weighed line', () => {
    expect(withinWeightTolerance(750, 825)).toBe(true);
    expect(withinWeightTolerance(750, 826)).toBe(false);
    expect(withinWeightTolerance(750, 675)).toBe(true);
    expect(withinWeightTolerance(750, 674)).toBe(false);
  });

  it('asks for enough steps to reach the minimum weight', () => {
    expect(minimumSteps({ stepGrams: 250, minGrams: 500 })).toBe(2);
    expect(minimumSteps({ stepGrams: 300, minGrams: 500 })).toBe(2);
    expect(minimumSteps({ stepGrams: 250 })).toBe(1);
    expect(minimumSteps({})).toBe(1);
  });

  it('writes grams below a kilogram and kilograms from one, as each language does', () => {
    expect(formatGrams(750, 'vi')).toBe('750\u00a0g');
    expect(formatGrams(1_250, 'vi')).toBe('1,25\u00a0kg');
    expect(formatGrams(1_250, 'en')).toBe('1.25\u00a0kg');
    expect(formatGrams(2_000, 'en')).toBe('2\u00a0kg');
  });
});
