import { AdminPackingList } from '../../features/admin/delivery/components/packing-list';
import { adminDeliveryMessages } from '../../features/admin/delivery/messages';
import { adminMetaMessages, pageMeta, type MetaArgs } from '../../lib/meta';
import type { Route } from './+types/packing-list';

export const meta = ({ matches }: MetaArgs) =>
  pageMeta(adminMetaMessages(adminDeliveryMessages, matches).packing.metaTitle);

export default function AdminPackingListRoute({ params }: Route.ComponentProps) {
  return <AdminPackingList slotId={params.id} />;
}
