import { AuthHeading, LoginForm } from '../features/auth';
import { mergeGuestCart } from '../features/cart';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () =>
  pageMeta('Login', 'Log in to your Veggie Market account to check out and follow your orders.');

export default function LoginRoute() {
  return (
    <>
      <AuthHeading title="Welcome back">Log in to shop fresh organic produce.</AuthHeading>
      {/* The guest cart joins the account's server cart before the page reloads. */}
      <LoginForm onAuthenticated={mergeGuestCart} />
    </>
  );
}
