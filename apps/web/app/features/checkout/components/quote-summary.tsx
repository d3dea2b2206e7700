import type { OrderQuote } from '@veggie/contract';
import { DeductionRow, DiscountRows } from '../../../components/orders/discount-rows';
import { useFormat } from '../../../lib/format';
import { useMessages } from '../../../lib/i18n';
import { checkoutMessages } from '../messages';

export interface QuoteSummaryProps {
  /** The server's quote; undefined until it answers (or while it cannot be asked). */
  quote: OrderQuote | undefined;
  /** Items sold by weight: the total is an estimate until they are weighed. */
  estimated: boolean;
}

const row = 'flex justify-between gap-3';

/**
 * The order's money exactly as the server quoted it: subtotal, each discount, delivery fee, points and
 * total. Nothing is added up here: the quote is what the order will cost.
 */
export function QuoteSummary({ quote, estimated }: QuoteSummaryProps) {
  const text = useMessages(checkoutMessages).page.totals;
  const { vnd } = useFormat();
  const missing = '—';
  return (
    <dl className="space-y-2 border-t border-cream-200 pt-4 text-sm">
      <div className={row}>
        <dt className="text-ink-600">{text.subtotal}</dt>
        <dd className="text-ink-900 tabular-nums">{quote ? vnd(quote.subtotal) : missing}</dd>
      </div>
      {quote && <DiscountRows discounts={quote.discounts} />}
      <div className={row}>
        <dt className="text-ink-600">{text.deliveryFee}</dt>
        <dd className="whitespace-nowrap text-ink-900 tabular-nums">
          {!quote ? missing : quote.deliveryFee === 0 ? text.free : vnd(quote.deliveryFee)}
        </dd>
      </div>
      {quote && quote.pointsUsed > 0 && (
        <DeductionRow label={text.points(quote.pointsUsed)} amount={quote.pointsAmount} />
      )}
      <div className={`${row} text-lg font-bold text-ink-900`}>
        <dt>{estimated ? text.estimatedTotal : text.total}</dt>
        {/* One piece: "138.000 ₫" left its "₫" alone on the next line beside the Vietnamese label. */}
        <dd className="whitespace-nowrap tabular-nums">{quote ? vnd(quote.totalAmount) : missing}</dd>
      </div>
    </dl>
  );
}
