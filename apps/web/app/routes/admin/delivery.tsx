import { AdminDelivery } from '../../features/admin/delivery/components/admin-delivery';
import { adminDeliveryMessages } from '../../features/admin/delivery/messages';
import { adminMetaMessages, pageMeta, type MetaArgs } from '../../lib/meta';

export const meta = ({ matches }: MetaArgs) => pageMeta(adminMetaMessages(adminDeliveryMessages, matches).metaTitle);

export default function AdminDeliveryRoute() {
  return <AdminDelivery />;
}
