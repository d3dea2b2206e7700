import clsx from 'clsx';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The way back a step in buying (to the shop from the cart, to the cart from checkout). */
export function BackLink({ to, label, className }: { to: string; label: string; className?: string }) {
  return (
    <Link
      to={to}
      className={clsx(
        'inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800',
        className,
      )}
    >
      <ArrowLeft className="size-4" aria-hidden />
      {label}
    </Link>
  );
}
