import { AdminUsers } from '../../features/admin/users/components/admin-users';
import { adminUserMessages } from '../../features/admin/users/messages';
import { adminMetaMessages, pageMeta, type MetaArgs } from '../../lib/meta';

export const meta = ({ matches }: MetaArgs) => pageMeta(adminMetaMessages(adminUserMessages, matches).metaTitle);

export default function AdminUsersRoute() {
  return <AdminUsers />;
}
