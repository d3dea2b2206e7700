import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq, inArray } from 'drizzle-orm';
import {
  amountForGrams,
  CERTIFICATE_WARNING_DAYS,
  DEFAULT_UNIT,
  imageVariantUrl,
  isVisibleText,
  LIMITS,
  productFieldsSchema,
  shopDayOf,
} from '@veggie/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/build-test-app';
import { loadConfig, type Config } from '../../config';
import { verifyPassword } from '../../lib/passwords';
import type { Database } from '../client';
import { zoneForWard } from '../../modules/delivery/delivery.service';
import {
  categories,
  closedDays,
  deliveryZones,
  productBatches,
  products,
  promotions,
  slotTemplates,
  storedImages,
  users,
  wards,
} from '../schema';
import { SEED_VOUCHER_CATEGORIES, SEED_VOUCHER_CODE } from './promotions';
import { SEED_DELIVERY_ZONES } from './delivery';
import { DEFAULT_ADMIN_EMAIL, SEED_ORIGINS } from './catalog';
import { adminBanner, seedIfEmpty, type SeedResult } from './seed';

const silent = { info: () => {} };

interface Fixture {
  database: Database;
  config: Config;
  close(): Promise<void>;
}

async function fixture(env: Record<string, string> = {}): Promise<Fixture> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'veggie-seed-'));
  const { database, drop } = await createTestDatabase();
  return {
    database,
    config: loadConfig({ DATA_DIR: dataDir, ...env }),
    async close() {
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function uploadedFiles(config: Config): Promise<string[]> {
  return existsSync(config.uploadsDir) ? readdir(config.uploadsDir) : [];
}

/** Every stored image has a 400 px variant stored beside it. */
const withVariants = (urls: string[]) => urls.flatMap((url) => [url, imageVariantUrl(url)!]);

describe('seedIfEmpty on an empty database', () => {
  let t: Fixture;
  let result: SeedResult | null;
  beforeAll(async () => {
    t = await fixture({ ADMIN_EMAIL: 'Owner@Veggie.Test', ADMIN_PASSWORD: 'owner-password-1' });
    result = await seedIfEmpty(t.database.db, t.config, silent);
  });
  afterAll(() => t.close());

  it('reports what it created', () => {
    expect(result).toMatchObject({ admin: { email: 'owner@veggie.test', generatedPassword: undefined } });
    expect(result!.categories).toBeGreaterThanOrEqual(8);
    expect(result!.products).toBeGreaterThanOrEqual(48);
    expect(result!.images).toBe(result!.categories + result!.products);
  });

  it("holds the home banner's 10 % vegetables voucher, and no automatic promotion", async () => {
    const rows = await t.database.db.select().from(promotions);
    expect(rows).toHaveLength(1);
    const [voucher] = rows;
    expect(voucher).toMatchObject({ code: SEED_VOUCHER_CODE, kind: 'percent', value: 10, public: true, active: true });
    const vegetables = await t.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.name, [...SEED_VOUCHER_CATEGORIES]));
    expect(vegetables).toHaveLength(4);
    expect([...voucher!.categoryIds].sort()).toEqual(vegetables.map((c) => c.id).sort());
    expect(voucher!.startsAt.getTime()).toBeLessThan(Date.now());
    expect(voucher!.endsAt.getTime()).toBeGreaterThan(Date.now() + 365 * 24 * 3600_000);
  });

  it('creates at least 8 categories and 48 products with Vietnamese names', async () => {
    const categoryRows = await t.database.db.select().from(categories);
    const productRows = await t.database.db.select().from(products);
    expect(categoryRows.length).toBe(result!.categories);
    expect(productRows.length).toBe(result!.products);
    expect(productRows.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Cà chua bi hữu cơ', 'Rau muống hữu cơ', 'Xoài cát Hòa Lộc']),
    );
    for (const p of productRows) expect(p.description.length).toBeGreaterThan(40);
    // Every category has something on its shelf, and the right things.
    for (const c of categoryRows) expect(productRows.some((p) => p.categoryId === c.id)).toBe(true);
    const tomato = productRows.find((p) => p.name === 'Cà chua bi hữu cơ');
    expect(categoryRows.find((c) => c.id === tomato?.categoryId)?.name).toBe('Rau ăn quả');
  });

  it('names every product in English and sells it by the unit its description names', async () => {
    const productRows = await t.database.db.select().from(products);
    const englishNames = productRows.map((p) => p.nameEn);
    expect(new Set(englishNames).size).toBe(productRows.length);
    for (const p of productRows) {
      // English letters only: a name copied from the Vietnamese would carry its diacritics.
      expect(p.nameEn, p.name).toMatch(/^[A-Z][A-Za-z' -]+$/);
      expect(p.nameEn?.length, p.name).toBeLessThanOrEqual(LIMITS.productNameMax);
      if (p.unitKind === 'weight') {
        // Loose produce is weighed: its description says so instead of naming a package.
        expect(p.description.toLowerCase(), p.name).toContain('bán theo cân');
        continue;
      }
      expect(p.unitKind, p.name).toBe('piece');
      // A real unit, not the default every product had before units existed.
      expect(p.unitLabel, p.name).not.toBe(DEFAULT_UNIT.label);
      for (const label of [p.unitLabel, p.unitLabelEn ?? '']) {
        expect(label.length, p.name).toBeGreaterThan(0);
        expect(label.length, p.name).toBeLessThanOrEqual(LIMITS.unitLabelMax);
        expect(isVisibleText(label), p.name).toBe(true);
      }
      expect(p.description.toLowerCase(), p.name).toContain(p.unitLabel.toLowerCase());
      // "hộp 500 g" and "box of 500 g": the same amount in both languages.
      expect(p.unitLabelEn?.match(/\d+/g) ?? [], p.name).toEqual(p.unitLabel.match(/\d+/g) ?? []);
    }
    expect(productRows.find((p) => p.name === 'Rau muống hữu cơ')).toMatchObject({
      nameEn: 'Organic water spinach',
      unitLabel: 'bó 500 g',
      unitLabelEn: 'bunch of 500 g',
    });
  });

  it('sells the loose produce by weight: per kg, in steps from a minimum, the stock in grams', async () => {
    const productRows = await t.database.db.select().from(products);
    const weighed = productRows.filter((p) => p.unitKind === 'weight');
    expect(weighed.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Cà rốt Đà Lạt', 'Khoai tây Đà Lạt', 'Dưa hấu không hạt Long An']),
    );
    for (const p of weighed) {
      expect(p.unitStepGrams, p.name).toBeOneOf([250, 500, 1_000]);
      expect(p.unitPricePerKg! % 1000, p.name).toBe(0);
      expect(p.price, p.name).toBe(amountForGrams(p.unitPricePerKg!, p.unitStepGrams!));
      if (p.unitSalePricePerKg !== null)
        expect(p.salePrice, p.name).toBe(amountForGrams(p.unitSalePricePerKg, p.unitStepGrams!));
      if (p.unitMinGrams !== null) expect(p.unitMinGrams % p.unitStepGrams!, p.name).toBe(0);
      // Kilograms of produce on the shelf, not a count of bags.
      expect(p.stock, p.name).toBeGreaterThanOrEqual(10_000);
    }
    // Bunches of herbs, boxes and trays stay pieces.
    expect(productRows.find((p) => p.name === 'Húng quế')?.unitKind).toBe('piece');
    expect(productRows.find((p) => p.name === 'Cà chua bi hữu cơ')?.unitKind).toBe('piece');
  });

  it('prices in whole thousands of VND, some on sale below the price', async () => {
    const productRows = await t.database.db.select().from(products);
    for (const p of productRows) {
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.price).toBeGreaterThan(0);
      expect(p.price % 1000).toBe(0);
      if (p.salePrice !== null) {
        expect(p.salePrice % 1000).toBe(0);
        expect(p.salePrice).toBeGreaterThan(0);
        expect(p.salePrice).toBeLessThan(p.price);
      }
    }
    expect(productRows.filter((p) => p.salePrice !== null).length).toBeGreaterThanOrEqual(5);
  });

  it('gives some products a farm, a certificate (one about to expire) and a current batch', async () => {
    const productRows = await t.database.db.select().from(products);
    const named = new Set(productRows.map((p) => p.name));
    for (const name of Object.keys(SEED_ORIGINS)) expect(named.has(name), name).toBe(true);
    const placed = productRows.filter((p) => p.originFarm !== null);
    expect(placed).toHaveLength(Object.keys(SEED_ORIGINS).length);
    expect(new Set(placed.map((p) => p.certification))).toEqual(new Set(['organic', 'vietgap', 'none']));
    // What the seed stored, the admin's form would accept.
    for (const p of placed) {
      const form = {
        name: p.name,
        description: p.description,
        price: p.price,
        stock: p.stock,
        category: p.categoryId,
        originProvince: p.originProvince,
        originFarm: p.originFarm,
        certification: p.certification,
        certificateNo: p.certificateNo,
        certificateValidUntil: p.certificateValidUntil,
        packedOn: p.packedOn,
      };
      expect(productFieldsSchema.safeParse(form).success, p.name).toBe(true);
    }
    const today = shopDayOf(new Date().toISOString());
    const warnBy = shopDayOf(new Date(Date.now() + CERTIFICATE_WARNING_DAYS * 24 * 60 * 60 * 1000).toISOString());
    const soon = placed.filter((p) => p.certificateValidUntil !== null && p.certificateValidUntil <= warnBy);
    expect(soon.map((p) => p.name)).toEqual(['Xà lách lô lô xanh Đà Lạt']);
    expect(soon[0]!.certificateValidUntil! >= today).toBe(true);
    const batches = await t.database.db.select().from(productBatches);
    expect(batches.map((b) => b.productId).sort()).toEqual(placed.map((p) => p.id).sort());
    for (const b of batches) {
      const p = placed.find((row) => row.id === b.productId)!;
      expect(b).toMatchObject({ packedOn: p.packedOn, originFarm: p.originFarm, certificateNo: p.certificateNo });
      expect(b.packedOn <= today).toBe(true);
    }
  });

  it('limits a few scarce sale items per order, below their stock', async () => {
    const limited = (await t.database.db.select().from(products)).filter((p) => p.maxPerOrder !== null);
    expect(limited.map((p) => [p.name, p.maxPerOrder])).toEqual(
      expect.arrayContaining([
        ['Xoài cát Hòa Lộc', 5],
        ['Dâu tây Đà Lạt', 3],
      ]),
    );
    for (const p of limited) {
      expect(p.salePrice).not.toBeNull();
      expect(p.maxPerOrder).toBeLessThan(p.stock);
    }
  });

  it('has a few products out of stock and a few running low, ratings 3.5 to 5', async () => {
    const productRows = await t.database.db.select().from(products);
    expect(productRows.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(2);
    expect(productRows.filter((p) => p.stock >= 1 && p.stock <= 9).length).toBeGreaterThanOrEqual(2);
    for (const p of productRows) {
      expect(p.avgRating).toBeGreaterThanOrEqual(3.5);
      expect(p.avgRating).toBeLessThanOrEqual(5);
    }
  });

  it('spreads creation dates over the past weeks', async () => {
    const productRows = await t.database.db.select().from(products);
    const now = Date.now();
    const ages = productRows.map((p) => now - p.createdAt.getTime());
    for (const age of ages) expect(age).toBeGreaterThan(0);
    const spanDays = (Math.max(...ages) - Math.min(...ages)) / 86_400_000;
    expect(spanDays).toBeGreaterThan(14);
    expect(new Set(productRows.map((p) => p.createdAt.getTime())).size).toBe(productRows.length);
  });

  it('stores one WebP image and its 400 px variant per product and category in the uploads folder', async () => {
    const categoryRows = await t.database.db.select().from(categories);
    const productRows = await t.database.db.select().from(products);
    const urls = [...categoryRows.map((c) => c.imageUrl), ...productRows.map((p) => p.imageUrl)];
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url).toMatch(/^\/uploads\/[\w-]+\.webp$/);
    expect((await uploadedFiles(t.config)).sort()).toEqual(
      withVariants(urls)
        .map((u) => path.basename(u))
        .sort(),
    );

    const [product, category] = await Promise.all([
      sharp(path.join(t.config.uploadsDir, path.basename(productRows[0]!.imageUrl))).metadata(),
      sharp(path.join(t.config.uploadsDir, path.basename(categoryRows[0]!.imageUrl))).metadata(),
    ]);
    expect(product).toMatchObject({ format: 'webp', width: 800, height: 800 });
    expect(category).toMatchObject({ format: 'webp', width: 600, height: 600 });
    const variant = await sharp(
      path.join(t.config.uploadsDir, path.basename(imageVariantUrl(productRows[0]!.imageUrl)!)),
    ).metadata();
    expect(variant).toMatchObject({ format: 'webp', width: 400, height: 400 });
    const formats = await Promise.all(
      urls.map(async (u) => (await sharp(path.join(t.config.uploadsDir, path.basename(u))).metadata()).format),
    );
    expect(new Set(formats)).toEqual(new Set(['webp']));
  });

  it('creates exactly one admin, who can log in with the configured password', async () => {
    const userRows = await t.database.db.select().from(users);
    expect(userRows).toHaveLength(1);
    const [admin] = userRows;
    expect(admin).toMatchObject({ email: 'owner@veggie.test', role: 'admin' });
    expect(admin!.passwordHash).not.toContain('owner-password-1');
    expect(await verifyPassword(admin!.passwordHash, 'owner-password-1')).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, 'wrong-password')).toBe(false);
  });

  it('does not show a configured password in the banner', () => {
    const banner = adminBanner(result!);
    expect(banner).toContain('owner@veggie.test');
    expect(banner).not.toContain('owner-password-1');
  });

  it('seeds the delivery zones of central Hồ Chí Minh City, the whole city and central Hà Nội', async () => {
    const db = t.database.db;
    const zones = await db.select().from(deliveryZones).orderBy(asc(deliveryZones.fee), asc(deliveryZones.name));
    expect(zones.map((z) => [z.name, z.fee, z.freeFrom, z.minOrder, z.active])).toEqual([
      ['Nội thành Hà Nội', 20_000, 300_000, 100_000, true],
      ['Nội thành TP. Hồ Chí Minh', 20_000, 300_000, 100_000, true],
      ['TP. Hồ Chí Minh', 35_000, 500_000, 200_000, true],
    ]);
    // Every seeded ward is the dataset's, under the name the seed gives it, in the zone's city.
    for (const zone of SEED_DELIVERY_ZONES) {
      const codes = Object.keys(zone.wards);
      const found = codes.length ? await db.select().from(wards).where(inArray(wards.code, codes)) : [];
      expect(Object.fromEntries(found.map((w) => [w.code, w.name]))).toEqual(zone.wards);
      expect(new Set(found.map((w) => w.provinceCode)).size).toBeLessThanOrEqual(1);
    }
    expect(Object.keys(SEED_DELIVERY_ZONES[0]!.wards).length).toBeGreaterThanOrEqual(12);

    const zoneOf = async (wardCode: string) => (await zoneForWard(db, wardCode)).name;
    expect(await zoneOf('26740')).toBe('Nội thành TP. Hồ Chí Minh'); // Phường Sài Gòn
    expect(await zoneOf('26704')).toBe('TP. Hồ Chí Minh'); // Phường Phú Mỹ, outside the centre
    expect(await zoneOf('00070')).toBe('Nội thành Hà Nội'); // Phường Hoàn Kiếm

    const windows = await db
      .select({ zone: deliveryZones.name, start: slotTemplates.startTime, capacity: slotTemplates.capacity })
      .from(slotTemplates)
      .innerJoin(deliveryZones, eq(deliveryZones.id, slotTemplates.zoneId));
    const perZone = (name: string) => windows.filter((w) => w.zone === name);
    expect(perZone('Nội thành TP. Hồ Chí Minh')).toHaveLength(5 * 7);
    expect(perZone('Nội thành Hà Nội')).toHaveLength(5 * 7);
    expect(perZone('TP. Hồ Chí Minh')).toHaveLength(2 * 7);
    expect(new Set(perZone('Nội thành Hà Nội').map((w) => w.start))).toEqual(
      new Set(['08:00', '10:00', '14:00', '16:00', '18:00']),
    );
    expect(new Set(perZone('TP. Hồ Chí Minh').map((w) => w.capacity))).toEqual(new Set([10]));
    expect(new Set(windows.map((w) => w.capacity))).toEqual(new Set([20, 10]));

    const closed = await db.select().from(closedDays).orderBy(asc(closedDays.date));
    expect(closed.map((d) => d.date)).toEqual(['2027-02-05', '2027-02-06', '2027-02-07', '2027-02-08', '2027-02-09']);
  });

  it('creates nothing when run again', async () => {
    const filesBefore = await uploadedFiles(t.config);
    expect(await seedIfEmpty(t.database.db, t.config, silent)).toBeNull();
    const [{ n: productCount }] = (await t.database.db.select({ n: count() }).from(products)) as [{ n: number }];
    const [{ n: userCount }] = (await t.database.db.select({ n: count() }).from(users)) as [{ n: number }];
    expect(productCount).toBe(result!.products);
    expect(userCount).toBe(1);
    expect(await uploadedFiles(t.config)).toEqual(filesBefore);
  });
});

