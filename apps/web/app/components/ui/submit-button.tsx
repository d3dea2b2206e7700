import clsx from 'clsx';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

const SHAPES = {
  /** Full width, with a spinner beside the label while busy (the login and register cards). */
  block: 'flex items-center justify-center gap-2 rounded-xl px-4 py-3 transition',
  /** A pill that sits in a row of buttons (the profile's forms). */
  pill: 'rounded-pill px-5 py-2.5',
};

const TONES = {
  brand: 'bg-brand-600 hover:bg-brand-700',
  /** For what cannot be undone (deleting the account). */
  danger: 'bg-sale-600 hover:bg-sale-700',
};

/**
 * A form's primary button: disabled while busy, showing a spinner or `busyLabel` ("Updating…") then.
 * It is disabled until the page has hydrated too: before that the browser would submit the form itself,
 * as a GET that puts the email and password in the URL (and a disabled default button blocks Enter too).
 * `postsWithoutScript`: the form posts to a route action, which answers the browser's own submission as
 * well, so the button works from the first paint.
 */
export function SubmitButton({
  busy,
  busyLabel,
  shape = 'block',
  tone = 'brand',
  postsWithoutScript = false,
  children,
  className,
}: {
  busy: boolean;
  busyLabel?: string;
  shape?: keyof typeof SHAPES;
  tone?: keyof typeof TONES;
  postsWithoutScript?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={busy || (!hydrated && !postsWithoutScript)}
      aria-busy={busy || undefined}
      className={clsx(
        SHAPES[shape],
        TONES[tone],
        'font-semibold text-white shadow-sm disabled:cursor-wait disabled:opacity-75',
        className,
      )}
    >
      {busy && busyLabel === undefined && <LoaderCircle className="size-5 animate-spin" aria-hidden />}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
