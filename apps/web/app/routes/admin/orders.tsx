import { AdminOrders } from '../../features/admin/orders/components/admin-orders';
import { adminOrderMessages } from '../../features/admin/orders/messages';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta(adminOrderMessages.en.metaTitle);

export default function AdminOrdersRoute() {
  return <AdminOrders />;
}
