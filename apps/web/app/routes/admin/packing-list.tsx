import { AdminPackingList } from '../../features/admin/delivery/components/packing-list';
import { adminDeliveryMessages } from '../../features/admin/delivery/messages';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/packing-list';

export const meta = () => pageMeta((adminDeliveryMessages.vi ?? adminDeliveryMessages.en).packing.metaTitle);

export default function AdminPackingListRoute({ params }: Route.ComponentProps) {
  return <AdminPackingList slotId={params.id} />;
}
