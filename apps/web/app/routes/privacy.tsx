import { PrivacyPage } from '../features/shop-info/components/privacy-page';
import { privacyMessages } from '../features/shop-info/privacy/messages';
import { metaMessages, pageMeta } from '../lib/meta';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = ({ matches }) => {
  const text = metaMessages(privacyMessages, matches);
  return pageMeta(text.title, text.metaDescription);
};

export default function PrivacyRoute() {
  return <PrivacyPage />;
}
