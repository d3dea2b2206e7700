import { useSearchParams } from 'react-router';
import { AuthHeading, authMessages, ResetPasswordForm } from '../features/auth';
import { useMessages } from '../lib/i18n';
import { metaMessages, pageMeta } from '../lib/meta';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = ({ matches }) => {
  const text = metaMessages(authMessages, matches).reset;
  return pageMeta(text.metaTitle, text.metaDescription);
};

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
