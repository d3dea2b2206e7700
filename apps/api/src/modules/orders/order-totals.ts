import { orderTotal } from '@veggie/contract';
import type { Tx } from '../../db/client';
import { repriceDiscounts, updateOrderBenefits } from '../promotions/promotions.service';
import { changeLockedOrder } from './order-money';
import { lineAmount } from './orders.mapper';
import type { OrderLineRow, OrderRow } from './orders.table';

/** The columns of a line its order's totals are computed from. */
export type TotalledLine = Pick<
  OrderLineRow,
  | 'quantity'
  | 'priceEach'
  | 'categoryId'
  | 'stepGrams'
  | 'pricePerKg'
  | 'pickedGrams'
  | 'removed'
  | 'substituteUnit'
  | 'substituteStock'
  | 'substituteAmount'
>;

/** A weight line whose amount still waits for the scale: not weighed, not replaced, not taken out. */
const awaitsScale = (line: TotalledLine) =>
  line.stepGrams !== null && line.pickedGrams === null && !line.removed && line.substituteAmount === null;

/** Grams a line goes out with: its substitute's when one sold by weight replaced it, as weighed, or as ordered. */
function gramsOf(line: TotalledLine): number {
  if (line.removed) return 0;
  if (line.substituteUnit !== null) return line.substituteUnit.kind === 'weight' ? (line.substituteStock ?? 0) : 0;
  return line.stepGrams === null ? 0 : (line.pickedGrams ?? line.quantity * line.stepGrams);
}

/**
 * Writes the totals of an order locked in this transaction from its lines as packing left them (weighed,
 * replaced, taken out), the one rule weighing and substitution share:
 * - subtotal = Σ line amounts, the discounts recomputed on them (promotions.service repriceDiscounts: a
 *   percent of the final amounts), total = subtotal − discounts + the delivery fee as booked (the fee does
 *   not change) − the points as spent, `estimated` while a weight line waits for the scale;
 * - the money follows the new total (order-money.ts): above what was paid, the balance is due; below it,
 *   the order is paid and the difference is refund due; the promotions' recorded uses follow the discounts.
 */
export async function settleLockedOrderTotals(
  tx: Tx,
  order: OrderRow,
  lines: TotalledLine[],
  now: Date,
): Promise<OrderRow> {
  const subtotal = lines.reduce((sum, line) => sum + lineAmount(line), 0);
  const { discounts, discountTotal } = repriceDiscounts(
    order.discounts,
    lines.map((line) => ({ categoryId: line.categoryId, amount: lineAmount(line) })),
    order.deliveryFee,
  );
  const totalAmount = orderTotal({
    subtotal,
    discountTotal,
    deliveryFee: order.deliveryFee,
    pointsAmount: order.pointsAmount,
  });
  const updated = await changeLockedOrder(
    tx,
    order,
    {
      subtotal,
      totalAmount,
      estimated: lines.some(awaitsScale),
      weightGrams: lines.reduce((sum, line) => sum + gramsOf(line), 0),
      discounts,
      discountTotal,
    },
    now,
  );
  await updateOrderBenefits(tx, order.id, discounts, totalAmount);
  return updated;
}
