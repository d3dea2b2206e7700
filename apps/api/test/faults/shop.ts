// The shop the fault tests break: scarce products, customers whose carts together ask for more than
// the stock, a concurrent checkout storm, and the invariants that must hold whatever happened to it.
import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { cartItems, orderLines, orders, products, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { createCategory, createProduct, createUser } from '../fixtures';

export const ADMIN = { email: 'faults-admin@veggie.test', password: 'faults-admin-password' };

export interface CartLine {
  productId: string;
  quantity: number;
}

export interface Customer {
  id: string;
  token: string;
  cart: CartLine[];
}

export interface Shop {
  products: Array<{ id: string; stock: number }>;
  customers: Customer[];
}

export type DatabaseTarget = { url: string } | { dataDir: string };

export function openTarget(target: DatabaseTarget): Promise<Database> {
  return 'url' in target ? openDatabase({ url: target.url, poolSize: 4 }) : openDatabase({ dataDir: target.dataDir });
}

/**
 * Migrates the database and fills it: the admin (so the demo seed stays out of the way), products
 * with the given stocks, and customers with a session and a cart each. Customer i wants 1–3 of
 * product i mod n, every fifth one also a unit of the next product: several times the stock in all.
 */
export async function prepareShop(
  target: DatabaseTarget,
  options: { customers: number; stocks: number[] },
): Promise<Shop> {
  const database = await openTarget(target);
  try {
    await database.migrate();
    // One transaction: on the embedded database every commit is a flush to disk.
    return await database.db.transaction(async (tx) => {
      await tx.insert(users).values({
        name: 'Faults Admin',
        email: ADMIN.email,
        passwordHash: await hashPassword(ADMIN.password),
        role: 'admin',
      });
      const category = await createCategory(tx);
      const stocked = [];
      for (const stock of options.stocks)
        stocked.push(await createProduct(tx, { categoryId: category.id, stock, price: 20_000 }));

      const customers: Customer[] = [];
      for (let i = 0; i < options.customers; i++) {
        const { user, token } = await createUser(tx);
        const cart: CartLine[] = [{ productId: stocked[i % stocked.length]!.id, quantity: 1 + (i % 3) }];
        if (i % 5 === 0 && stocked.length > 1)
          cart.push({ productId: stocked[(i + 1) % stocked.length]!.id, quantity: 1 });
        customers.push({ id: user.id, token, cart });
      }
      await tx.insert(cartItems).values(customers.flatMap((c) => c.cart.map((line) => ({ userId: c.id, ...line }))));
      return { products: stocked.map((p) => ({ id: p.id, stock: p.stock })), customers };
    });
  } finally {
    await database.close();
  }
}

/** What a checkout request came back with; `unknown` means the client cannot tell whether it committed. */
export type Outcome =
  | { kind: 'created'; orderId: string }
  | { kind: 'replayed'; orderId: string }
  | { kind: 'refused'; status: number }
  | { kind: 'unknown'; reason: string };

export interface StormOptions {
  headers?: Record<string, string>;
  /**
   * Runs once, when this many checkouts have been answered (and, with `afterOrders`, this many of them
   * acknowledged an order), while the others are still in flight.
   */
  interrupt?: { afterAnswers: number; afterOrders?: number; run: () => Promise<void> };
}

/** The key a customer's checkout always uses, so a retry after a crash can never make a second order. */
export const idempotencyKey = (customer: Customer) => `checkout-${customer.id}`;

export async function checkout(
  baseUrl: string,
  customer: Customer,
  headers: Record<string, string> = {},
): Promise<Outcome> {
  try {
    const res = await fetch(`${baseUrl}/api/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.token}`, 'idempotency-key': idempotencyKey(customer), ...headers },
    });
    if (res.status === 200 || res.status === 201) {
      const body = (await res.json()) as { data: { _id: string } };
      return { kind: res.status === 201 ? 'created' : 'replayed', orderId: body.data._id };
    }
    await res.body?.cancel();
    // 409 (stock) and 400 are decided refusals; a proxy's 502 or a 503 leaves the outcome open.
    if (res.status === 409 || res.status === 400) return { kind: 'refused', status: res.status };
    return { kind: 'unknown', reason: `HTTP ${res.status}` };
  } catch (error) {
    return { kind: 'unknown', reason: String((error as Error).cause ?? error) };
  }
}

