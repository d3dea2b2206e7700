import type { Db, Tx } from '../client';
import { categories, promotions } from '../schema';

/** The home banner's voucher ("Giảm 10% cho rau củ"): the code the banner names. */
export const SEED_VOUCHER_CODE = 'RAU10';

/** The categories the banner calls vegetables: leaves, fruiting vegetables, roots and mushrooms. */
export const SEED_VOUCHER_CATEGORIES = ['Rau ăn lá', 'Rau ăn quả', 'Củ', 'Nấm'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo's one promotion: a public 10 % voucher on the vegetable categories (at most 50.000 ₫ off an
 * order), from the day before the seed for two years. It is a code, never automatic: a client written
 * against the seed computes the totals it always did unless it sends the code.
 */
export async function insertSeedPromotions(tx: Db | Tx, now: number) {
  const rows = await tx.select({ id: categories.id, name: categories.name }).from(categories);
  const categoryIds = rows
    .filter((row) => (SEED_VOUCHER_CATEGORIES as readonly string[]).includes(row.name))
    .map((row) => row.id);
  await tx.insert(promotions).values({
    code: SEED_VOUCHER_CODE,
    title: 'Giảm 10% cho rau củ',
    titleEn: '10% off vegetables',
    kind: 'percent',
    value: 10,
    maxDiscount: 50_000,
    minSubtotal: 0,
    startsAt: new Date(now - DAY_MS),
    endsAt: new Date(now + 730 * DAY_MS),
    categoryIds,
    public: true,
  });
}
