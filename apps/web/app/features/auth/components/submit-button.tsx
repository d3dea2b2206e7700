import clsx from 'clsx';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * The full-width primary button of the auth forms; shows a spinner and stays disabled while busy.
 * It is disabled until the page has hydrated too: before that the browser would submit the form itself,
 * as a GET that puts the email and password in the URL (and a disabled default button blocks Enter too).
 */
export function SubmitButton({
  busy,
  children,
  className,
}: {
  busy: boolean;
  children: ReactNode;
  className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={busy || !hydrated}
      aria-busy={busy || undefined}
      className={clsx(
        'flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-wait disabled:opacity-75',
        className,
      )}
    >
      {busy && <LoaderCircle className="size-5 animate-spin" aria-hidden />}
      {children}
    </button>
  );
}
