import { AdminTransfers } from '../../features/admin/transfers/components/admin-transfers';
import { adminTransferMessages } from '../../features/admin/transfers/messages';
import { adminMetaMessages, pageMeta, type MetaArgs } from '../../lib/meta';

export const meta = ({ matches }: MetaArgs) =>
  pageMeta(adminMetaMessages(adminTransferMessages, matches).transfers.metaTitle);

export default function AdminPaymentsRoute() {
  return <AdminTransfers />;
}
