import type { OrderDiscount } from '@veggie/contract';
import { useFormat } from '../../lib/format';

const row = 'flex justify-between gap-3 text-brand-800';

/** One amount taken off an order, as a row of its money list (`<dl>`): a promotion or the points used. */
export function DeductionRow({ label, code, amount }: { label: string; code?: string | null; amount: number }) {
  const { vnd } = useFormat();
  return (
    <div className={row}>
      <dt>
        {label}
        {code && <span className="ml-1 font-mono text-xs">({code})</span>}
      </dt>
      <dd className="whitespace-nowrap tabular-nums">−{vnd(amount)}</dd>
    </div>
  );
}

/** An order's (or a quote's) discounts, one row each, named as the server named them. */
export function DiscountRows({ discounts }: { discounts: readonly OrderDiscount[] }) {
  return discounts.map((discount) => (
    <DeductionRow key={discount.promotionId} label={discount.title} code={discount.code} amount={discount.amount} />
  ));
}
