import { useSearchParams } from 'react-router';
import { AuthHeading, ResetPasswordForm } from '../features/auth';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = () =>
  pageMeta('Reset password', 'Choose a new password for your Veggie Market account.');

export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <>
      <AuthHeading title="Choose a new password">It must be at least 6 characters long.</AuthHeading>
      <ResetPasswordForm token={params.get('token')} />
    </>
  );
}
