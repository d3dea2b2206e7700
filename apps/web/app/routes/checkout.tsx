import { CheckoutPage, checkoutMessages } from '../features/checkout';
import { metaMessages, pageMeta, type MetaArgs } from '../lib/meta';

export const meta = ({ matches }: MetaArgs) => {
  const text = metaMessages(checkoutMessages, matches).page;
  return pageMeta(text.metaTitle, text.metaDescription);
};

export default function CheckoutRoute() {
  return <CheckoutPage />;
}
