import { AdminShopSettings } from '../../features/admin/settings/components/admin-shop-settings';
import { adminSettingsMessages } from '../../features/admin/settings/messages';
import { adminMetaMessages, pageMeta, type MetaArgs } from '../../lib/meta';

export const meta = ({ matches }: MetaArgs) => pageMeta(adminMetaMessages(adminSettingsMessages, matches).metaTitle);

export default function AdminSettingsRoute() {
  return <AdminShopSettings />;
}
