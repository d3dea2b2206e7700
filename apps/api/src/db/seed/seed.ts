import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { amountForGrams, shopDayOf } from '@veggie/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { hashPassword } from '../../lib/passwords';
import { createImageStore } from '../../modules/images/images.store';
import { drawBatchCode } from '../../modules/products/batch-codes';
import type { Db, Tx } from '../client';
import { categories, productBatches, products, searchSynonyms, users } from '../schema';
import {
  ADMIN_NAME,
  DEFAULT_ADMIN_EMAIL,
  SEED_CATALOG,
  SEED_ORIGINS,
  WEIGHT_UNIT_LABEL,
  type SeedProduct,
} from './catalog';
import { insertSeedDelivery } from './delivery';
import { insertSeedPromotions } from './promotions';
import { SEED_SYNONYMS } from './search-synonyms';
import { CATEGORY_IMAGE_SIZE, PRODUCT_IMAGE_SIZE, renderSeedImages, type ImageJob } from './images';

export interface SeedResult {
  admin: {
    email: string;
    /** Set only when the password was generated here; it is shown once and never stored in clear. */
    generatedPassword: string | undefined;
  };
  categories: number;
  products: number;
  images: number;
  durationMs: number;
}

/** Any number that is ours alone: concurrent first starts of several instances seed once. */
const SEED_LOCK_ID = 7_200_411;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Products appear over the last six weeks, categories a little before them. */
const PRODUCT_SPREAD_DAYS = 42;
const CATEGORY_AGE_DAYS = 60;

class SeedSkipped extends Error {}

// One query at a time: inside a transaction they share a single connection.
async function isEmpty(q: Db | Tx): Promise<boolean> {
  for (const table of [users, categories, products]) {
    if ((await q.select({ id: table.id }).from(table).limit(1)).length > 0) return false;
  }
  return true;
}

/** Alternates categories, so the newest products (the home page) show a bit of everything. */
function interleavedProducts() {
  const rounds = Math.max(...SEED_CATALOG.map((c) => c.products.length));
  const order: Array<{ categoryIndex: number; productIndex: number }> = [];
  for (let productIndex = 0; productIndex < rounds; productIndex++) {
    SEED_CATALOG.forEach((category, categoryIndex) => {
      if (productIndex < category.products.length) order.push({ categoryIndex, productIndex });
    });
  }
  return order;
}

/**
 * Seeds the demo shop (admin, categories, products with rendered images) when the database holds
 * no user, category or product; otherwise does nothing and returns null. Rows go in one transaction,
 * so a failed seed leaves the database empty and the next start tries again.
 */
export async function seedIfEmpty(
  db: Db,
  config: Config,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<SeedResult | null> {
  if (!(await isEmpty(db))) return null;
  const started = performance.now();

  const productOrder = interleavedProducts();
  const jobs: ImageJob[] = [
    ...SEED_CATALOG.map((c) => ({ picture: c.icon, background: c.background, size: CATEGORY_IMAGE_SIZE })),
    ...productOrder.map(({ categoryIndex, productIndex }) => {
      const category = SEED_CATALOG[categoryIndex]!;
      return {
        picture: category.products[productIndex]!.icon,
        background: category.background,
        size: PRODUCT_IMAGE_SIZE,
      };
    }),
  ];
  const adminEmail = config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const adminPassword = config.adminPassword ?? randomBytes(18).toString('base64url');
  const generatedPassword = config.adminPassword ? undefined : adminPassword;
  const [images, passwordHash] = await Promise.all([renderSeedImages(jobs), hashPassword(adminPassword)]);

  const store = createImageStore(config, db);
  const urls = await Promise.all(images.map((image) => store.save(image)));
  const categoryUrls = urls.slice(0, SEED_CATALOG.length);
  const productUrls = urls.slice(SEED_CATALOG.length);

  const now = Date.now();
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
      if (!(await isEmpty(tx))) throw new SeedSkipped();

      await insertSeedCatalog(tx, { categoryUrls, productUrls }, now);
      await insertSeedDelivery(tx);
      await insertSeedPromotions(tx, now);

      await tx.insert(users).values({ name: ADMIN_NAME, email: adminEmail, passwordHash, role: 'admin' });
    });
  } catch (error) {
    await Promise.all(urls.map((url) => store.remove(url)));
    if (error instanceof SeedSkipped) return null;
    throw error;
  }

  const result: SeedResult = {
    admin: { email: adminEmail, generatedPassword },
    categories: SEED_CATALOG.length,
    products: productOrder.length,
    images: urls.length,
    durationMs: Math.round(performance.now() - started),
  };
  log.info(
    { categories: result.categories, products: result.products, images: result.images, durationMs: result.durationMs },
    'seeded the demo catalog',
  );
  return result;
}

