import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onPostgresServer, type TestApp } from '../../../test/build-test-app';
import { addToCart, createUser, createWeightProduct, postOrder, stockOf } from '../../../test/fixtures';
import { products } from '../products/products.table';
import { orderLines } from './orders.table';

/**
 * Shoppers checking out a weight product at the same moment: its stock in grams is the one ceiling.
 * On PostgreSQL the checkouts really run at once (PGlite runs them one after the other).
 */
describe(`checkout race of a weight product (${onPostgresServer ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('never takes the grams below 0, and takes exactly Σ steps × step of the orders created', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 4_000 }),
        fc.constantFrom(250, 500, 1_000),
        fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 2, maxLength: 6 }),
        async (stock, stepGrams, wanted) => {
          // Every cart fits the shelf when added; the shelf is then set to the drawn stock.
          const product = await createWeightProduct(t.app.db, { stock: 100_000, unitStepGrams: stepGrams });
          const buyers = await Promise.all(wanted.map(() => createUser(t.app.db)));
          for (const [i, { token }] of buyers.entries()) await addToCart(t.app, token, product, wanted[i]!);
          await t.app.db.update(products).set({ stock }).where(eq(products.id, product.id));

          const results = await Promise.all(buyers.map(({ token }) => postOrder(t.app, token)));
          for (const res of results) expect([201, 409]).toContain(res.statusCode);
          const created = results.filter((res) => res.statusCode === 201).map((res) => res.json().data._id as string);
          const lines = (await t.app.db.select().from(orderLines).where(eq(orderLines.productId, product.id))).filter(
            (line) => created.includes(line.orderId),
          );
          const taken = lines.reduce((sum, line) => sum + line.quantity * stepGrams, 0);
          const left = (await stockOf(t.app.db, product.id))!;
          expect(left).toBeGreaterThanOrEqual(0);
          expect(stock - left).toBe(taken);
          // A refusal means the steps did not fit what was left when it was judged.
          if (created.length < buyers.length) expect(left).toBeLessThan(Math.max(...wanted) * stepGrams);
        },
      ),
      { numRuns: 20 },
    );
  });
});
