import { SettingsPolicy } from '../features/shop-info/components/settings-policy';
import { useMessages } from '../lib/i18n';
import { metaMessages, pageMeta } from '../lib/meta';
import type { Route } from './+types/delivery';
import { deliveryMessages } from './delivery/messages';

export const meta: Route.MetaFunction = ({ matches }) => {
  const text = metaMessages(deliveryMessages, matches);
  return pageMeta(text.title, text.metaDescription);
};

export default function DeliveryRoute() {
  return <SettingsPolicy text={useMessages(deliveryMessages)} />;
}
