import { useSearchParams } from 'react-router';
import { AuthHeading, authMessages, ResetPasswordForm } from '../features/auth';
import { useMessages } from '../lib/i18n';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/reset-password';

// The page's title is built outside the React tree: English until the storefront's language is chosen (issue 10).
export const meta: Route.MetaFunction = () =>
  pageMeta(authMessages.en.reset.metaTitle, authMessages.en.reset.metaDescription);

export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const text = useMessages(authMessages).reset;
  return (
    <>
      <AuthHeading title={text.title}>{text.intro}</AuthHeading>
      <ResetPasswordForm token={params.get('token')} />
    </>
  );
}
