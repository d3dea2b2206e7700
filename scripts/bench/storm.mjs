// The checkout storm: many buyers, a few products with less stock than they want together, every
// checkout fired at once. Then the invariants, checked in SQL.
import { account, addToCart, call, inBatches, setShippingDetails } from './api.mjs';

/** argon2 is CPU-bound: more sign-ups at once than cores only queue up. */
const SIGNUP_CONCURRENCY = 4;

/** Stock per product: scarce on purpose (5 to 12 each) so that demand exceeds supply. */
const stockOf = (i) => 5 + ((i * 5) % 8);

/**
 * Picks `count` in-stock products (spread over the catalog) and gives them scarce stock. Run on the
 * database before the server starts; resolves with `[{ id, stock }]`, the initial stock to check against.
 */
export async function prepareStormProducts(client, count) {
  const rows = await client.query(
    `select id from products where stock > 0 order by created_at desc, id desc limit $1 offset 100`,
    [count],
  );
  const products = rows.map((row, i) => ({ id: row.id, stock: stockOf(i) }));
  for (const p of products) await client.query('update products set stock = $1 where id = $2', [p.stock, p.id]);
  return products;
}

/** Buyer b's cart: 1 to 3 lines of 1 or 2 units, spread over the products. */
function cartOf(b, products) {
  const lines = new Map();
  for (let j = 0; j <= b % 3; j++) lines.set(products[(b * 7 + j * 3) % products.length].id, 1 + ((b + j) % 2));
  return [...lines];
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** Registers the buyers and fills their carts (not timed), then fires every checkout at once (timed). */
export async function runStorm(base, products, buyerCount) {
  const setupStarted = performance.now();
  const buyers = await inBatches(
    Array.from({ length: buyerCount }, (_, b) => b),
    SIGNUP_CONCURRENCY,
    async (b) => {
      const who = { name: `Khách hàng ${b + 1}`, email: `buyer-${b + 1}@bench.veggie.market` };
      const token = await account(base, who.email, who.name);
      await setShippingDetails(base, token, who);
      const lines = cartOf(b, products);
      for (const [productId, quantity] of lines) await addToCart(base, token, productId, quantity);
      return { token, units: lines.reduce((sum, [, q]) => sum + q, 0) };
    },
  );
  const setupMs = performance.now() - setupStarted;

  const started = performance.now();
  const outcomes = await Promise.all(
    buyers.map(async ({ token }) => {
      const t = performance.now();
      try {
        const res = await call(base, 'POST', '/api/orders', { token });
        return { status: res.status, ms: performance.now() - t };
      } catch (error) {
        return { status: 'error', error: error.message, ms: performance.now() - t };
      }
    }),
  );
  const wallMs = performance.now() - started;

  const count = (predicate) => outcomes.filter(predicate).length;
  const created = count((o) => o.status === 201);
  const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  return {
    buyers: buyerCount,
    products: products.length,
    stock: products.reduce((sum, p) => sum + p.stock, 0),
    demand: buyers.reduce((sum, b) => sum + b.units, 0),
    setupMs,
    wallMs,
    created,
    conflicts: count((o) => o.status === 409),
    otherStatuses: count((o) => typeof o.status === 'number' && o.status !== 201 && o.status !== 409),
    errors: count((o) => o.status === 'error'),
    ordersPerSec: created / (wallMs / 1000),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

/**
 * The invariants, from the database after the storm: no negative stock anywhere; for each storm product
 * stock = initial − units sold; every order has lines, and its item count and total agree with them;
 * as many orders as 201 answers.
 */
export async function checkInvariants(client, products, created) {
  const [{ negative }] = await client.query('select count(*)::int as negative from products where stock < 0');
  const sold = await client.query(
    `select p.id, p.stock, coalesce(sum(l.quantity), 0)::int as sold
     from products p left join order_lines l on l.product_id = p.id
     where p.id = any(array(select jsonb_array_elements_text($1::jsonb))::uuid[])
     group by p.id, p.stock`,
    [JSON.stringify(products.map((p) => p.id))],
  );
  const initial = new Map(products.map((p) => [p.id, p.stock]));
  const stockMismatches = sold.filter((row) => row.stock !== initial.get(row.id) - row.sold).length;
  const [{ orders, without_lines: withoutLines, inconsistent }] = await client.query(
    `select count(*)::int as orders,
            count(*) filter (where l.lines is null)::int as without_lines,
            count(*) filter (where l.units <> o.item_count or l.amount <> o.total_amount)::int as inconsistent
     from orders o
     left join (select order_id, count(*) as lines, sum(quantity) as units, sum(quantity::bigint * price_each) as amount
                from order_lines group by order_id) l on l.order_id = o.id`,
  );
  const unitsSold = sold.reduce((sum, row) => sum + row.sold, 0);
  return {
    negativeStock: negative,
    stockMismatches,
    ordersWithoutLines: withoutLines,
    ordersInconsistent: inconsistent,
    orders,
    unitsSold,
    held:
      negative === 0 &&
      stockMismatches === 0 &&
      withoutLines === 0 &&
      inconsistent === 0 &&
      orders === created &&
      sold.length === products.length,
  };
}
