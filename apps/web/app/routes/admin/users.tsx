import { AdminUsers } from '../../features/admin/users/components/admin-users';
import { adminUserMessages } from '../../features/admin/users/messages';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta(adminUserMessages.en.metaTitle);

export default function AdminUsersRoute() {
  return <AdminUsers />;
}
