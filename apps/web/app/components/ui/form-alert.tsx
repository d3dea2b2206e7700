import clsx from 'clsx';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

const TONES = {
  error: { Icon: CircleAlert, className: 'border-sale-600/30 bg-sale-50 text-sale-700' },
  success: { Icon: CircleCheck, className: 'border-brand-300 bg-brand-50 text-brand-800' },
  info: { Icon: Info, className: 'border-cream-200 bg-cream-100 text-ink-900' },
};

interface FormAlertProps {
  tone?: keyof typeof TONES;
  /** The one-line summary ("Failed to update profile"). */
  title: string;
  /** More detail under the title, such as the server's own words. */
  children?: ReactNode;
  className?: string;
}

/** A banner for a form's outcome; errors are announced at once (role="alert"), the rest politely. */
export function FormAlert({ tone = 'error', title, children, className }: FormAlertProps) {
  const { Icon, className: toneClass } = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx('flex gap-3 rounded-xl border px-4 py-3 text-sm', toneClass, className)}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">{title}</p>
        {children && <div className="mt-0.5">{children}</div>}
      </div>
    </div>
  );
}
