import { formatGrams, type Language } from '@veggie/contract';
import type { Tx } from '../../db/client';
import { conflict, type AppError } from '../../lib/errors';
import { lockProductsById, returnStock, takeStock, toStock } from '../products/products.service';
import * as repo from './orders.repository';

/** A product's stock columns: `stock` is pieces, or grams for a weight product (see products.table). */
export interface StockColumns {
  name: string;
  stock: number;
  unitKind: 'piece' | 'weight';
  unitStepGrams: number | null;
  unitMinGrams: number | null;
  /** The most sale units one order may hold; null: no limit. */
  maxPerOrder: number | null;
}

/** The stepGrams of a weight product, null for a piece. */
export const stepOf = (product: Pick<StockColumns, 'unitKind' | 'unitStepGrams'>) =>
  product.unitKind === 'weight' ? product.unitStepGrams : null;

/** What a line of `quantity` sale units takes from the product's stock: pieces, or steps × step grams. */
export function stockTaken(product: Pick<StockColumns, 'unitKind' | 'unitStepGrams'>, quantity: number): number {
  const step = stepOf(product);
  return step === null ? quantity : quantity * step;
}

/** What is left of a product in sale units: pieces, or whole steps with their size ("3 × 250 g"). */
export function availableText(product: Pick<StockColumns, 'stock' | 'unitKind' | 'unitStepGrams'>, lang: Language) {
  const step = stepOf(product);
  const steps = toStock(product).stock;
  return step === null ? steps : `${steps} × ${formatGrams(step, lang)}`;
}

/** 409 insufficient_stock naming what is left (availableText). */
export function insufficientStock(
  product: Omit<StockColumns, 'unitMinGrams' | 'maxPerOrder'>,
  lang: Language,
): AppError {
  return conflict('insufficientStock', { available: availableText(product, lang), product: product.name });
}

/** Gives an order's stock back to the shelf: cancelled or deleted while it still held it. */
export async function restockOrder(tx: Tx, orderId: string) {
  for (const { productId, quantity } of await repo.stockMovesOfOrder(tx, orderId)) {
    await returnStock(tx, productId, quantity);
  }
}

/** Takes an order's stock again; refuses, changing nothing, when any product is short. */
export async function reserveStockAgain(tx: Tx, orderId: string, lang: Language) {
  const moves = await repo.stockMovesOfOrder(tx, orderId);
  const locked = new Map(
    (
      await lockProductsById(
        tx,
        moves.map((m) => m.productId),
      )
    ).map((p) => [p.id, p]),
  );
  for (const { productId, quantity } of moves) {
    const product = locked.get(productId);
    if (!product) continue;
    if (!(await takeStock(tx, productId, quantity))) {
      throw insufficientStock(product, lang);
    }
  }
}
