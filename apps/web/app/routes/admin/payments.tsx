import { AdminTransfers } from '../../features/admin/payments/components/admin-transfers';
import { adminPaymentMessages } from '../../features/admin/payments/messages';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta(adminPaymentMessages.en.transfers.metaTitle);

export default function AdminPaymentsRoute() {
  return <AdminTransfers />;
}
