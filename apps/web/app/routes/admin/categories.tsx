import { AdminCategories } from '../../features/admin/categories/components/admin-categories';
import { LocaleProvider } from '../../lib/i18n';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta('Quản lý danh mục');

export default function AdminCategoriesRoute() {
  // The admin's product and category screens are in Vietnamese (spec §1).
  return (
    <LocaleProvider value="vi">
      <AdminCategories />
    </LocaleProvider>
  );
}
