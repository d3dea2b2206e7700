import { AdminAuditLog } from '../../features/admin/audit/components/admin-audit-log';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta('Admin audit log');

export default function AdminAuditRoute() {
  return <AdminAuditLog />;
}
