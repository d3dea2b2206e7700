import { AuthHeading, RegisterForm } from '../features/auth';
import { mergeGuestCart } from '../features/cart';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = () =>
  pageMeta('Register', 'Create a Veggie Market account and get organic fruit and vegetables delivered across Vietnam.');

export default function RegisterRoute() {
  return (
    <>
      <AuthHeading title="Create your account">Join us for farm-fresh produce delivered to your door.</AuthHeading>
      {/* The guest cart joins the new account's server cart before the page reloads. */}
      <RegisterForm onAuthenticated={mergeGuestCart} />
    </>
  );
}
