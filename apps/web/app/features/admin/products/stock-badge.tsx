import { LIMITS } from '@veggie/contract';
import clsx from 'clsx';
import { useMessages } from '../../../lib/i18n';
import { productMessages } from './messages';

export type StockLevel = 'out' | 'low' | 'ok';

/** Spec §4: 0 is red, under 10 yellow, the rest green. */
export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'out';
  if (stock < LIMITS.lowStockThreshold) return 'low';
  return 'ok';
}

export const STOCK_TONES: Record<StockLevel, string> = {
  out: 'bg-sale-50 text-sale-700 ring-sale-600/30',
  low: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  ok: 'bg-brand-100 text-brand-900 ring-brand-600/30',
};

export function StockBadge({ stock }: { stock: number }) {
  const text = useMessages(productMessages).stock;
  const level = stockLevel(stock);
  return (
    <span
      data-level={level}
      className={clsx(
        'inline-flex rounded-pill px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        STOCK_TONES[level],
      )}
    >
      {level === 'out' ? `${text.out} (0)` : level === 'low' ? `${stock} · ${text.low}` : stock}
    </span>
  );
}
