import { AuthHeading, ForgotPasswordForm } from '../features/auth';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = () =>
  pageMeta('Forgot password', 'Get a link to choose a new password for your Veggie Market account.');

export default function ForgotPasswordRoute() {
  return (
    <>
      <AuthHeading title="Forgot your password?">
        Enter the email you registered with and we will send you a link to choose a new one.
      </AuthHeading>
      <ForgotPasswordForm />
    </>
  );
}
