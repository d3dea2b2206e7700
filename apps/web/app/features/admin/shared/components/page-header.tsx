import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: string;
  actions?: ReactNode;
  /** 2 for a second section of a screen under the page's own heading (the audit log's security events). */
  level?: 1 | 2;
  /** The heading's id, for a section that `aria-labelledby` it. */
  id?: string;
}

/** The title row of an admin screen or section, with its main actions on the right. */
export function PageHeader({ title, description, actions, level = 1, id }: PageHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <Heading
          id={id}
          className={`font-display font-bold text-ink-900 ${level === 1 ? 'text-2xl sm:text-3xl' : 'text-xl sm:text-2xl'}`}
        >
          {title}
        </Heading>
        {description && <p className="mt-1 text-ink-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
