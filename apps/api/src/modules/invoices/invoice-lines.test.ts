import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitVat } from './invoice-provider';
import { adjustmentLines, invoiceLinesOf, spreadToTotal } from './invoice-lines';

const line = (amount: number, vatRate = 5) => ({ name: 'x', unit: 'phần', quantity: 1, amount, vatRate });

describe('invoice lines', () => {
  it('spreads a difference over the lines by their share, adding up to the total to the dong', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 100 }),
        (amounts, percent) => {
          const sum = amounts.reduce((s, a) => s + a, 0);
          const total = Math.floor((sum * percent) / 100);
          const spread = spreadToTotal(
            amounts.map((a) => line(a)),
            total,
          );
          expect(spread.reduce((s, l) => s + l.amount, 0)).toBe(total);
          for (const [i, l] of spread.entries())
            expect(Math.abs(l.amount - (amounts[i]! * total) / sum)).toBeLessThan(1);
        },
      ),
    );
  });

  it('states weighed lines in kilograms, unrated old lines at 5 %, and the delivery fee at its own rate', () => {
    const lines = invoiceLinesOf(
      [
        { name: 'Xoài', unit: 'kg', quantity: 4, grams: 980, amount: 78_400, vatRate: 5 },
        { name: 'Rau', unit: 'bó', quantity: 2, grams: null, amount: 30_000, vatRate: null },
      ],
      { fee: 20_000, vatRate: 8, name: 'Phí giao hàng', unit: 'lần' },
      128_400,
    );
    expect(lines).toEqual([
      { name: 'Xoài', unit: 'kg', quantity: 0.98, amount: 78_400, vatRate: 5 },
      { name: 'Rau', unit: 'bó', quantity: 2, amount: 30_000, vatRate: 5 },
      { name: 'Phí giao hàng', unit: 'lần', quantity: 1, amount: 20_000, vatRate: 8 },
    ]);
  });

  it('adjusts by the difference per VAT rate, so the invoices always add up to the new lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.constantFrom(0, 5, 8, 10)), {
          maxLength: 6,
        }),
        fc.array(fc.tuple(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.constantFrom(0, 5, 8, 10)), {
          maxLength: 6,
        }),
        (now, before) => {
          const [after, invoiced] = [now.map(([a, r]) => line(a, r)), before.map(([a, r]) => line(a, r))];
          const adjustment = adjustmentLines(after, invoiced, 'Điều chỉnh');
          for (const rate of [0, 5, 8, 10]) {
            const sum = (ls: typeof after) => ls.filter((l) => l.vatRate === rate).reduce((s, l) => s + l.amount, 0);
            expect(sum(invoiced) + sum(adjustment)).toBe(sum(after));
          }
          expect(adjustment.every((l) => l.amount !== 0)).toBe(true);
        },
      ),
    );
  });

  it('splits a VAT-inclusive amount into its base and VAT, rounding the base to the dong', () => {
    expect(splitVat(20_000, 10)).toEqual({ beforeVat: 18_182, vat: 1_818 });
    expect(splitVat(105_000, 5)).toEqual({ beforeVat: 100_000, vat: 5_000 });
    expect(splitVat(-4_000, 5)).toEqual({ beforeVat: -3_810, vat: -190 });
    expect(splitVat(20_000, 0)).toEqual({ beforeVat: 20_000, vat: 0 });
  });
});
