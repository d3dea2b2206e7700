import { AdminStatistics } from '../../features/admin/stats/components/admin-statistics';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta('Admin statistics');

export default function AdminStatisticsRoute() {
  return <AdminStatistics />;
}
