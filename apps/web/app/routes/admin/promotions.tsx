import { AdminPromotions } from '../../features/admin/promotions/components/admin-promotions';
import { adminPromotionMessages } from '../../features/admin/promotions/messages';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta((adminPromotionMessages.vi ?? adminPromotionMessages.en).metaTitle);

export default function AdminPromotionsRoute() {
  return <AdminPromotions />;
}
