import { AdminCategories } from '../../features/admin/categories/components/admin-categories';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta('Quản lý danh mục');

export default function AdminCategoriesRoute() {
  return <AdminCategories />;
}
