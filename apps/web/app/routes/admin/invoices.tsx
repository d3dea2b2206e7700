import { AdminInvoices } from '../../features/admin/invoices/components/admin-invoices';
import { adminInvoiceMessages } from '../../features/admin/invoices/messages';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta(adminInvoiceMessages.en.invoices.metaTitle);

export default function AdminInvoicesRoute() {
  return <AdminInvoices />;
}
