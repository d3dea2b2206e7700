import type { ReorderResult } from '@veggie/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { mergeCart } from '../cart/cart.service';
import * as repo from './orders.repository';

/**
 * `POST /orders/:id/reorder` ("Mua lại"): the shopper's own order's products that are still sold go into the
 * cart, at today's prices (the cart prices nothing itself), added to what the cart holds and capped by the
 * stock and the product's per-order maximum exactly as a guest cart merged at login is (cart.service
 * mergeCart). Answers the cart's rows and every line not added in full: `not_sold` (the product was
 * deleted), `out_of_stock` (none could be added), `reduced` (fewer). Another shopper's order, or none, is
 * 404 `order_not_reorderable`, the same answer for both so no order's existence leaks.
 */
export async function reorder(
  db: Db,
  userId: string,
  orderId: string,
): Promise<{ rows: Awaited<ReturnType<typeof mergeCart>>['rows']; skipped: ReorderResult['skipped'] }> {
  const order = isUuid(orderId) ? await repo.findOrder(db, orderId) : null;
  if (!order || order.userId !== userId) throw notFound('orderNotReorderable');
  const lines = await repo.listOrderLines(db, order.id);
  const skipped: ReorderResult['skipped'] = [];
  const wanted = new Map<string, { name: string; quantity: number }>();
  for (const line of lines) {
    if (line.productId === null) {
      skipped.push({ productId: null, name: line.name, reason: 'not_sold', added: 0 });
      continue;
    }
    const earlier = wanted.get(line.productId);
    wanted.set(line.productId, { name: line.name, quantity: (earlier?.quantity ?? 0) + line.quantity });
  }
  const { rows, adjusted } = await mergeCart(db, userId, {
    items: [...wanted].map(([productId, { quantity }]) => ({ productId, quantity })),
  });
  const inCart = new Set(rows.map((row) => row.product.id));
  for (const [productId, { name, quantity }] of wanted) {
    const capped = adjusted.find((a) => a.productId === productId);
    if (capped) {
      const added = Math.max(0, capped.quantity - (capped.requested - quantity));
      skipped.push({ productId, name, reason: added === 0 ? 'out_of_stock' : 'reduced', added });
    } else if (!inCart.has(productId)) {
      // Gone between the order's read and the merge.
      skipped.push({ productId, name, reason: 'not_sold', added: 0 });
    }
  }
  return { rows, skipped };
}
