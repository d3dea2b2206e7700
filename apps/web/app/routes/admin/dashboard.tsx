import { AdminDashboard } from '../../features/admin/dashboard/components/admin-dashboard';
import { adminDashboardMessages } from '../../features/admin/dashboard/messages';
import { adminMetaMessages, pageMeta, type MetaArgs } from '../../lib/meta';

export const meta = ({ matches }: MetaArgs) => pageMeta(adminMetaMessages(adminDashboardMessages, matches).metaTitle);

export default function AdminDashboardRoute() {
  return <AdminDashboard />;
}
