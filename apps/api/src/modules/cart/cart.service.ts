import { LIMITS, type AddToCart, type CartAdjustment, type MergeCart } from '@veggie/contract';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { productBriefs } from '../products/products.service';
import { lockShopper } from '../users/users.service';
import * as repo from './cart.repository';

interface StockedProduct {
  id: string;
  name: string;
  stock: number;
}

async function requireProduct(tx: Tx, productId: string): Promise<StockedProduct> {
  const [product] = isUuid(productId) ? await productBriefs(tx, [productId]) : [];
  if (!product) throw notFound('productNotFound');
  return product;
}

/** A line may never hold more than the shop has, nor more than the per-line maximum. */
function assertLineFits(product: StockedProduct, quantity: number) {
  if (quantity > product.stock)
    throw conflict('insufficientStock', { available: product.stock, product: product.name });
  if (quantity > LIMITS.cartQuantityMax) {
    const params = { max: LIMITS.cartQuantityMax };
    throw badRequest('cartQuantityLimit', params, [{ field: 'quantity', key: 'cartQuantityLimit', params }]);
  }
}

/** Runs one cart change with the owner locked, and answers with the cart as it now is. */
function changeCart(db: Db, userId: string, change: (tx: Tx) => Promise<void>) {
  return db.transaction(async (tx) => {
    if (!(await lockShopper(tx, userId))) throw unauthorized();
    await change(tx);
    return repo.listCart(tx, userId);
  });
}

export function getCart(db: Db, userId: string) {
  return repo.listCart(db, userId);
}

/** Adds to the line of that product, creating it when there is none. */
export function addToCart(db: Db, userId: string, { productId, quantity }: AddToCart) {
  return changeCart(db, userId, async (tx) => {
    const product = await requireProduct(tx, productId);
    const current = (await repo.cartQuantities(tx, userId)).get(product.id) ?? 0;
    assertLineFits(product, current + quantity);
    await repo.upsertCartLine(tx, userId, product.id, current + quantity);
  });
}

/** Sets a line's quantity (creating the line when absent); below 1 removes the line. */
export function setCartQuantity(db: Db, userId: string, productId: string, quantity: number) {
  return changeCart(db, userId, async (tx) => {
    const product = await requireProduct(tx, productId);
    if (quantity < LIMITS.cartQuantityMin) {
      await repo.deleteCartLine(tx, userId, product.id);
      return;
    }
    assertLineFits(product, quantity);
    await repo.upsertCartLine(tx, userId, product.id, quantity);
  });
}

export function removeFromCart(db: Db, userId: string, productId: string) {
  return changeCart(db, userId, async (tx) => {
    const product = await requireProduct(tx, productId);
    await repo.deleteCartLine(tx, userId, product.id);
  });
}

export function emptyCart(db: Db, userId: string) {
  return changeCart(db, userId, (tx) => repo.clearCart(tx, userId));
}

/**
 * Adds a guest's local cart on login. Merging must never make a login fail, so nothing here is an
 * error: unknown products are skipped and each line is capped at the stock and at the per-line maximum.
 * A line the shopper already had is never reduced by a merge. Every capped line is reported, so the
 * shopper is told rather than finding less in the cart than they chose.
 */
export async function mergeCart(db: Db, userId: string, { items }: MergeCart) {
  const adjusted: CartAdjustment[] = [];
  const rows = await changeCart(db, userId, async (tx) => {
    const wanted = new Map<string, number>();
    for (const item of items) {
      if (!isUuid(item.productId)) continue;
      const id = item.productId.toLowerCase();
      wanted.set(id, (wanted.get(id) ?? 0) + item.quantity);
    }
    const found = new Map((await productBriefs(tx, [...wanted.keys()])).map((p) => [p.id, p]));
    const current = await repo.cartQuantities(tx, userId);
    // New lines are stamped a millisecond apart so the cart keeps the guest's order.
    const stampedFrom = Date.now();
    let added = 0;
    for (const [id, quantity] of wanted) {
      const product = found.get(id);
      if (!product) continue;
      const had = current.get(id) ?? 0;
      const requested = had + quantity;
      const target = Math.min(requested, product.stock, LIMITS.cartQuantityMax);
      if (target > had) await repo.upsertCartLine(tx, userId, id, target, new Date(stampedFrom + added++));
      const holds = Math.max(target, had);
      if (holds < requested) adjusted.push({ productId: id, name: product.name, requested, quantity: holds });
    }
  });
  return { rows, adjusted };
}

/**
 * What checkout needs of the cart inside its own transaction, once it holds the owner's row (lockShopper):
 * the lines with their products locked in id order, and the cart emptied once the order exists.
 */
export { clearCart, lockCartLines } from './cart.repository';
