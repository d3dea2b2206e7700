import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyPromotions,
  combinePromotions,
  discountOf,
  eligibleSubtotal,
  orderTotal,
  pointsToSpend,
  promotionInputSchema,
  promotionWindowRefusal,
  refundOfLines,
  splitByLargestRemainder,
  type PricedLine,
  type PromotionRule,
} from './promotions';

const VEG = 'veg';
const FRUIT = 'fruit';
const rule = (over: Partial<PromotionRule>): PromotionRule => ({
  id: 'p',
  code: null,
  kind: 'percent',
  value: 10,
  maxDiscount: null,
  categoryIds: [],
  excludedCategoryIds: [],
  combinable: true,
  ...over,
});

const lineArb = fc.record({
  categoryId: fc.constantFrom<string | null>(VEG, FRUIT, null),
  amount: fc.integer({ min: 0, max: 5_000_000 }),
});
const ruleArb = fc.record({
  id: fc.string(),
  code: fc.constant(null),
  kind: fc.constantFrom('percent' as const, 'amount' as const, 'free_delivery' as const),
  value: fc.integer({ min: 1, max: 2_000_000 }),
  maxDiscount: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
  categoryIds: fc.subarray([VEG, FRUIT]),
  excludedCategoryIds: fc.subarray([VEG, FRUIT]),
  combinable: fc.boolean(),
});

