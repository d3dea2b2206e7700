import { AdminSlotLoad } from '../../features/admin/delivery/components/slot-load';
import { adminDeliveryMessages } from '../../features/admin/delivery/messages';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta((adminDeliveryMessages.vi ?? adminDeliveryMessages.en).load.metaTitle);

export default function AdminDeliverySlotsRoute() {
  return <AdminSlotLoad />;
}
