import clsx from 'clsx';
import { LogIn, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The main way on from an empty state ("Continue Shopping", "Login"): a green pill. */
export const primaryPill =
  'inline-flex items-center justify-center gap-2 rounded-pill bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700';

/**
 * Nothing to list yet (an empty cart, no orders, not signed in): a big icon in a circle if given, then the
 * words and the way on, centred. `framed` sets it on a white card of its own.
 */
export function EmptyState({
  Icon,
  framed,
  className,
  children,
}: {
  Icon?: LucideIcon;
  framed?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={clsx(
        'flex flex-col items-center gap-4 text-center',
        framed && 'rounded-card border border-cream-200 bg-white px-6 py-14',
        className,
      )}
    >
      {Icon && (
        <span className="grid size-20 place-items-center rounded-pill bg-brand-50 text-brand-600">
          <Icon className="size-10" aria-hidden />
        </span>
      )}
      {children}
    </div>
  );
}

/** A page for signed-in shoppers opened by a guest: the reason, and a login link (`to`) that comes back. */
export function LoginFirst({ to, text }: { to: string; text: { loginFirst: string; login: string } }) {
  return (
    <EmptyState framed>
      <p className="text-ink-600">{text.loginFirst}</p>
      <Link to={to} className={primaryPill}>
        <LogIn className="size-4" aria-hidden />
        {text.login}
      </Link>
    </EmptyState>
  );
}
