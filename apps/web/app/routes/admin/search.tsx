import { AdminSearch } from '../../features/admin/search/components/admin-search';
import { adminSearchMessages } from '../../features/admin/search/messages';
import { adminMetaMessages, pageMeta, type MetaArgs } from '../../lib/meta';

export const meta = ({ matches }: MetaArgs) => pageMeta(adminMetaMessages(adminSearchMessages, matches).metaTitle);

export default function AdminSearchRoute() {
  return <AdminSearch />;
}
