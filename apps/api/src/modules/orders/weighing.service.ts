import {
  formatGrams,
  WEIGHT_TOLERANCE,
  withinWeightTolerance,
  type Language,
  type RecordWeightsBody,
} from '@veggie/contract';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { lockProductsById, returnStock, takeStock } from '../products/products.service';
import { settleLockedOrderTotals } from './order-totals';
import * as repo from './orders.repository';
import { lockOrderById } from './orders.service';
import type { OrderRow } from './orders.table';

/** What recording weights did: the order after it, and whether its total became (or stayed) final and changed. */
export interface WeighingResult {
  order: OrderRow;
  /** The order's total is final now and the customer has not been told this total yet. */
  finalTotalChanged: boolean;
}

/**
 * The packers record what weight lines of a `processing` order weighed (409 `order_not_packable` for any
 * other status). Every line must be a weight line of this order (400 `not_a_weight_line`); one more than
 * WEIGHT_TOLERANCE away from what was ordered is refused with 409 `weight_outside_tolerance` unless
 * `confirm`. Recording again replaces the earlier weight. In one transaction, the order locked first and
 * the products in id order (checkout's lock order):
 * - the stock moves by what the line had taken (its earlier weight, else steps × step) minus the new
 *   weight; weighing more than the shelf holds is refused (409 `insufficient_stock`, in grams), so the
 *   stock an order gives back when cancelled is always what it took;
 * - the totals and the money follow the weighed lines (order-totals.ts): weighed above what was paid, the
 *   balance is due; weighed below, the order is paid and the difference is refund due.
 * A line the packers replaced or took out (substitution.service) has nothing to weigh: 409 `line_substituted`.
 */
export function recordWeights(
  db: Db,
  actor: AuditActor,
  orderId: string,
  { lines: weighed, confirm }: RecordWeightsBody,
  { lang, now }: { lang: Language; now: Date },
): Promise<WeighingResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (order.status !== 'processing') throw conflict('orderNotPackable');
    const lines = await repo.listOrderLines(tx, order.id);
    const byId = new Map(lines.map((line) => [line.id, line]));
    const picked = new Map<string, number>();
    for (const [index, { lineId, pickedGrams }] of weighed.entries()) {
      const line = byId.get(lineId.toLowerCase());
      if (!line || line.stepGrams === null) {
        const problem = { field: `lines.${index}.lineId`, key: 'notAWeightLine' as const, params: { line: lineId } };
        throw badRequest('notAWeightLine', problem.params, [problem]);
      }
      // Its product is no longer in the order: the substitute's amount is final, a removed line costs nothing.
      if (line.removed || line.substituteProductId !== null) {
        const problem = { field: `lines.${index}.lineId`, key: 'lineSubstituted' as const, params: { line: lineId } };
        throw conflict('lineSubstituted', problem.params, [problem]);
      }
      const ordered = line.quantity * line.stepGrams;
      if (!confirm && !withinWeightTolerance(ordered, pickedGrams)) {
        const params = {
          product: line.name,
          picked: formatGrams(pickedGrams, lang),
          ordered: formatGrams(ordered, lang),
          tolerance: `${WEIGHT_TOLERANCE * 100}%`,
        };
        const problem = { field: `lines.${index}.pickedGrams`, key: 'weightOutsideTolerance' as const, params };
        throw conflict('weightOutsideTolerance', params, [problem]);
      }
      picked.set(line.id, pickedGrams);
    }

    // Grams given back to the shelf per product (negative: taken from it).
    const moves = new Map<string, number>();
    for (const [lineId, grams] of picked) {
      const line = byId.get(lineId)!;
      if (!line.productId || line.stepGrams === null) continue;
      const taken = line.pickedGrams ?? line.quantity * line.stepGrams;
      moves.set(line.productId, (moves.get(line.productId) ?? 0) + taken - grams);
    }
    const products = await lockProductsById(tx, [...moves.keys()].sort());
    for (const product of products) {
      const delta = moves.get(product.id) ?? 0;
      if (delta > 0) await returnStock(tx, product.id, delta);
      if (delta < 0 && !(await takeStock(tx, product.id, -delta))) {
        throw conflict('insufficientStock', { available: formatGrams(product.stock, lang), product: product.name });
      }
    }
    for (const [lineId, grams] of picked) await repo.setPickedGrams(tx, lineId, grams);

    const after = lines.map((line) => ({ ...line, pickedGrams: picked.get(line.id) ?? line.pickedGrams }));
    const updated = await settleLockedOrderTotals(tx, order, after, now);
    const { totalAmount, estimated } = updated;
    await recordAudit(tx, {
      actor,
      action: 'order.weighed',
      entity: { type: 'order', id: order.id },
      customerId: order.userId,
      details: { email: order.customerEmail, totalAmount },
    });
    const finalTotalChanged = !estimated && (order.estimated || order.totalAmount !== totalAmount);
    return { order: updated, finalTotalChanged };
  });
}
