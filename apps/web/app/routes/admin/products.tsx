import { AdminProducts } from '../../features/admin/products/components/admin-products';
import { productMessages } from '../../features/admin/products/messages';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta((productMessages.vi ?? productMessages.en).title);

export default function AdminProductsRoute() {
  return <AdminProducts />;
}
