import type { Order, ReorderResult } from '@veggie/contract';
import { RotateCcw, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { useReorder } from '../api/reorder';
import { ordersMessages } from '../messages';

const buttonClass =
  'inline-flex items-center justify-center gap-1 rounded-pill border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 aria-disabled:cursor-wait aria-disabled:opacity-70';

/**
 * "Buy again": the order's products that are still sold go into the cart at today's prices; what could not
 * be added (no longer sold, out of stock, fewer than ordered) is said here, with the way to the cart.
 */
export function BuyAgain({ order }: { order: Order }) {
  const text = useMessages(ordersMessages).buyAgain;
  const reorder = useReorder();
  const [result, setResult] = useState<ReorderResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const buyAgain = () => {
    if (reorder.isPending) return;
    setFailure(null);
    reorder.mutate(order._id, {
      onSuccess: setResult,
      onError: (error) => setFailure(serverMessage(error) ?? text.failed),
    });
  };

  // Lines the server added, in full or in part: the order's lines but those skipped without any added.
  const missing = result?.skipped.filter((line) => line.added === 0).length ?? 0;
  const added = order.itemCount > missing;
  return (
    <div className="w-full space-y-2">
      <button
        type="button"
        onClick={buyAgain}
        aria-disabled={reorder.isPending || undefined}
        aria-busy={reorder.isPending}
        className={buttonClass}
      >
        <RotateCcw className="size-4" aria-hidden />
        {reorder.isPending ? text.adding : text.button}
      </button>
      <div role="status" className="text-sm">
        {failure && <p className="text-sale-600">{failure}</p>}
        {result && (
          <div className="space-y-2 rounded-xl bg-cream-50 p-3">
            <p className="font-semibold text-ink-900">
              {result.skipped.length === 0 ? text.allAdded : added ? text.someAdded : text.noneAdded}
            </p>
            {result.skipped.length > 0 && (
              <ul className="list-disc space-y-1 pl-5 text-ink-900">
                {result.skipped.map((line) => (
                  <li key={`${line.productId ?? ''}-${line.name}`}>
                    {line.reason === 'reduced' ? text.reduced(line.name, line.added) : text[line.reason](line.name)}
                  </li>
                ))}
              </ul>
            )}
            {result.cart.length > 0 && (
              <Link
                to={paths.cart()}
                className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2"
              >
                <ShoppingCart className="size-4" aria-hidden />
                {text.goToCart}
              </Link>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
