import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../processes.mjs';
import { CATEGORIES, countProductsWithWords, generateCatalog } from './catalog.mjs';
import { EVERY_ROW_QUERY } from './endpoints.mjs';
import { checkInvariants, prepareStormProducts, prepareStormSlots, STORM_WARD } from './storm.mjs';

/** The app's own migrations on an in-memory PGlite, with the two seeded rows the generator reuses images from. */
async function migratedDatabase() {
  const db = await PGlite.create('memory://', { extensions: { pg_trgm, unaccent } });
  await migrate(drizzle(db), { migrationsFolder: path.join(root, 'apps/api/src/db/migrations') });
  await db.query(`insert into categories (name, image_url) values ('Rau ăn lá', '/uploads/leaf.webp')`);
  await db.query(
    `insert into products (name, description, price, stock, category_id, image_url)
     select 'Rau muống hữu cơ', 'Bó 500 g', 18000, 40, id, '/uploads/rau-muong.webp' from categories`,
  );
  return { db, client: { query: async (text, params) => (await db.query(text, params)).rows } };
}

describe('generateCatalog', () => {
  let db;
  let client;
  beforeAll(async () => {
    ({ db, client } = await migratedDatabase());
    await generateCatalog(client, 2000);
  }, 120_000);
  afterAll(() => db.close());

  it('fills the catalog to exactly the asked size, in every category', async () => {
    const [row] = await client.query(
      'select count(*)::int as products, count(distinct category_id)::int as categories from products',
    );
    expect(row).toEqual({ products: 2000, categories: CATEGORIES.length });
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(30);
    expect(await generateCatalog(client, 2000)).toBe(0);
  });

  it('writes valid Vietnamese products: names within the 100-character limit, VND prices, some on sale, some sold out', async () => {
    const [row] = await client.query(
      `select max(length(name))::int as longest,
              count(*) filter (where price % 1000 <> 0 or price < 5000)::int as odd_prices,
              count(*) filter (where sale_price is not null)::int as on_sale,
              count(*) filter (where stock = 0)::int as sold_out,
              count(distinct image_url)::int as images
       from products`,
    );
    expect(row.longest).toBeLessThanOrEqual(100);
    expect(row.odd_prices).toBe(0);
    expect(row.on_sale).toBeGreaterThan(100);
    expect(row.sold_out).toBeGreaterThan(20);
    expect(row.images).toBe(1);
    const [tomato] = await client.query(
      `select name, description, name_terms from products where name like 'Cà chua bi %' limit 1`,
    );
    expect(tomato.name).toMatch(/^Cà chua bi \p{L}/u);
    expect(tomato.name_terms).toEqual(expect.arrayContaining(['ca', 'chua', 'bi', 'cachua']));
  });

  it('writes the words of the every-row search into every generated description, and only there', async () => {
    // The one seeded product ("Bó 500 g") does not hold them.
    expect(await countProductsWithWords(client, EVERY_ROW_QUERY.split(' '))).toEqual({
      matching: 1999,
      products: 2000,
    });
  });

  it('keeps the indexes it rebuilt', async () => {
    const rows = await client.query(`select indexname from pg_indexes where tablename = 'products' order by indexname`);
    expect(rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining(['products_category_id_idx', 'products_created_at_id_idx']),
    );
  });
});

describe('checkInvariants', () => {
  let db;
  let client;
  let products;
  beforeAll(async () => {
    ({ db, client } = await migratedDatabase());
    await generateCatalog(client, 300);
    products = await prepareStormProducts(client, 3);
    await client.query(`insert into users (name, email, password_hash) values ('Lan', 'lan@example.com', 'x')`);
  }, 120_000);
  afterAll(() => db.close());

  /** An order of one line, `quantity` units of `product`, taking the stock like the checkout does. */
  async function order(product, quantity, { takeStock = true } = {}) {
    const [o] = await client.query(
      `insert into orders (user_id, customer_name, customer_email, total_amount, subtotal, item_count,
                           shipping_name, shipping_phone, shipping_address)
       select id, 'Lan', 'lan@example.com', $1, $1, 1, 'Lan', '0901', 'Q1' from users returning id`,
      [quantity * 10_000],
    );
    await client.query(
      `insert into order_lines (order_id, product_id, name, image_url, quantity, price_each) values ($1, $2, 'x', 'x', $3, 10000)`,
      [o.id, product.id, quantity],
    );
    if (takeStock) await client.query('update products set stock = stock - $1 where id = $2', [quantity, product.id]);
  }

  it('holds when every sale took its stock and every order has its lines', async () => {
    await order(products[0], 2);
    await order(products[1], 1);
    expect(await checkInvariants(client, products, 2)).toMatchObject({ held: true, orders: 2, unitsSold: 3 });
  });

  it('is broken by a sale that did not take stock, or by more orders than 201 answers', async () => {
    expect((await checkInvariants(client, products, 1)).held).toBe(false);
    await order(products[2], 1, { takeStock: false });
    expect(await checkInvariants(client, products, 3)).toMatchObject({ held: false, stockMismatches: 1 });
  });
});