/** Every customer checks out at once. */
export async function checkoutStorm(
  baseUrl: string,
  customers: Customer[],
  options: StormOptions = {},
): Promise<Outcome[]> {
  let answered = 0;
  let ordered = 0;
  let interrupted: Promise<void> | undefined;
  const outcomes = await Promise.all(
    customers.map(async (customer) => {
      const outcome = await checkout(baseUrl, customer, options.headers);
      if (outcome.kind !== 'unknown') answered += 1;
      if (outcome.kind === 'created' || outcome.kind === 'replayed') ordered += 1;
      const { interrupt } = options;
      if (interrupt && !interrupted && answered >= interrupt.afterAnswers && ordered >= (interrupt.afterOrders ?? 0))
        interrupted = interrupt.run();
      return outcome;
    }),
  );
  await interrupted;
  return outcomes;
}

export function tally(outcomes: Outcome[]) {
  const count = (kind: Outcome['kind']) => outcomes.filter((o) => o.kind === kind).length;
  return {
    created: count('created'),
    replayed: count('replayed'),
    refused: count('refused'),
    unknown: count('unknown'),
  };
}

/**
 * The guarantees, checked in the database after whatever happened to the storm:
 * - every order a client was told about (201, or 200 for a replay) exists, with exactly its cart's lines;
 * - no order exists without lines, and no customer has two orders;
 * - a customer with an order has an empty cart, one without still has the whole cart;
 * - each product's stock is its initial stock minus everything ordered, never negative;
 * - a refused checkout made no order.
 */
export async function expectShopConsistent(target: DatabaseTarget, shop: Shop, outcomes: Outcome[]): Promise<void> {
  const database = await openTarget(target);
  try {
    const db = database.db;
    const orderRows = await db
      .select({ id: orders.id, userId: orders.userId, itemCount: orders.itemCount })
      .from(orders);
    const lineRows = await db
      .select({ orderId: orderLines.orderId, productId: orderLines.productId, quantity: orderLines.quantity })
      .from(orderLines);
    const cartRows = await db
      .select({ userId: cartItems.userId, productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems);
    const productRows = await db
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(
        inArray(
          products.id,
          shop.products.map((p) => p.id),
        ),
      );

    const linesOf = (orderId: string) =>
      lineRows.filter((l) => l.orderId === orderId).map((l) => ({ productId: l.productId, quantity: l.quantity }));
    const sorted = (lines: Array<{ productId: string | null; quantity: number }>) =>
      [...lines].sort((a, b) => String(a.productId).localeCompare(String(b.productId)));

    for (const order of orderRows) {
      const lines = linesOf(order.id);
      expect(lines.length, `order ${order.id} has no lines`).toBeGreaterThan(0);
      // The item count counts products (lines), whatever their quantities.
      expect(lines.length, `order ${order.id} item count`).toBe(order.itemCount);
    }

    const ordersByCustomer = new Map<string, string[]>();
    for (const order of orderRows)
      if (order.userId) ordersByCustomer.set(order.userId, [...(ordersByCustomer.get(order.userId) ?? []), order.id]);

    shop.customers.forEach((customer, i) => {
      const own = ordersByCustomer.get(customer.id) ?? [];
      const cart = cartRows
        .filter((c) => c.userId === customer.id)
        .map((c) => ({ productId: c.productId, quantity: c.quantity }));
      const outcome = outcomes[i]!;
      expect(own.length, `customer ${i} has ${own.length} orders`).toBeLessThanOrEqual(1);
      if (outcome.kind === 'created' || outcome.kind === 'replayed')
        expect(own, `acknowledged order of customer ${i}`).toEqual([outcome.orderId]);
      if (outcome.kind === 'refused') expect(own, `refused customer ${i}`).toEqual([]);
      if (own[0]) {
        expect(sorted(linesOf(own[0])), `lines of customer ${i}'s order`).toEqual(sorted(customer.cart));
        expect(cart, `cart of customer ${i}, who has an order`).toEqual([]);
      } else {
        expect(sorted(cart), `cart of customer ${i}, who has no order`).toEqual(sorted(customer.cart));
      }
    });

    for (const product of shop.products) {
      const sold = lineRows.filter((l) => l.productId === product.id).reduce((sum, l) => sum + l.quantity, 0);
      const stock = productRows.find((p) => p.id === product.id)?.stock;
      expect(stock, `stock of product ${product.id}`).toBe(product.stock - sold);
      expect(stock).toBeGreaterThanOrEqual(0);
    }
  } finally {
    await database.close();
  }
}

/** How many orders the database holds (acknowledged or not). */
export async function countOrders(target: DatabaseTarget): Promise<number> {
  const database = await openTarget(target);
  try {
    return (await database.db.select({ id: orders.id }).from(orders)).length;
  } finally {
    await database.close();
  }
}
