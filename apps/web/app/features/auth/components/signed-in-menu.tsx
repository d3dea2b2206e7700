import clsx from 'clsx';
import { ChevronDown, LayoutDashboard, LogOut, Package, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { adminPaths } from '../../../config/admin-paths';
import { useMessages } from '../../../lib/i18n';
import { sessionMessages } from './messages';

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-ink-900 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50';

/** The "My Account" menu of a signed-in shopper: its own chunk, as a visitor's page never shows it. */
export function SignedInMenu({
  className,
  isAdmin,
  onLogout,
}: {
  className?: string;
  isAdmin: boolean;
  onLogout: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const text = useMessages(sessionMessages);

  // Close on navigation.
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // The menu button pattern: arrows move between items, Escape closes and returns to the button.
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  // In the mobile menu the list opens in place, pushing the rest down; on large screens it drops down.
  return (
    <div ref={rootRef} className={clsx(className, 'relative')}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((isOpen) => !isOpen)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="flex h-10 items-center gap-2 rounded-pill px-3 text-sm font-medium text-ink-900 hover:bg-cream-100"
      >
        <UserRound className="size-5" aria-hidden />
        {text.myAccount}
        <ChevronDown className={clsx('size-4 transition', open && 'rotate-180')} aria-hidden />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={text.myAccount}
          onKeyDown={onMenuKeyDown}
          className="z-50 mt-2 w-56 lg:absolute lg:right-0 rounded-card border border-cream-200 bg-white p-1.5 shadow-lg"
        >
          <Link role="menuitem" to={paths.profile()} className={itemClass}>
            <UserRound className="size-4 text-brand-700" aria-hidden />
            {text.profile}
          </Link>
          <Link role="menuitem" to={paths.orders()} className={itemClass}>
            <Package className="size-4 text-brand-700" aria-hidden />
            {text.myOrders}
          </Link>
          {isAdmin && (
            <Link role="menuitem" to={adminPaths.dashboard()} className={itemClass}>
              <LayoutDashboard className="size-4 text-brand-700" aria-hidden />
              {text.adminPanel}
            </Link>
          )}
          <div role="separator" className="my-1 h-px bg-cream-200" />
          <button
            role="menuitem"
            type="button"
            className={itemClass}
            onClick={() => {
              setOpen(false);
              void onLogout();
            }}
          >
            <LogOut className="size-4 text-sale-600" aria-hidden />
            {text.logout}
          </button>
        </div>
      )}
    </div>
  );
}
