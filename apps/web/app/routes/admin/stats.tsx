import { AdminStatistics } from '../../features/admin/stats/components/admin-statistics';
import { adminStatsMessages } from '../../features/admin/stats/messages';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta(adminStatsMessages.en.metaTitle);

export default function AdminStatisticsRoute() {
  return <AdminStatistics />;
}
