import { AdminAuditLog } from '../../features/admin/audit/components/admin-audit-log';
import { AdminSecurityEvents } from '../../features/admin/audit/components/admin-security-events';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta('Admin audit log');

export default function AdminAuditRoute() {
  return (
    <>
      <AdminAuditLog />
      <AdminSecurityEvents />
    </>
  );
}
