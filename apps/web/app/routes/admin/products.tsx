import { AdminProducts } from '../../features/admin/products/components/admin-products';
import { LocaleProvider } from '../../lib/i18n';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta('Quản lý sản phẩm');

export default function AdminProductsRoute() {
  // The admin's product and category screens are in Vietnamese (spec §1).
  return (
    <LocaleProvider value="vi">
      <AdminProducts />
    </LocaleProvider>
  );
}
