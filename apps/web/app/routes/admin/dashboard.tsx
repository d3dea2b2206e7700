import { AdminDashboard } from '../../features/admin/dashboard/components/admin-dashboard';
import { adminDashboardMessages } from '../../features/admin/dashboard/messages';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta(adminDashboardMessages.en.metaTitle);

export default function AdminDashboardRoute() {
  return <AdminDashboard />;
}
