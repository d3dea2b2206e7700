import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A text link with an arrow after it ("View All →"). */
export function ArrowLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className={`inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline ${className ?? ''}`}
    >
      {children} <ArrowRight className="size-4" aria-hidden />
    </Link>
  );
}
