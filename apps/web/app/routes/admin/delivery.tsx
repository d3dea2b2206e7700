import { AdminDelivery } from '../../features/admin/delivery/components/admin-delivery';
import { adminDeliveryMessages } from '../../features/admin/delivery/messages';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta((adminDeliveryMessages.vi ?? adminDeliveryMessages.en).metaTitle);

export default function AdminDeliveryRoute() {
  return <AdminDelivery />;
}
