import clsx from 'clsx';

/** A grey block where a page's content will appear, announced by `label`; `className` sets its height. */
export function LoadingBlock({ label, className }: { label: string; className: string }) {
  return (
    <div role="status" className={clsx('animate-pulse rounded-card bg-cream-100', className)}>
      <span className="sr-only">{label}</span>
    </div>
  );
}
