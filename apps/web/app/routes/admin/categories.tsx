import { AdminCategories } from '../../features/admin/categories/components/admin-categories';
import { categoryMessages } from '../../features/admin/categories/messages';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta((categoryMessages.vi ?? categoryMessages.en).title);

export default function AdminCategoriesRoute() {
  return <AdminCategories />;
}
