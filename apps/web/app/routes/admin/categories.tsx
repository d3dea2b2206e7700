import { AdminCategories } from '../../features/admin/categories/components/admin-categories';
import { categoryMessages } from '../../features/admin/categories/messages';
import { adminMetaMessages, pageMeta, type MetaArgs } from '../../lib/meta';

export const meta = ({ matches }: MetaArgs) => pageMeta(adminMetaMessages(categoryMessages, matches).title);

export default function AdminCategoriesRoute() {
  return <AdminCategories />;
}
