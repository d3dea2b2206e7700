import { AdminSlotLoad } from '../../features/admin/delivery/components/slot-load';
import { adminDeliveryMessages } from '../../features/admin/delivery/messages';
import { adminMetaMessages, pageMeta, type MetaArgs } from '../../lib/meta';

export const meta = ({ matches }: MetaArgs) =>
  pageMeta(adminMetaMessages(adminDeliveryMessages, matches).load.metaTitle);

export default function AdminDeliverySlotsRoute() {
  return <AdminSlotLoad />;
}