describe('seedIfEmpty without ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  let t: Fixture;
  beforeAll(async () => {
    t = await fixture();
  });
  afterAll(() => t.close());

  it('generates a strong password, shown once in the banner, that logs the default admin in', async () => {
    const result = await seedIfEmpty(t.database.db, t.config, silent);
    const password = result!.admin.generatedPassword!;
    expect(result!.admin.email).toBe(DEFAULT_ADMIN_EMAIL);
    expect(password.length).toBeGreaterThanOrEqual(20);
    const banner = adminBanner(result!);
    expect(banner).toContain(DEFAULT_ADMIN_EMAIL);
    expect(banner).toContain(password);

    const [admin] = await t.database.db.select().from(users).where(eq(users.email, DEFAULT_ADMIN_EMAIL));
    expect(admin?.role).toBe('admin');
    expect(await verifyPassword(admin!.passwordHash, password)).toBe(true);
  });
});

describe('seedIfEmpty with IMAGE_STORE=database', () => {
  let t: Fixture;
  beforeAll(async () => {
    t = await fixture({ IMAGE_STORE: 'database' });
  });
  afterAll(() => t.close());

  it('writes every image through the database store, none to the uploads folder', async () => {
    const result = await seedIfEmpty(t.database.db, t.config, silent);
    const urls = [
      ...(await t.database.db.select({ url: categories.imageUrl }).from(categories)),
      ...(await t.database.db.select({ url: products.imageUrl }).from(products)),
    ].map((r) => r.url);
    const rows = await t.database.db.select().from(storedImages);
    expect(rows).toHaveLength(2 * result!.images);
    expect(rows.map((r) => `/uploads/${r.name}`).sort()).toEqual(withVariants(urls).sort());
    expect(new Set(rows.map((r) => r.contentType))).toEqual(new Set(['image/webp']));
    expect((await sharp(rows[0]!.content).metadata()).format).toBe('webp');
    expect(await uploadedFiles(t.config)).toEqual([]);
  });
});

describe('seedIfEmpty on a database that is in use', () => {
  let t: Fixture;
  beforeAll(async () => {
    t = await fixture();
  });
  afterAll(() => t.close());

  it('never seeds when a single user exists', async () => {
    await t.database.db
      .insert(users)
      .values({ name: 'Lan', email: 'lan@example.com', passwordHash: 'not-a-real-hash' });
    expect(await seedIfEmpty(t.database.db, t.config, silent)).toBeNull();
    expect(await t.database.db.select().from(categories)).toHaveLength(0);
    expect(await t.database.db.select().from(products)).toHaveLength(0);
    expect(await t.database.db.select().from(users)).toHaveLength(1);
    expect(await uploadedFiles(t.config)).toEqual([]);
  });
});
