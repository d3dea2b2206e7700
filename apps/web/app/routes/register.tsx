import { AuthHeading, authMessages, RegisterForm } from '../features/auth';
import { mergeGuestCart } from '../features/cart';
import { useMessages } from '../lib/i18n';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/register';

// The page's title is built outside the React tree: English until the storefront's language is chosen (issue 10).
export const meta: Route.MetaFunction = () =>
  pageMeta(authMessages.en.register.metaTitle, authMessages.en.register.metaDescription);

export default function RegisterRoute() {
  const text = useMessages(authMessages).register;
  return (
    <>
      <AuthHeading title={text.title}>{text.intro}</AuthHeading>
      {/* The guest cart joins the new account's server cart before the page reloads. */}
      <RegisterForm onAuthenticated={mergeGuestCart} />
    </>
  );
}
