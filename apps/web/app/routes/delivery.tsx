import { ZoneCheck } from '../features/checkout';
import { DeliveryPolicyPage } from '../features/shop-info/components/delivery-policy-page';
import { metaMessages, pageMeta } from '../lib/meta';
import type { Route } from './+types/delivery';
import { deliveryMessages } from '../features/shop-info/delivery/messages';

export const meta: Route.MetaFunction = ({ matches }) => {
  const text = metaMessages(deliveryMessages, matches);
  return pageMeta(text.title, text.metaDescription);
};

export default function DeliveryRoute() {
  return <DeliveryPolicyPage zoneCheck={<ZoneCheck initiallyOpen />} />;
}
