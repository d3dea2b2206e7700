import { AdminProducts } from '../../features/admin/products/components/admin-products';
import { productMessages } from '../../features/admin/products/messages';
import { adminMetaMessages, pageMeta, type MetaArgs } from '../../lib/meta';

export const meta = ({ matches }: MetaArgs) => pageMeta(adminMetaMessages(productMessages, matches).title);

export default function AdminProductsRoute() {
  return <AdminProducts />;
}
