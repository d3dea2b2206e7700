import clsx from 'clsx';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import { useSession } from '../hooks/use-session';
import { sessionMessages } from './messages';

/*
 * Only a signed-in shopper sees the menu, and only after hydration (storage is unknown before): its code and
 * icons are fetched then, so a visitor's first load goes without them.
 */
const SignedInMenu = lazy(() => import('./signed-in-menu').then((module) => ({ default: module.SignedInMenu })));

/**
 * The header's account corner: Login and Register for visitors, a "My Account" menu once logged in.
 * Storage is unknown until hydration, so nothing but a placeholder renders before it.
 */
export function AccountMenu({ className }: { className?: string }) {
  const { ready, isLoggedIn, isAdmin, logout } = useSession();
  const text = useMessages(sessionMessages);
  // Logging in from a page comes back to it.
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;

  const placeholder = <div className={clsx(className, 'h-10 w-40')} aria-hidden />;
  if (!ready) return placeholder;
  if (!isLoggedIn) {
    return (
      <div className={clsx(className, 'flex items-center gap-2')}>
        <Link
          to={paths.login(here)}
          className="rounded-pill px-3 py-2 text-sm font-medium text-ink-900 hover:text-brand-700"
        >
          {text.login}
        </Link>
        <Link
          to={paths.register(here)}
          className="rounded-pill bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {text.register}
        </Link>
      </div>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <SignedInMenu className={className} isAdmin={isAdmin} onLogout={logout} />
    </Suspense>
  );
}
