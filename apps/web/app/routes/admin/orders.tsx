import { AdminOrders } from '../../features/admin/orders/components/admin-orders';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta('Admin orders');

export default function AdminOrdersRoute() {
  return <AdminOrders />;
}
