import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createCategory } from '../../../test/fixtures';
import { createTestDatabase } from '../../../test/build-test-app';
import { effectivePriceOf, nameOrderOf, products } from './products.table';

/**
 * The listing's price and name orders (products.repository builds them from the same expressions) read an
 * index from either end: without one, every page of them sorted the whole catalogue.
 */
describe('listing orders', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    const category = await createCategory(database.db, { name: 'Rau lá' });
    await database.db.execute(sql`
      insert into products (name, description, price, sale_price, category_id, image_url)
      select 'Rau ' || i, 'Rau sạch', 10000 + i * 1000, case when i % 3 = 0 then 9000 + i * 1000 end,
             ${category.id}, '/uploads/p.webp'
      from generate_series(1, 500) as i`);
    await database.db.execute(sql`analyze products`);
  });
  afterAll(async () => drop?.());

  /** The plan of the listing's first page in `order`, with a scan of the whole table made the last resort. */
  async function planOf(order: SQL[]): Promise<string> {
    const page = database.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .orderBy(...order, desc(products.id))
      .limit(12);
    return database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain ${page}`)) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
  }

  const price = effectivePriceOf(products);
  const name = nameOrderOf(products.name);

  it.each([
    ['price, cheapest first', [asc(price), desc(products.createdAt)], /Index Scan using products_effective_price_idx/],
    [
      'price, dearest first',
      [desc(price), desc(products.createdAt)],
      /Index Scan Backward using products_effective_price_idx/,
    ],
    ['name, A to Z', [asc(name), asc(products.name)], /Index Scan using products_name_order_idx/],
    ['name, Z to A (admin)', [desc(name), desc(products.name)], /Index Scan Backward using products_name_order_idx/],
  ])('%s reads its index instead of sorting the catalogue', async (_label, order, scan) => {
    const plan = await planOf(order);
    expect(plan).toMatch(scan);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
