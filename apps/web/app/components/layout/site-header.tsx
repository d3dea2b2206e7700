import type { ShopSettings } from '@veggie/contract';
import clsx from 'clsx';
import { Leaf, Menu, MessageCircle, Phone, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { SITE_NAME } from '../../config/site';
import { useMessages } from '../../lib/i18n';
import { telHref } from '../../lib/shop-format';
import { LanguageSwitch } from './language-switch';
import { layoutMessages } from './messages';
import { SearchBox, type LoadSearchSuggestions } from './search-box';

const NAV_LINKS = [
  { key: 'home', to: paths.home() },
  { key: 'about', to: paths.about() },
  { key: 'shop', to: paths.shop() },
  { key: 'categories', to: paths.categories() },
  { key: 'contact', to: paths.contact() },
] as const;

export interface SiteHeaderProps {
  /** The cart area (the Cart button), supplied by the layout. */
  cart: ReactNode;
  /** The account area (Login and Register, or the My Account menu), supplied by the layout. */
  account: ReactNode;
  /** The search box's suggestion list, supplied by the layout and fetched on the box's first focus. */
  searchSuggestions?: LoadSearchSuggestions;
  /** The shop's hotline and Zalo for the top row; null when the settings could not be read. */
  shop?: Pick<ShopSettings, 'phone' | 'zaloUrl'> | null;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-pill px-3 py-2 text-sm font-medium transition',
    isActive ? 'bg-brand-100 font-semibold text-brand-800' : 'text-ink-600 hover:text-brand-700',
  );

const mobileNavLinkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'flex rounded-lg px-3 py-3 font-medium transition',
    isActive ? 'bg-brand-100 font-semibold text-brand-800' : 'text-ink-900 hover:bg-cream-100 hover:text-brand-700',
  );

export function SiteHeader({ cart, account, searchSuggestions, shop = null }: SiteHeaderProps) {
  const text = useMessages(layoutMessages).header;
  const location = useLocation();
  // The menu belongs to the page it was opened on: any navigation (a link, the search box, back) closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.key;
  const closeMenu = () => setMenuOpenOn(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-cream-200 bg-cream-50/95 backdrop-blur">
      {/* A row of its own, as the main row is full at 1280 px: the hotline and Zalo a tap away on a phone too;
          on phones the language switch is in the menu (and the footer). */}
      <div className="border-b border-cream-200">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-1">
          {shop && <ShopContact shop={shop} />}
          <LanguageSwitch className="ml-auto hidden lg:flex" />
        </div>
      </div>
      {/* The full nav and account links only fit from xl on, and then only with lg:gap-4: Vietnamese labels are longer
          ("Đăng nhập", "Giới thiệu"), and an item must never break onto a second line. */}
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 lg:gap-4">
        <Link
          to={paths.home()}
          className="flex shrink-0 items-center gap-2 font-display text-lg font-bold text-brand-800"
        >
          <Leaf className="size-6 text-brand-600" aria-hidden />
          <span className="hidden sm:inline">{SITE_NAME}</span>
          <span className="sr-only sm:hidden">{SITE_NAME}</span>
        </Link>

        <nav aria-label={text.mainNav} className="hidden xl:block">
          <ul className="flex items-center gap-1 whitespace-nowrap">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === paths.home()} className={navLinkClass}>
                  {text.nav[link.key]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <SearchBox suggestions={searchSuggestions} />
          {cart}
          <div className="hidden whitespace-nowrap xl:flex">{account}</div>
          <button
            ref={menuButton}
            type="button"
            className="grid size-10 shrink-0 place-items-center rounded-pill hover:bg-cream-100 xl:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpenOn(menuOpen ? null : location.key)}
          >
            {menuOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
            <span className="sr-only">{menuOpen ? text.closeMenu : text.openMenu}</span>
          </button>
        </div>
      </div>

      {menuOpen && (
        <nav id="mobile-menu" aria-label={text.mobileNav} className="border-t border-cream-200 px-4 pb-4 xl:hidden">
          <ul className="flex flex-col gap-1 pt-2">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === paths.home()} className={mobileNavLinkClass} onClick={closeMenu}>
                  {text.nav[link.key]}
                </NavLink>
              </li>
            ))}
          </ul>
          {/* Following an account link or menu item (Login, Profile, Logout…) closes the menu like the nav
              links do. */}
          <div
            className="mt-3 flex"
            onClick={(event) => {
              if ((event.target as Element).closest('a, [role="menuitem"]')) closeMenu();
            }}
          >
            {account}
          </div>
          <LanguageSwitch className="mt-3 flex" />
        </nav>
      )}
    </header>
  );
}

/** The hotline as a tap-to-call link, and the shop's Zalo when it has one. */
function ShopContact({ shop }: { shop: Pick<ShopSettings, 'phone' | 'zaloUrl'> }) {
  const text = useMessages(layoutMessages).header;
  const link =
    'inline-flex items-center gap-1.5 rounded-pill py-1.5 text-xs font-semibold text-ink-900 hover:text-brand-700';
  return (
    <div className="flex items-center gap-4">
      <a href={telHref(shop.phone)} className={link}>
        <Phone className="size-3.5 text-brand-600" aria-hidden />
        <span className="sr-only">{text.hotline}</span>{' '}
        <span className="whitespace-nowrap tabular-nums">{shop.phone}</span>
      </a>
      {shop.zaloUrl && (
        <a href={shop.zaloUrl} target="_blank" rel="noopener noreferrer" className={link}>
          <MessageCircle className="size-3.5 text-brand-600" aria-hidden />
          {text.zalo}
        </a>
      )}
    </div>
  );
}
