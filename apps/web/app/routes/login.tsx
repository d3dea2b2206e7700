import { AuthHeading, authMessages, LoginForm } from '../features/auth';
import { mergeGuestCart } from '../features/cart';
import { useMessages } from '../lib/i18n';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/login';

// The page's title is built outside the React tree: English until the storefront's language is chosen (issue 10).
export const meta: Route.MetaFunction = () =>
  pageMeta(authMessages.en.login.metaTitle, authMessages.en.login.metaDescription);

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
