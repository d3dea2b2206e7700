import { AdminAuditLog } from '../../features/admin/audit/components/admin-audit-log';
import { AdminSecurityEvents } from '../../features/admin/audit/components/admin-security-events';
import { adminAuditMessages } from '../../features/admin/audit/messages';
import { adminMetaMessages, pageMeta, type MetaArgs } from '../../lib/meta';

export const meta = ({ matches }: MetaArgs) => pageMeta(adminMetaMessages(adminAuditMessages, matches).metaTitle);

export default function AdminAuditRoute() {
  return (
    <>
      <AdminAuditLog />
      <AdminSecurityEvents />
    </>
  );
}
