import { ShopInformationPage } from '../features/shop-info/components/shop-information-page';
import { shopInformationMessages } from '../features/shop-info/shop-information/messages';
import { metaMessages, pageMeta } from '../lib/meta';
import type { Route } from './+types/shop-information';

export const meta: Route.MetaFunction = ({ matches }) => {
  const text = metaMessages(shopInformationMessages, matches);
  return pageMeta(text.title, text.metaDescription);
};

export default function ShopInformationRoute() {
  return <ShopInformationPage />;
}
