import { SettingsPolicy } from '../features/shop-info/components/settings-policy';
import { useMessages } from '../lib/i18n';
import { metaMessages, pageMeta } from '../lib/meta';
import type { Route } from './+types/inspection';
import { inspectionMessages } from './inspection/messages';

export const meta: Route.MetaFunction = ({ matches }) => {
  const text = metaMessages(inspectionMessages, matches);
  return pageMeta(text.title, text.metaDescription);
};

export default function InspectionRoute() {
  return <SettingsPolicy text={useMessages(inspectionMessages)} />;
}
