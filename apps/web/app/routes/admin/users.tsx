import { AdminUsers } from '../../features/admin/users/components/admin-users';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta('Admin users');

export default function AdminUsersRoute() {
  return <AdminUsers />;
}
