import { InspectionPolicyPage } from '../features/shop-info/components/inspection-policy-page';
import { metaMessages, pageMeta } from '../lib/meta';
import type { Route } from './+types/inspection';
import { inspectionMessages } from '../features/shop-info/inspection/messages';

export const meta: Route.MetaFunction = ({ matches }) => {
  const text = metaMessages(inspectionMessages, matches);
  return pageMeta(text.title, text.metaDescription);
};

export default function InspectionRoute() {
  return <InspectionPolicyPage />;
}
