import { AuthHeading, authMessages, ForgotPasswordForm } from '../features/auth';
import { useMessages } from '../lib/i18n';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/forgot-password';

// The page's title is built outside the React tree: English until the storefront's language is chosen (issue 10).
export const meta: Route.MetaFunction = () =>
  pageMeta(authMessages.en.forgot.metaTitle, authMessages.en.forgot.metaDescription);

export default function ForgotPasswordRoute() {
  const text = useMessages(authMessages).forgot;
  return (
    <>
      <AuthHeading title={text.title}>{text.intro}</AuthHeading>
      <ForgotPasswordForm />
    </>
  );
}
