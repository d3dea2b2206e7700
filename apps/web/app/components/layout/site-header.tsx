import clsx from 'clsx';
import { Leaf, Menu, ShoppingCart, UserRound, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { SITE_NAME } from '../../config/site';
import { SearchBox } from './search-box';

const NAV_LINKS = [
  { label: 'Home', to: paths.home() },
  { label: 'About', to: paths.about() },
  { label: 'Shop', to: paths.shop() },
  { label: 'Categories', to: paths.categories() },
  { label: 'Contact', to: paths.contact() },
];

export interface SiteHeaderProps {
  /** Items in the cart; undefined until the browser's storage has been read (after hydration). */
  cartCount: number | undefined;
  /** Whether a token is stored; undefined until known. */
  signedIn: boolean | undefined;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-pill px-3 py-2 text-sm font-medium transition',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-600 hover:text-brand-700',
  );

export function SiteHeader({ cartCount, signedIn }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-cream-200 bg-cream-50/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 lg:gap-6">
        <Link to={paths.home()} className="flex shrink-0 items-center gap-2 font-display text-lg font-bold text-brand-800">
          <Leaf className="size-6 text-brand-600" aria-hidden />
          <span className="hidden sm:inline">{SITE_NAME}</span>
          <span className="sr-only sm:hidden">{SITE_NAME}</span>
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <SearchBox />
          <Link
            to={paths.cart()}
            className="relative flex h-10 min-w-10 shrink-0 items-center justify-center gap-2 rounded-pill text-sm font-medium text-ink-900 hover:bg-cream-100 lg:px-3"
          >
            <ShoppingCart className="size-5" aria-hidden />
            <span className="sr-only lg:not-sr-only">Cart</span>
            {cartCount !== undefined && cartCount > 0 && (
              <span className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-pill bg-sale-600 px-1 text-xs font-bold text-white">
                {cartCount}
              </span>
            )}
          </Link>
          <AccountLinks signedIn={signedIn} className="hidden lg:flex" />
          <button
            type="button"
            className="grid size-10 place-items-center rounded-pill hover:bg-cream-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
            <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          </button>
        </div>
      </div>

      {menuOpen && (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t border-cream-200 px-4 pb-4 lg:hidden">
          <ul className="flex flex-col gap-1 pt-2">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={navLinkClass} onClick={closeMenu}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <AccountLinks signedIn={signedIn} className="mt-3 flex" onNavigate={closeMenu} />
        </nav>
      )}
    </header>
  );
}

function AccountLinks({
  signedIn,
  className,
  onNavigate,
}: {
  signedIn: boolean | undefined;
  className: string;
  onNavigate?: () => void;
}) {
  // Unknown before hydration: keep the space so the header does not jump.
  if (signedIn === undefined) return <div className={clsx(className, 'w-40')} aria-hidden />;
  if (signedIn) {
    return (
      <div className={clsx(className, 'items-center')}>
        <Link
          to={paths.profile()}
          onClick={onNavigate}
          className="flex items-center gap-2 rounded-pill px-3 py-2 text-sm font-medium text-ink-900 hover:bg-cream-100"
        >
          <UserRound className="size-4" aria-hidden />
          My Account
        </Link>
      </div>
    );
  }
  return (
    <div className={clsx(className, 'items-center gap-2')}>
      <Link
        to={paths.login()}
        onClick={onNavigate}
        className="rounded-pill px-3 py-2 text-sm font-medium text-ink-900 hover:text-brand-700"
      >
        Login
      </Link>
      <Link
        to={paths.register()}
        onClick={onNavigate}
        className="rounded-pill bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Register
      </Link>
    </div>
  );
}
