import { unsubscribeAction } from '../features/newsletter/api/unsubscribe';
import { UnsubscribePage } from '../features/newsletter/components/unsubscribe-page';
import { unsubscribeMessages } from '../features/newsletter/unsubscribe/messages';
import { metaMessages, pageMeta } from '../lib/meta';
import type { Route } from './+types/newsletter-unsubscribe';

export const meta: Route.MetaFunction = ({ matches }) => {
  const text = metaMessages(unsubscribeMessages, matches);
  return [...pageMeta(text.metaTitle, text.metaDescription), { name: 'robots', content: 'noindex' }];
};

export const action = (args: Route.ActionArgs) => unsubscribeAction(args);

export default function NewsletterUnsubscribeRoute() {
  return <UnsubscribePage />;
}
