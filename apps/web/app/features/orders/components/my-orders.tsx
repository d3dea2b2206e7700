import { PackageOpen, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, primaryPill } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import { useOrders } from '../api/get-orders';
import { ordersMessages } from '../messages';
import { OrderCard } from './order-card';

const buttonSecondary =
  'inline-flex items-center justify-center gap-2 rounded-pill border border-cream-200 bg-white px-5 py-2.5 text-sm font-semibold text-ink-900 hover:border-brand-600 hover:text-brand-700';

/** The signed-in customer's orders: loading, failure with Try Again, empty, or the list. */
export function MyOrders() {
  const text = useMessages(ordersMessages);
  const orders = useOrders();

  if (orders.isPending) {
    return (
      <div role="status" className="space-y-4">
        <span className="sr-only">{text.loading}</span>
        {[0, 1, 2].map((n) => (
          <div key={n} className="h-24 animate-pulse rounded-card bg-cream-100" />
        ))}
      </div>
    );
  }

  if (orders.isError) {
    return (
      <div role="alert" className="rounded-card border border-sale-600/30 bg-sale-50 px-6 py-10 text-center">
        <p className="text-sale-700">{text.loadFailed}</p>
        <button type="button" onClick={() => void orders.refetch()} className={`${primaryPill} mt-5`}>
          {text.tryAgain}
        </button>
      </div>
    );
  }

  if (orders.data.length === 0) {
    return (
      <EmptyState Icon={PackageOpen} framed>
        <h2 className="font-display text-xl font-bold text-ink-900">{text.empty.title}</h2>
        <p className="max-w-sm text-ink-600">{text.empty.text}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.shop()} className={primaryPill}>
            {text.empty.shop}
          </Link>
          <button
            type="button"
            onClick={() => void orders.refetch()}
            className={buttonSecondary}
            disabled={orders.isFetching}
          >
            <RefreshCw className="size-4" aria-hidden />
            {text.empty.refresh}
          </button>
        </div>
      </EmptyState>
    );
  }

  return (
    <ul className="space-y-4">
      {orders.data.map((order) => (
        <li key={order._id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}
