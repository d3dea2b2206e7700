import { AuthHeading, authMessages, RegisterForm } from '../features/auth';
import { mergeGuestCart } from '../features/cart';
import { useMessages } from '../lib/i18n';
import { metaMessages, pageMeta } from '../lib/meta';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = ({ matches }) => {
  const text = metaMessages(authMessages, matches).register;
  return pageMeta(text.metaTitle, text.metaDescription);
};

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