describe('checkInvariants with delivery slots', () => {
  let db;
  let client;
  let products;
  let slots;
  beforeAll(async () => {
    ({ db, client } = await migratedDatabase());
    // The app loads the 2025 wards after its migrations; the storm's ward is all this test needs.
    await client.query(`insert into provinces (code, name) values ($1, 'Thành phố Hồ Chí Minh')`, [
      STORM_WARD.provinceCode,
    ]);
    await client.query(`insert into wards (code, province_code, name) values ($1, $2, 'Phường Sài Gòn')`, [
      STORM_WARD.wardCode,
      STORM_WARD.provinceCode,
    ]);
    await generateCatalog(client, 200);
    // As seeded: the centre of the city names the storm's ward too.
    const [centre] = await client.query(
      `insert into delivery_zones (name, fee, min_order) values ('Nội thành', 20000, 100000) returning id`,
    );
    await client.query('insert into delivery_zone_wards (zone_id, ward_code) values ($1, $2)', [
      centre.id,
      STORM_WARD.wardCode,
    ]);
    products = await prepareStormProducts(client, 1);
    slots = await prepareStormSlots(client, 3, Date.parse('2027-03-01T00:00:00Z'));
    await client.query(`insert into users (name, email, password_hash) values ('Lan', 'lan@example.com', 'x')`);
  }, 120_000);
  afterAll(() => db.close());

  /** An order of one unit holding `slot`, with a 20.000 ₫ fee, booking its place like the checkout does. */
  async function order(slot, { status = 'processing', book = true } = {}) {
    const [o] = await client.query(
      `insert into orders (user_id, customer_name, customer_email, total_amount, subtotal, delivery_fee, item_count,
                           shipping_name, shipping_phone, shipping_address, delivery_slot_id, status)
       select id, 'Lan', 'lan@example.com', 30000, 10000, 20000, 1, 'Lan', '0901', 'Q1', $1, $2 from users returning id`,
      [slot.id, status],
    );
    await client.query(
      `insert into order_lines (order_id, product_id, name, image_url, quantity, price_each) values ($1, $2, 'x', 'x', 1, 10000)`,
      [o.id, products[0].id],
    );
    await client.query('update products set stock = stock - 1 where id = $1', [products[0].id]);
    if (book) await client.query('update delivery_slots set booked = booked + 1 where id = $1', [slot.id]);
  }

  it('makes small slots of a zone of its own that are still open', async () => {
    expect(slots.map((slot) => slot.capacity)).toEqual([2, 3, 4]);
    // The only active zone of the ward, so the storm's addresses land in it.
    const zones = await client.query(
      `select z.min_order, count(s.id)::int as slots, bool_and(s.closes_at > $1) as open
       from delivery_zones z join delivery_zone_wards w on w.zone_id = z.id and w.ward_code = $2
       left join delivery_slots s on s.zone_id = z.id where z.active group by z.id`,
      [new Date('2027-03-01T00:00:00Z'), STORM_WARD.wardCode],
    );
    expect(zones).toEqual([{ min_order: 0, slots: 3, open: true }]);
  });

  it('holds when each slot counts the orders holding it (cancelled ones excluded) and none is over capacity', async () => {
    await order(slots[0]);
    await order(slots[0]);
    await order(slots[1], { status: 'cancelled', book: false });
    expect(await checkInvariants(client, products, 3, slots)).toMatchObject({
      held: true,
      overbookedSlots: 0,
      slotMismatches: 0,
      slotBookings: 2,
    });
  });

  it('is broken by a booking past capacity, or by a count that is not the orders holding the slot', async () => {
    await order(slots[0]);
    expect(await checkInvariants(client, products, 4, slots)).toMatchObject({ held: false, overbookedSlots: 1 });
    await client.query('update delivery_slots set booked = capacity where id = $1', [slots[0].id]);
    expect(await checkInvariants(client, products, 4, slots)).toMatchObject({
      held: false,
      overbookedSlots: 0,
      slotMismatches: 1,
    });
    await order(slots[2], { book: false });
    expect((await checkInvariants(client, products, 5, slots)).slotMismatches).toBe(2);
  });
});
