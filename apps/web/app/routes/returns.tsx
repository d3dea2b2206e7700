import { SettingsPolicy } from '../features/shop-info/components/settings-policy';
import { useMessages } from '../lib/i18n';
import { metaMessages, pageMeta } from '../lib/meta';
import type { Route } from './+types/returns';
import { returnsMessages } from './returns/messages';

export const meta: Route.MetaFunction = ({ matches }) => {
  const text = metaMessages(returnsMessages, matches);
  return pageMeta(text.title, text.metaDescription);
};

export default function ReturnsRoute() {
  return <SettingsPolicy text={useMessages(returnsMessages)} />;
}
