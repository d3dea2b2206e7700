import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { createCategory } from '../../../test/fixtures';
import { createTestDatabase } from '../../../test/build-test-app';
import { listAdminProducts, listShopProducts } from './products.repository';

/**
 * The listing's price and name orders read an index from either end: without one, every page of them
 * sorted the whole catalogue. The plans are of the statements the repository itself sends.
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

  /**
   * The statement a listing sends, with its values written in (they are numbers: the page's limit and
   * offset), caught at the driver: node-postgres is given `{ text }`, PGlite the text itself.
   */
  async function statementOf(list: () => Promise<unknown>): Promise<string> {
    // Both drivers' Drizzle databases hold their client as $client, which the shared Db type leaves out.
    const { $client: client } = database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } };
    const query = vi.spyOn(client, 'query');
    try {
      await list();
      const [statement, values] = query.mock.calls.at(-1) as [string | { text: string }, unknown[]];
      const text = typeof statement === 'string' ? statement : statement.text;
      expect(values.every((value) => typeof value === 'number')).toBe(true);
      return text.replace(/\$(\d+)/g, (_, n: string) => String(values[Number(n) - 1]));
    } finally {
      query.mockRestore();
    }
  }

  /** The plan of a statement, with a scan of the whole table made the last resort. */
  function planOf(statement: string): Promise<string> {
    return database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql.raw(`explain ${statement}`))) as unknown as { rows: object[] };
      return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
  }

  const page = { page: 3, limit: 12 };
  it.each([
    [
      'price, cheapest first',
      () => listShopProducts(database.db, { ...page, sort: 'price_asc' }),
      /Index Scan using products_effective_price_idx/,
    ],
    [
      'price, dearest first',
      () => listShopProducts(database.db, { ...page, sort: 'price_desc' }),
      /Index Scan Backward using products_effective_price_idx/,
    ],
    [
      'name, A to Z',
      () => listShopProducts(database.db, { ...page, sort: 'name' }),
      /Index Scan using products_name_order_idx/,
    ],
    [
      'name, Z to A (admin)',
      () => listAdminProducts(database.db, { ...page, sortBy: 'name', sortOrder: 'desc' }),
      /Index Scan Backward using products_name_order_idx/,
    ],
  ])('%s reads its index instead of sorting the catalogue', async (_label, list, scan) => {
    const plan = await planOf(await statementOf(list));
    expect(plan).toMatch(scan);
    // The total's small product_counts table may be read whole; the catalogue never.
    expect(plan).not.toMatch(/Seq Scan on products\s/);
  });
});
