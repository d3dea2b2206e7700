import clsx from 'clsx';
import type { ReactNode } from 'react';

/**
 * A page's part that could not be loaded (the products, the categories), said in its place while the rest
 * of the page still shows; announced at once.
 */
export function InlineAlert({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="alert"
      className={clsx('rounded-card bg-sale-50 px-4 py-6 text-center font-medium text-sale-600', className)}
    >
      {children}
    </p>
  );
}
