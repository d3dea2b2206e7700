import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { AddressBook } from '../features/addresses';
import { useSession } from '../features/auth';
import { profileMessages, ProfileLoading, ProfileScreen } from '../features/profile';
import { metaMessages, pageMeta } from '../lib/meta';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = ({ matches }) => {
  const text = metaMessages(profileMessages, matches);
  return pageMeta(text.metaTitle, text.metaDescription);
};

/** Rendered in the browser only: the session lives in browser storage. */
export default function ProfileRoute() {
  const { ready, isLoggedIn } = useSession();
  const [leaving, setLeaving] = useState(false);
  const { pathname, search } = useLocation();
  if (!ready) return <ProfileLoading />;
  // A deleted account goes home, not to the login page the signed-out profile would send it to.
  if (leaving) return <Navigate to={paths.home()} replace />;
  if (!isLoggedIn) return <Navigate to={paths.login(`${pathname}${search}`)} replace />;
  return <ProfileScreen onAccountDeleted={() => setLeaving(true)} addressBook={<AddressBook />} />;
}
