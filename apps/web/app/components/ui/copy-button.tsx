import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useMessages } from '../../lib/i18n';
import { uiMessages } from './messages';

/** How long the button reads "Copied" before it offers to copy again. */
const COPIED_FOR_MS = 2_000;

interface CopyButtonProps {
  /** The text put on the clipboard (digits only for an amount: banking apps want no separators). */
  value: string;
  /** What is copied, as the button's name for screen readers: "Copy account number". */
  label: string;
}

/**
 * Puts `value` on the clipboard. A polite live region says "Copied" (or why it could not), so a screen
 * reader user hears what happened; it is a real button, so Enter and Space work.
 */
export function CopyButton({ value, label }: CopyButtonProps) {
  const text = useMessages(uiMessages).copy;
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const id = setTimeout(() => setState('idle'), COPIED_FOR_MS);
    return () => clearTimeout(id);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // No clipboard (an insecure context, a refused permission): the text stays selectable beside the button.
      setState('failed');
    }
  };

  return (
    <span className="inline-flex flex-wrap items-center">
      <button
        type="button"
        aria-label={label}
        onClick={() => void copy()}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-pill border border-cream-200 bg-white px-3 py-1.5 text-xs font-semibold text-brand-700 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {state === 'copied' ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
        <span aria-hidden>{state === 'copied' ? text.copied : text.copy}</span>
      </button>
      <span role="status" className={state === 'failed' ? 'ml-2 text-xs text-sale-700' : 'sr-only'}>
        {state === 'copied' ? text.copied : state === 'failed' ? text.failed : ''}
      </span>
    </span>
  );
}
