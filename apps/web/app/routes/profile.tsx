import { Navigate } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../features/auth';
import { profileMessages, ProfileLoading, ProfileScreen } from '../features/profile';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/profile';

// The page's title is built outside the React tree: English until the storefront's language is chosen (issue 10).
export const meta: Route.MetaFunction = () =>
  pageMeta(profileMessages.en.metaTitle, profileMessages.en.metaDescription);

/** Rendered in the browser only: the session lives in browser storage. */
export default function ProfileRoute() {
  const { ready, isLoggedIn } = useSession();
  if (!ready) return <ProfileLoading />;
  if (!isLoggedIn) return <Navigate to={paths.login()} replace />;
  return <ProfileScreen />;
}
