import clsx from 'clsx';
import {
  ArrowLeft,
  BarChart3,
  Landmark,
  ReceiptText,
  FolderTree,
  LayoutDashboard,
  Leaf,
  Mail,
  Menu,
  Package,
  ScrollText,
  Search,
  Settings,
  TicketPercent,
  ShoppingBag,
  Truck,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { LanguageSwitch } from '../../../../components/layout/language-switch';
import { paths } from '../../../../config/paths';
import { adminPaths } from '../../../../config/admin-paths';
import { SITE_NAME } from '../../../../config/site';
import { useMessages } from '../../../../lib/i18n';
import { adminLayoutMessages } from '../messages';

type Section = keyof (typeof adminLayoutMessages.en)['links'];

const LINKS: { section: Section; to: string; Icon: LucideIcon; end?: boolean }[] = [
  { section: 'dashboard', to: adminPaths.dashboard(), Icon: LayoutDashboard, end: true },
  { section: 'users', to: adminPaths.users(), Icon: Users },
  { section: 'products', to: adminPaths.products(), Icon: Package },
  { section: 'categories', to: adminPaths.categories(), Icon: FolderTree },
  { section: 'orders', to: adminPaths.orders(), Icon: ShoppingBag },
  { section: 'payments', to: adminPaths.payments(), Icon: Landmark },
  { section: 'invoices', to: adminPaths.invoices(), Icon: ReceiptText },
  { section: 'delivery', to: adminPaths.delivery(), Icon: Truck },
  { section: 'promotions', to: adminPaths.promotions(), Icon: TicketPercent },
  { section: 'stats', to: adminPaths.stats(), Icon: BarChart3 },
  { section: 'messages', to: adminPaths.messages(), Icon: Mail },
  { section: 'audit', to: adminPaths.audit(), Icon: ScrollText },
  { section: 'search', to: adminPaths.search(), Icon: Search },
  { section: 'settings', to: adminPaths.settings(), Icon: Settings },
];

/**
 * The admin's navigation and language switch: a column on wide screens, a menu that folds open on phones.
 * `badges` go beside a section's link (the new orders' count), outside it so the link keeps its name: the
 * layout passes them, since this shared piece reads no feature.
 */
export function AdminSidebar({
  userName,
  badges = {},
}: {
  userName: string;
  badges?: Partial<Record<Section, ReactNode>>;
}) {
  const text = useMessages(adminLayoutMessages);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <aside className="border-b border-brand-800 bg-brand-900 text-white lg:w-64 lg:shrink-0 lg:border-b-0 print:hidden">
      <div className="lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:overflow-y-auto">
        <div className="flex items-center justify-between gap-3 px-4 py-4 lg:px-6 lg:py-6">
          <Link
            to={adminPaths.dashboard()}
            onClick={close}
            className="flex items-center gap-2 font-display text-lg font-bold"
          >
            <Leaf className="size-6 text-brand-300" aria-hidden />
            <span>
              {SITE_NAME} <span className="font-sans text-sm font-medium text-brand-200">{text.brand}</span>
            </span>
          </Link>
          <button
            type="button"
            className="grid size-10 place-items-center rounded-lg hover:bg-white/10 lg:hidden"
            aria-expanded={open}
            aria-controls="admin-nav"
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
            <span className="sr-only">{open ? text.closeMenu : text.openMenu}</span>
          </button>
        </div>

        <div id="admin-nav" className={clsx('flex-1 flex-col px-3 pb-4 lg:flex', open ? 'flex' : 'hidden')}>
          <nav aria-label={text.nav}>
            <ul className="flex flex-col gap-1">
              {LINKS.map(({ section, to, Icon, end }) => (
                <li key={to} className="relative">
                  <NavLink
                    to={to}
                    end={end}
                    onClick={close}
                    className={({ isActive }) =>
                      clsx(
                        'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition',
                        isActive ? 'bg-white text-brand-800 shadow-sm' : 'text-brand-50 hover:bg-white/10',
                      )
                    }
                  >
                    <Icon className="size-5" aria-hidden />
                    {text.links[section]}
                  </NavLink>
                  {badges[section]}
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-6 border-t border-white/15 pt-4 lg:mt-auto">
            {/* The storefront's switch and cookie: the choice holds for the whole admin, and for the shop. */}
            <LanguageSwitch tone="dark" className="mb-3 px-2" />
            <p className="px-3 text-xs text-brand-200">
              {text.signedInAs} <span className="font-semibold text-white">{userName}</span>
            </p>
            <Link
              to={paths.home()}
              className="mt-2 flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-brand-50 hover:bg-white/10"
            >
              <ArrowLeft className="size-5" aria-hidden />
              {text.backHome}
            </Link>
          </div>
        </div>
      </div>
    </aside>
  );
}
