import { AdminTransfers } from '../../features/admin/transfers/components/admin-transfers';
import { adminTransferMessages } from '../../features/admin/transfers/messages';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta(adminTransferMessages.en.transfers.metaTitle);

export default function AdminPaymentsRoute() {
  return <AdminTransfers />;
}
