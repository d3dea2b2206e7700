import { LoginFirst } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';
import { ordersMessages } from '../messages';
import { MyOrders } from './my-orders';
import { useMessages } from '../../../lib/i18n';
import { useStoredValue } from '../../../lib/storage';
import { LoadingBlock } from '../../../components/ui/loading-block';

export function OrdersPage() {
  // Orders belong to the logged-in user: rendered in the browser, once the stored token is known.
  const token = useStoredValue('token');
  const text = useMessages(ordersMessages);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="mb-8 font-display text-3xl font-bold text-ink-900 sm:text-4xl">{text.title}</h1>
      {token === undefined ? (
        <LoadingBlock label={text.loading} className="h-24" />
      ) : token === null ? (
        <LoginFirst to={paths.login(paths.orders())} text={text} />
      ) : (
        <MyOrders />
      )}
    </div>
  );
}
