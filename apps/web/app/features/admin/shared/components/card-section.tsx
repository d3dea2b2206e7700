import type { ReactNode } from 'react';
import { ui } from '../ui';

/** A titled card on the dashboard and statistics screens; the heading names the region for screen readers. */
export function CardSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${ui.card} p-5`}>
      <h2 id={id} className="font-display text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
