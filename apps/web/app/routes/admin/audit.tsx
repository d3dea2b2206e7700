import { AdminAuditLog } from '../../features/admin/audit/components/admin-audit-log';
import { AdminSecurityEvents } from '../../features/admin/audit/components/admin-security-events';
import { adminAuditMessages } from '../../features/admin/audit/messages';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta(adminAuditMessages.en.metaTitle);

export default function AdminAuditRoute() {
  return (
    <>
      <AdminAuditLog />
      <AdminSecurityEvents />
    </>
  );
}
