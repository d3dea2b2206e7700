import { DEFAULT_VAT_RATE } from '@veggie/contract';
import type { InvoiceLine } from './invoices.table';

/** An order line as the invoice needs it: its amount as charged (weighed lines at their weight). */
export interface SoldLine {
  name: string;
  unit: string;
  quantity: number;
  /** Grams for a weighed line: the invoice states kilograms. */
  grams: number | null;
  amount: number;
  vatRate: number | null;
}

/**
 * Moves `lines`' amounts so they add up to `total`, each by its share (largest remainders get the odd dong):
 * what a discount taken off the whole order does to each line. Lines and total in VND, VAT included.
 */
export function spreadToTotal<L extends { amount: number }>(lines: L[], total: number): L[] {
  const sum = lines.reduce((s, l) => s + l.amount, 0);
  if (sum === total || sum === 0) return lines;
  const exact = lines.map((l) => (l.amount * total) / sum);
  const floors = exact.map(Math.floor);
  let left = total - floors.reduce((s, n) => s + n, 0);
  const order = exact.map((value, i) => ({ i, rest: value - floors[i]! })).sort((a, b) => b.rest - a.rest);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i]! += 1;
    left--;
  }
  return lines.map((l, i) => ({ ...l, amount: floors[i]! }));
}

/**
 * The lines of an order's invoice: each sold line at the rate it was sold at (DEFAULT_VAT_RATE for lines sold
 * before rates were stored), the delivery fee at its own rate, adding up to the order's total.
 */
export function invoiceLinesOf(
  sold: SoldLine[],
  delivery: { fee: number; vatRate: number; name: string; unit: string },
  total: number,
): InvoiceLine[] {
  const lines: InvoiceLine[] = sold.map((line) => ({
    name: line.name,
    unit: line.grams === null ? line.unit : 'kg',
    quantity: line.grams === null ? line.quantity : line.grams / 1000,
    amount: line.amount,
    vatRate: line.vatRate ?? DEFAULT_VAT_RATE,
  }));
  if (delivery.fee > 0) {
    lines.push({
      name: delivery.name,
      unit: delivery.unit,
      quantity: 1,
      amount: delivery.fee,
      vatRate: delivery.vatRate,
    });
  }
  return spreadToTotal(lines, total);
}

/** Amounts per VAT rate. */
function byRate(lines: InvoiceLine[]): Map<number, number> {
  const sums = new Map<number, number>();
  for (const line of lines) sums.set(line.vatRate, (sums.get(line.vatRate) ?? 0) + line.amount);
  return sums;
}

/**
 * An adjustment's lines: per VAT rate, what the order's lines come to now minus what its invoices so far stated
 * (an issued invoice is never edited). One line per rate that changed, named `name`.
 */
export function adjustmentLines(now: InvoiceLine[], invoiced: InvoiceLine[], name: string): InvoiceLine[] {
  const [after, before] = [byRate(now), byRate(invoiced)];
  const rates = [...new Set([...after.keys(), ...before.keys()])].sort((a, b) => a - b);
  return rates
    .map((vatRate) => ({
      name,
      unit: 'lần',
      quantity: 1,
      amount: (after.get(vatRate) ?? 0) - (before.get(vatRate) ?? 0),
      vatRate,
    }))
    .filter((line) => line.amount !== 0);
}
