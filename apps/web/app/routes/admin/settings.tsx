import { AdminShopSettings } from '../../features/admin/settings/components/admin-shop-settings';
import { adminSettingsMessages } from '../../features/admin/settings/messages';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta(adminSettingsMessages.en.metaTitle);

export default function AdminSettingsRoute() {
  return <AdminShopSettings />;
}
