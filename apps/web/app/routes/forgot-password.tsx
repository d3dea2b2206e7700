import { AuthHeading, authMessages, ForgotPasswordForm } from '../features/auth';
import { useMessages } from '../lib/i18n';
import { metaMessages, pageMeta } from '../lib/meta';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = ({ matches }) => {
  const text = metaMessages(authMessages, matches).forgot;
  return pageMeta(text.metaTitle, text.metaDescription);
};

export default function ForgotPasswordRoute() {
  const text = useMessages(authMessages).forgot;
  return (
    <>
      <AuthHeading title={text.title}>{text.intro}</AuthHeading>
      <ForgotPasswordForm />
    </>
  );
}
