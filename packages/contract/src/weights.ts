import type { Language } from './messages';

// No schema here (the weights body is in orders.ts): the storefront's first load uses these rules, and a
// module that builds a zod schema at its top level would bring zod along.

/**
 * Selling by weight. A weight product's `price` (and `salePrice`) is the price of one step of `stepGrams`,
 * so `price × quantity` stays a line's total for every client; the shop keeps its stock in grams and the
 * packers record what each weight line really weighed, which makes the order's total final.
 *
 * THE rounding rule, used for every amount that comes from a weight (a step's price, a weighed line):
 * the exact amount `pricePerKg × grams / 1000`, rounded to the nearest 100 ₫, halves up. Vietnamese shops
 * price weighed goods to the hundred đồng (no coin or note is smaller than 100 ₫, and cash is counted to
 * 500 or 1,000 ₫); every total is then a plain sum of such amounts, so it never differs from its lines.
 */
export const VND_ROUNDING = 100;

/** `pricePerKg × grams / 1000` to the nearest VND_ROUNDING, halves up, in integers only (no float drift). */
export function amountForGrams(pricePerKg: number, grams: number): number {
  const milliDong = pricePerKg * grams; // đồng × 1000
  const unit = VND_ROUNDING * 1000;
  return Math.floor((milliDong + unit / 2) / unit) * VND_ROUNDING;
}

/** Limits of a weight unit, as the admin's product form enforces them. */
export const WEIGHT_LIMITS = {
  stepGramsMin: 50,
  stepGramsMax: 5_000,
  minGramsMax: 20_000,
  pricePerKgMax: 100_000_000,
} as const;

/**
 * How far a weighed line may be from what was ordered (steps × stepGrams) before the packer must confirm:
 * ±10 %, the spread of a bunch of produce that a shopper would still accept without being asked.
 */
export const WEIGHT_TOLERANCE = 0.1;

/** Whether a weighed amount is within WEIGHT_TOLERANCE of the ordered grams. */
export function withinWeightTolerance(orderedGrams: number, pickedGrams: number): boolean {
  return Math.abs(pickedGrams - orderedGrams) <= orderedGrams * WEIGHT_TOLERANCE;
}

/** The fewest steps a shopper may buy: enough to reach the product's minimum weight (at least one). */
export function minimumSteps(unit: { stepGrams?: number; minGrams?: number }): number {
  if (!unit.stepGrams || !unit.minGrams) return 1;
  return Math.max(1, Math.ceil(unit.minGrams / unit.stepGrams));
}

const kilograms: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }),
  vi: new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 3 }),
};

/** "750 g" below a kilogram, "1,25 kg" (vi) / "1.25 kg" (en) from one; a no-break space before the unit. */
export function formatGrams(grams: number, language: Language): string {
  if (grams < 1000) return `${grams}\u00a0g`;
  return `${kilograms[language].format(grams / 1000)}\u00a0kg`;
}
