import { CartPage, checkoutMessages } from '../features/checkout';
import { metaMessages, pageMeta, type MetaArgs } from '../lib/meta';

export const meta = ({ matches }: MetaArgs) => {
  const text = metaMessages(checkoutMessages, matches);
  return pageMeta(text.metaTitle, text.metaDescription);
};

export default function CartRoute() {
  return <CartPage />;
}
