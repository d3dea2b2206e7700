import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { categories } from '../categories/categories.table';
import { productColumns, products } from '../products/products.table';
import { cartItems } from './cart.table';

type Executor = Db | Tx;

/** A cart line with its product as the shop reads one (products.table productColumns). */
export type CartLineRow = Awaited<ReturnType<typeof listCart>>[number];

export async function listCart(db: Executor, userId: string) {
  return db
    .select({ id: cartItems.id, quantity: cartItems.quantity, addedAt: cartItems.addedAt, product: productColumns })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
}

/**
 * The cart as checkout sees it, with its products locked in id order (one lock order, no deadlocks).
 * Call it after lockShopper: the user row is always locked before any product. Each line carries its
 * category's VAT rate (categories.service vatRateOf), read here rather than by a statement of its own;
 * the categories are read, not locked.
 */
export async function lockCartLines(tx: Tx, userId: string) {
  return tx
    .select({ quantity: cartItems.quantity, product: productColumns, categoryVatRate: categories.vatRate })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(products.id))
    .for('update', { of: products });
}

export async function cartQuantities(db: Executor, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return new Map(rows.map((r) => [r.productId, r.quantity]));
}

/** Sets a line's quantity, creating the line when there is none; an existing line keeps its place. */
export async function upsertCartLine(
  db: Executor,
  userId: string,
  productId: string,
  quantity: number,
  addedAt?: Date,
) {
  await db
    .insert(cartItems)
    .values({ userId, productId, quantity, ...(addedAt && { addedAt }) })
    .onConflictDoUpdate({ target: [cartItems.userId, cartItems.productId], set: { quantity } });
}

export async function deleteCartLine(db: Executor, userId: string, productId: string) {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
}

export async function clearCart(db: Executor, userId: string) {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
