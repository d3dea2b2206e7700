import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { MyOrders } from '../features/orders';
import { pageMeta } from '../lib/meta';
import { useStoredValue } from '../lib/storage';

export const meta = () => pageMeta('My Orders', 'Your Veggie Market orders: status, items and delivery details.');

export default function OrdersPage() {
  // Orders belong to the logged-in user: rendered in the browser, once the stored token is known.
  const token = useStoredValue('token');
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="mb-8 font-display text-3xl font-bold text-ink-900 sm:text-4xl">My Orders</h1>
      {token === undefined ? (
        <div role="status" className="h-24 animate-pulse rounded-card bg-cream-100">
          <span className="sr-only">Loading orders…</span>
        </div>
      ) : token === null ? (
        <div className="flex flex-col items-center gap-4 rounded-card border border-cream-200 bg-white px-6 py-14 text-center">
          <p className="text-ink-600">Please log in to see your orders.</p>
          <Link
            to={paths.login()}
            className="inline-flex items-center gap-2 rounded-pill bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            <LogIn className="size-4" aria-hidden />
            Login
          </Link>
        </div>
      ) : (
        <MyOrders />
      )}
    </div>
  );
}
