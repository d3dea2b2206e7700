import { contactAction } from '../features/contact/api/send-contact-message';
import { ContactPage } from '../features/contact/components/contact-page';
import { contactMessages } from '../features/contact/messages';
import { metaMessages, pageMeta } from '../lib/meta';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = ({ matches }) => {
  const text = metaMessages(contactMessages, matches);
  return pageMeta(text.metaTitle, text.metaDescription);
};

export const action = (args: Route.ActionArgs) => contactAction(args);

export default function Contact() {
  return <ContactPage />;
}
