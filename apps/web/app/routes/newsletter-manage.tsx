import { manageSubscriptionAction } from '../features/newsletter/api/manage-subscription';
import { ManageSubscriptionPage } from '../features/newsletter/components/manage-subscription-page';
import { manageMessages } from '../features/newsletter/manage/messages';
import { metaMessages, pageMeta } from '../lib/meta';
import type { Route } from './+types/newsletter-manage';

export const meta: Route.MetaFunction = ({ matches }) => {
  const text = metaMessages(manageMessages, matches);
  return [...pageMeta(text.metaTitle, text.metaDescription), { name: 'robots', content: 'noindex' }];
};

export const action = (args: Route.ActionArgs) => manageSubscriptionAction(args);

export default function NewsletterManageRoute() {
  return <ManageSubscriptionPage />;
}
