import {
  formatGrams,
  LIMITS,
  minimumSteps,
  type AddToCart,
  type CartAdjustment,
  type Language,
  type MergeCart,
} from '@veggie/contract';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { productBriefs, toStock } from '../products/products.service';
import { lockShopper } from '../users/users.service';
import * as repo from './cart.repository';

/**
 * A product as the cart counts it: `stock` in sale units (pieces, or the whole steps a weight product's
 * grams hold), the fewest units a line may hold (a weight product's minimum, else 1) and the most one
 * order may hold (null: no limit).
 */
interface StockedProduct {
  id: string;
  name: string;
  stock: number;
  stepGrams: number | null;
  minimum: number;
  maxPerOrder: number | null;
}

type ProductBrief = Awaited<ReturnType<typeof productBriefs>>[number];

function stocked(product: ProductBrief): StockedProduct {
  const stepGrams = product.unitKind === 'weight' ? product.unitStepGrams : null;
  const unit = { stepGrams: stepGrams ?? undefined, minGrams: product.unitMinGrams ?? undefined };
  return {
    id: product.id,
    name: product.name,
    stock: toStock(product).stock,
    stepGrams,
    minimum: stepGrams === null ? 1 : minimumSteps(unit),
    maxPerOrder: product.maxPerOrder,
  };
}

async function requireProduct(tx: Tx, productId: string): Promise<StockedProduct> {
  const [product] = isUuid(productId) ? await productBriefs(tx, [productId]) : [];
  if (!product) throw notFound('productNotFound');
  return stocked(product);
}

/**
 * A line may never hold more than the shop has, nor more than the product's per-order limit (a cart
 * becomes one order, so its line is what the order will hold) or the per-line maximum, nor less than a
 * weight product's minimum (400 below_minimum_weight naming it). Above both the stock and the limit, the
 * lower of them is named, so the shopper learns the real ceiling from the first refusal.
 */
function assertLineFits(product: StockedProduct, quantity: number, lang: Language) {
  if (product.stepGrams !== null && quantity < product.minimum) {
    const params = { product: product.name, minimum: formatGrams(product.minimum * product.stepGrams, lang) };
    throw badRequest('belowMinimumWeight', params, [{ field: 'quantity', key: 'belowMinimumWeight', params }]);
  }
  const { maxPerOrder } = product;
  if (maxPerOrder !== null && quantity > maxPerOrder && maxPerOrder <= product.stock) {
    const params = { product: product.name, max: saleUnits(product, maxPerOrder, lang) };
    throw badRequest('quantityAboveLimit', params, [{ field: 'quantity', key: 'quantityAboveLimit', params }]);
  }
  if (quantity > product.stock) throw conflict(...insufficientStock(product, lang));
  if (quantity > LIMITS.cartQuantityMax) {
    const params = { max: LIMITS.cartQuantityMax };
    throw badRequest('cartQuantityLimit', params, [{ field: 'quantity', key: 'cartQuantityLimit', params }]);
  }
}

/** A number of sale units as a shopper reads it: pieces, or the weight that many steps make ("1,5 kg"). */
function saleUnits(product: StockedProduct, units: number, lang: Language) {
  return product.stepGrams === null ? units : formatGrams(units * product.stepGrams, lang);
}

/** The short-stock refusal's params: pieces left, or for a weight product the whole steps left and their size. */
function insufficientStock(product: StockedProduct, lang: Language) {
  const available =
    product.stepGrams === null ? product.stock : `${product.stock} × ${formatGrams(product.stepGrams, lang)}`;
  return ['insufficientStock', { available, product: product.name }] as const;
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
export function addToCart(db: Db, userId: string, { productId, quantity }: AddToCart, lang: Language) {
  return changeCart(db, userId, async (tx) => {
    const product = await requireProduct(tx, productId);
    const current = (await repo.cartQuantities(tx, userId)).get(product.id) ?? 0;
    assertLineFits(product, current + quantity, lang);
    await repo.upsertCartLine(tx, userId, product.id, current + quantity);
  });
}

/** Sets a line's quantity (creating the line when absent); below 1 removes the line. */
export function setCartQuantity(db: Db, userId: string, productId: string, quantity: number, lang: Language) {
  return changeCart(db, userId, async (tx) => {
    const product = await requireProduct(tx, productId);
    if (quantity < LIMITS.cartQuantityMin) {
      await repo.deleteCartLine(tx, userId, product.id);
      return;
    }
    assertLineFits(product, quantity, lang);
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
 * error: unknown products are skipped and each line is capped at the stock, at the product's per-order
 * limit and at the per-line maximum.
 * A line the shopper already had is never reduced by a merge. Every capped line is reported, so the
 * shopper is told rather than finding less in the cart than they chose. A weight line below its
 * product's minimum is raised to it (the storefront's stepper starts there anyway); when the stock
 * cannot reach the minimum, the product is treated as sold out.
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
    const found = new Map((await productBriefs(tx, [...wanted.keys()])).map((p) => [p.id, stocked(p)]));
    const current = await repo.cartQuantities(tx, userId);
    // New lines are stamped a millisecond apart so the cart keeps the guest's order.
    const stampedFrom = Date.now();
    let added = 0;
    for (const [id, quantity] of wanted) {
      const product = found.get(id);
      if (!product) continue;
      const had = current.get(id) ?? 0;
      const requested = had + quantity;
      const ceiling = Math.min(product.stock, product.maxPerOrder ?? LIMITS.cartQuantityMax, LIMITS.cartQuantityMax);
      const capped = Math.min(Math.max(requested, product.minimum), ceiling);
      const target = capped < product.minimum ? 0 : capped;
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