/** What the operator sees once, on the start that created the admin. */
export function adminBanner({ admin }: SeedResult): string {
  const password = admin.generatedPassword ?? '(the value of ADMIN_PASSWORD)';
  const lines = [
    'Veggie Market: admin account created',
    `  email:    ${admin.email}`,
    `  password: ${password}`,
    admin.generatedPassword
      ? 'This password is shown only once. Log in and change it, or set ADMIN_EMAIL/ADMIN_PASSWORD before the first start.'
      : 'Log in with these credentials.',
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const rule = '='.repeat(width);
  return `\n${rule}\n${lines.join('\n')}\n${rule}\n\n`;
}

/**
 * A seeded product's price, unit and stock columns: a weight product's price and sale price are those of
 * one step (amountForGrams), as the admin's form derives them, and its stock is in grams.
 */
function productUnitValues(p: SeedProduct) {
  if (!('weight' in p)) {
    const { price, salePrice, unit, stock } = p;
    return { price, salePrice, unitLabel: unit.label, unitLabelEn: unit.labelEn, stock };
  }
  const { pricePerKg, salePricePerKg, stepGrams, minGrams } = p.weight;
  return {
    price: amountForGrams(pricePerKg, stepGrams),
    salePrice: salePricePerKg === null ? null : amountForGrams(salePricePerKg, stepGrams),
    unitKind: 'weight' as const,
    unitLabel: WEIGHT_UNIT_LABEL,
    unitLabelEn: WEIGHT_UNIT_LABEL,
    unitStepGrams: stepGrams,
    unitMinGrams: minGrams,
    unitPricePerKg: pricePerKg,
    unitSalePricePerKg: salePricePerKg,
    stock: p.stockGrams,
  };
}

/** A seeded product's origin and packing date columns (null for a product SEED_ORIGINS does not name). */
function productOriginValues(p: SeedProduct, now: number) {
  const origin = SEED_ORIGINS[p.name];
  if (!origin) return {};
  const day = (offsetDays: number) => shopDayOf(new Date(now + offsetDays * DAY_MS).toISOString());
  return {
    originProvince: origin.province,
    originFarm: origin.farm,
    certification: origin.certification,
    certificateNo: origin.certificate?.no ?? null,
    certificateValidUntil: origin.certificate ? day(origin.certificate.validForDays) : null,
    packedOn: day(-origin.packedDaysAgo),
  };
}

/**
 * The demo catalogue's rows: categories, products (newest first in the interleaved order) and the
 * search synonyms. The search tests load it too, with placeholder pictures.
 */
export async function insertSeedCatalog(
  tx: Db | Tx,
  { categoryUrls, productUrls }: { categoryUrls: readonly string[]; productUrls: readonly string[] },
  now: number,
) {
  const productOrder = interleavedProducts();
  const categoryRows = await tx
    .insert(categories)
    .values(
      SEED_CATALOG.map((c, i) => {
        const createdAt = new Date(now - (CATEGORY_AGE_DAYS - i) * DAY_MS);
        return { name: c.name, imageUrl: categoryUrls[i]!, createdAt, updatedAt: createdAt };
      }),
    )
    .returning({ id: categories.id, name: categories.name });
  // Matched by name: RETURNING promises the rows, not their order.
  const categoryIds = new Map(categoryRows.map((row) => [row.name, row.id]));

  const step = (PRODUCT_SPREAD_DAYS * DAY_MS) / productOrder.length;
  const productRows = await tx
    .insert(products)
    .values(
      productOrder.map(({ categoryIndex, productIndex }, i) => {
        const p = SEED_CATALOG[categoryIndex]!.products[productIndex]!;
        // Newest first in the interleaved order, at uneven times of day.
        const createdAt = new Date(now - (i + 1) * step - ((i * 37) % 11) * 60 * 60 * 1000);
        return {
          name: p.name,
          nameEn: p.nameEn,
          description: p.description,
          ...productUnitValues(p),
          ...productOriginValues(p, now),
          maxPerOrder: p.maxPerOrder ?? null,
          avgRating: p.avgRating,
          categoryId: categoryIds.get(SEED_CATALOG[categoryIndex]!.name)!,
          imageUrl: productUrls[i]!,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({
      productId: products.id,
      packedOn: products.packedOn,
      originProvince: products.originProvince,
      originFarm: products.originFarm,
      certification: products.certification,
      certificateNo: products.certificateNo,
      certificateValidUntil: products.certificateValidUntil,
    });
  // Each product with a packing date has its current batch, as a save from the admin's form would start.
  const batches = productRows.flatMap(({ packedOn, ...row }) =>
    packedOn === null ? [] : [{ ...row, packedOn, code: drawBatchCode() }],
  );
  if (batches.length > 0) await tx.insert(productBatches).values(batches);
  await tx.insert(searchSynonyms).values(SEED_SYNONYMS.map((terms) => ({ terms: [...terms] })));
}
