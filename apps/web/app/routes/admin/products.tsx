import { AdminProducts } from '../../features/admin/products/components/admin-products';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta('Quản lý sản phẩm');

export default function AdminProductsRoute() {
  return <AdminProducts />;
}
