import type { ReactNode } from 'react';

/** The title block of an auth card. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-6 text-center">
      <h1 className="font-display text-2xl font-bold text-ink-900 sm:text-3xl">{title}</h1>
      {children && <p className="mt-2 text-sm text-ink-600">{children}</p>}
    </div>
  );
}
