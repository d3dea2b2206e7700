import { AdminSearch } from '../../features/admin/search/components/admin-search';
import { adminSearchMessages } from '../../features/admin/search/messages';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta(adminSearchMessages.en.metaTitle);

export default function AdminSearchRoute() {
  return <AdminSearch />;
}
