import { TermsPage } from '../features/shop-info/components/terms-page';
import { termsMessages } from '../features/shop-info/terms/messages';
import { metaMessages, pageMeta } from '../lib/meta';
import type { Route } from './+types/terms';

export const meta: Route.MetaFunction = ({ matches }) => {
  const text = metaMessages(termsMessages, matches);
  return pageMeta(text.title, text.metaDescription);
};

export default function TermsRoute() {
  return <TermsPage />;
}
