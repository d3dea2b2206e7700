import { subscribeAction } from '../features/newsletter/api/subscribe';
import { NewsletterPage } from '../features/newsletter/components/newsletter-page';
import { signupMessages } from '../features/newsletter/signup/messages';
import { metaMessages, pageMeta } from '../lib/meta';
import type { Route } from './+types/newsletter';

export const meta: Route.MetaFunction = ({ matches }) => {
  const text = metaMessages(signupMessages, matches);
  return pageMeta(text.metaTitle, text.metaDescription);
};

export const action = (args: Route.ActionArgs) => subscribeAction(args);

export default function NewsletterRoute() {
  return <NewsletterPage />;
}
