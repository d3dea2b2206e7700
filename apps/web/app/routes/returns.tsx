import { ReturnsPolicyPage } from '../features/shop-info/components/returns-policy-page';
import { metaMessages, pageMeta } from '../lib/meta';
import type { Route } from './+types/returns';
import { returnsMessages } from '../features/shop-info/returns/messages';

export const meta: Route.MetaFunction = ({ matches }) => {
  const text = metaMessages(returnsMessages, matches);
  return pageMeta(text.title, text.metaDescription);
};

export default function ReturnsRoute() {
  return <ReturnsPolicyPage />;
}
