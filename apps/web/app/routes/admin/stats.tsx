import { AdminStatistics } from '../../features/admin/stats/components/admin-statistics';
import { adminStatsMessages } from '../../features/admin/stats/messages';
import { adminMetaMessages, pageMeta, type MetaArgs } from '../../lib/meta';

export const meta = ({ matches }: MetaArgs) => pageMeta(adminMetaMessages(adminStatsMessages, matches).metaTitle);

export default function AdminStatisticsRoute() {
  return <AdminStatistics />;
}
