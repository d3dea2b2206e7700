import { AuthHeading, authMessages, LoginForm } from '../features/auth';
import { mergeGuestCart } from '../features/cart';
import { useMessages } from '../lib/i18n';
import { metaMessages, pageMeta } from '../lib/meta';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ matches }) => {
  const text = metaMessages(authMessages, matches).login;
  return pageMeta(text.metaTitle, text.metaDescription);
};

export default function LoginRoute() {
  const text = useMessages(authMessages).login;
  return (
    <>
      <AuthHeading title={text.title}>{text.intro}</AuthHeading>
      {/* The guest cart joins the account's server cart before the page reloads. */}
      <LoginForm onAuthenticated={mergeGuestCart} />
    </>
  );
}