describe('promotion rules', () => {
  it('counts only the lines of listed categories that are not excluded', () => {
    const lines: PricedLine[] = [
      { categoryId: VEG, amount: 100_000 },
      { categoryId: FRUIT, amount: 50_000 },
      { categoryId: null, amount: 7_000 },
    ];
    expect(eligibleSubtotal(rule({ categoryIds: [VEG] }), lines)).toBe(100_000);
    expect(eligibleSubtotal(rule({ excludedCategoryIds: [FRUIT] }), lines)).toBe(107_000);
    expect(eligibleSubtotal(rule({}), lines)).toBe(157_000);
  });

  it('gives each kind its discount: a capped percent, an amount up to the lines, the fee', () => {
    expect(discountOf(rule({ value: 10 }), 123_456, 0)).toBe(12_345);
    expect(discountOf(rule({ value: 10, maxDiscount: 5_000 }), 123_456, 0)).toBe(5_000);
    expect(discountOf(rule({ kind: 'amount', value: 30_000 }), 20_000, 0)).toBe(20_000);
    expect(discountOf(rule({ kind: 'amount', value: 30_000 }), 50_000, 0)).toBe(30_000);
    expect(discountOf(rule({ kind: 'free_delivery', value: 0 }), 0, 15_000)).toBe(15_000);
  });

  it('combines at most one code with the automatic promotions that allow it', () => {
    const auto = [rule({ id: 'a' }), rule({ id: 'b', combinable: false })];
    expect(combinePromotions(auto, null).map((p) => p.id)).toEqual(['a', 'b']);
    expect(combinePromotions(auto, rule({ id: 'c' })).map((p) => p.id)).toEqual(['a', 'c']);
    expect(combinePromotions(auto, rule({ id: 'c', combinable: false })).map((p) => p.id)).toEqual(['c']);
  });

  it('splits by largest remainder, earlier line first on a tie', () => {
    expect(splitByLargestRemainder(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitByLargestRemainder(0, [5, 5])).toEqual([0, 0]);
    expect(splitByLargestRemainder(7, [0, 0])).toEqual([0, 0]);
  });

  it('makes a percent follow the weighed amounts and never lets an amount exceed a lighter line', () => {
    const percent = rule({ value: 10 });
    expect(applyPromotions([percent], [{ categoryId: VEG, amount: 26_300 }], 0)[0]?.amount).toBe(2_630);
    expect(applyPromotions([percent], [{ categoryId: VEG, amount: 28_400 }], 0)[0]?.amount).toBe(2_840);
    const fixed = rule({ kind: 'amount', value: 30_000 });
    const [applied] = applyPromotions([fixed], [{ categoryId: VEG, amount: 25_000 }], 0);
    expect(applied?.amount).toBe(25_000);
  });

  it('caps points at the share of the subtotal, the balance and what was asked, never below 0', () => {
    const base = { pointValue: 100, maxSharePercent: 50 };
    expect(pointsToSpend({ ...base, wanted: 1_000, balance: 2_000, subtotalAfterDiscounts: 100_000 }).points).toBe(500);
    expect(pointsToSpend({ ...base, wanted: 1_000, balance: 30, subtotalAfterDiscounts: 100_000 }).points).toBe(30);
    expect(pointsToSpend({ ...base, wanted: 10, balance: 30, subtotalAfterDiscounts: 100_000 }).amount).toBe(1_000);
    expect(pointsToSpend({ ...base, wanted: 10, balance: -5, subtotalAfterDiscounts: -1 }).points).toBe(0);
  });

  it('opens a window at its start and closes it at its end, in Vietnam time', () => {
    const window = { startsAt: new Date('2026-12-01T00:00:00+07:00'), endsAt: new Date('2026-12-31T23:59:59+07:00') };
    expect(promotionWindowRefusal(window, new Date('2026-11-30T16:59:59.999Z'))).toBe('voucher_not_started');
    expect(promotionWindowRefusal(window, new Date('2026-11-30T17:00:00Z'))).toBeNull();
    expect(promotionWindowRefusal(window, new Date('2026-12-31T16:59:58.999Z'))).toBeNull();
    expect(promotionWindowRefusal(window, new Date('2026-12-31T16:59:59Z'))).toBe('voucher_expired');
  });

  it('refuses a promotion input whose percent is out of range or whose end is before its start', () => {
    const input = { title: 'Giảm', titleEn: 'Off', kind: 'percent', startsAt: '2026-12-01T00:00:00+07:00' };
    const ok = { ...input, value: 10, endsAt: '2026-12-02T00:00:00+07:00' };
    expect(promotionInputSchema.safeParse(ok).success).toBe(true);
    expect(promotionInputSchema.safeParse({ ...ok, value: 101 }).success).toBe(false);
    expect(promotionInputSchema.safeParse({ ...ok, endsAt: input.startsAt }).success).toBe(false);
  });
});

describe('promotion rules, for any order', () => {
  const orderArb = fc.record({
    rules: fc.array(ruleArb, { maxLength: 4 }),
    lines: fc.array(lineArb, { minLength: 1, maxLength: 8 }),
    fee: fc.integer({ min: 0, max: 100_000 }),
    points: fc.record({
      wanted: fc.integer({ min: 0, max: 1_000_000 }),
      balance: fc.integer({ min: 0, max: 1_000_000 }),
      pointValue: fc.integer({ min: 1, max: 1_000 }),
      maxSharePercent: fc.integer({ min: 0, max: 100 }),
    }),
  });

  it('keeps line shares within the lines, adding up to each discount, and the total at or above 0', () => {
    fc.assert(
      fc.property(orderArb, ({ rules, lines, fee, points }) => {
        const applied = applyPromotions(rules, lines, fee);
        const subtotal = lines.reduce((s, l) => s + l.amount, 0);
        for (const d of applied) {
          expect(d.lineShares.reduce((s, x) => s + x, 0)).toBe(d.rule.kind === 'free_delivery' ? 0 : d.amount);
          expect(d.lineShares.every((x) => x >= 0)).toBe(true);
        }
        lines.forEach((line, i) => {
          const shares = applied.reduce((s, d) => s + (d.lineShares[i] ?? 0), 0);
          expect(shares).toBeLessThanOrEqual(line.amount);
        });
        const lineDiscounts = applied.filter((d) => d.rule.kind !== 'free_delivery').reduce((s, d) => s + d.amount, 0);
        const discountTotal = applied.reduce((s, d) => s + d.amount, 0);
        const spent = pointsToSpend({ ...points, subtotalAfterDiscounts: subtotal - lineDiscounts });
        const total = orderTotal({ subtotal, discountTotal, deliveryFee: fee, pointsAmount: spent.amount });
        expect(total).toBeGreaterThanOrEqual(0);
        // The rules never need the floor: discounts and points stay within what is charged.
        expect(subtotal - discountTotal + fee - spent.amount).toBe(total);
      }),
    );
  });

  it('never gives back more than was paid, however many lines are refunded', () => {
    fc.assert(
      fc.property(orderArb, fc.array(fc.nat({ max: 7 })), ({ rules, lines, fee }, refunded) => {
        const applied = applyPromotions(rules, lines, fee);
        const subtotal = lines.reduce((s, l) => s + l.amount, 0);
        const total = orderTotal({
          subtotal,
          discountTotal: applied.reduce((s, d) => s + d.amount, 0),
          deliveryFee: fee,
          pointsAmount: 0,
        });
        const refund = refundOfLines(lines, applied, refunded, total);
        expect(refund).toBeGreaterThanOrEqual(0);
        expect(refund).toBeLessThanOrEqual(total);
        const all = refundOfLines(
          lines,
          applied,
          lines.map((_, i) => i),
          total,
        );
        expect(refund).toBeLessThanOrEqual(all);
      }),
    );
  });

  it('splits any amount up to the weights into shares that add up and stay within each weight', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 10 }),
        fc.nat(),
        (weights, n) => {
          const total = weights.reduce((s, w) => s + w, 0);
          const amount = total === 0 ? 0 : n % (total + 1);
          const shares = splitByLargestRemainder(amount, weights);
          expect(shares.reduce((s, x) => s + x, 0)).toBe(amount);
          shares.forEach((share, i) => expect(share).toBeLessThanOrEqual(weights[i] ?? 0));
        },
      ),
    );
  });
});
