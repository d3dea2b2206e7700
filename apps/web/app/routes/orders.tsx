import { OrdersPage, ordersMessages } from '../features/orders';
import { metaMessages, pageMeta, type MetaArgs } from '../lib/meta';

export const meta = ({ matches }: MetaArgs) => {
  const text = metaMessages(ordersMessages, matches);
  return pageMeta(text.metaTitle, text.metaDescription);
};

export default function OrdersRoute() {
  return <OrdersPage />;
}
