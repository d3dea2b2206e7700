import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export const authLinkClass = 'font-semibold text-brand-700 hover:underline';

/** The line under an auth form that leads to its sibling screen ("Don't have an account? Register"). */
export function AuthLink({
  prompt,
  to,
  children,
  className = 'mt-2',
}: {
  prompt?: string;
  to: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <p className={clsx(className, 'text-center text-sm text-ink-600')}>
      {prompt && `${prompt} `}
      <Link to={to} className={authLinkClass}>
        {children}
      </Link>
    </p>
  );
}
