import { AdminOrders } from '../../features/admin/orders/components/admin-orders';
import { adminOrderMessages } from '../../features/admin/orders/messages';
import { adminMetaMessages, pageMeta, type MetaArgs } from '../../lib/meta';

export const meta = ({ matches }: MetaArgs) => pageMeta(adminMetaMessages(adminOrderMessages, matches).metaTitle);

export default function AdminOrdersRoute() {
  return <AdminOrders />;
}
