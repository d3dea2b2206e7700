import { AdminDashboard } from '../../features/admin/dashboard/components/admin-dashboard';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta('Admin dashboard');

export default function AdminDashboardRoute() {
  return <AdminDashboard />;
}
