import { X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { inertOutside } from '../../../../lib/inert-outside';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Label of the close button (the Vietnamese screens pass their own). */
  closeLabel?: string;
  size?: 'sm' | 'lg';
  /** The dialog is portalled out of the page, so a Vietnamese screen passes its language again. */
  lang?: string;
}

/** A dialog over the page: Escape or the backdrop closes it, focus moves in and returns on close. */
export function Modal({ title, onClose, children, closeLabel = 'Close', size = 'lg', lang }: ModalProps) {
  const titleId = useId();
  const overlay = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const closeOnEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  });

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const restoreBackground = overlay.current ? inertOutside(overlay.current) : () => undefined;
    const first = panel.current?.querySelector<HTMLElement>('input, select, textarea, button:not([data-close])');
    (first ?? panel.current)?.focus();
    const onKey = (event: KeyboardEvent) => closeOnEscape(event);
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      // The opener can take focus again only once the page is no longer inert.
      restoreBackground();
      opener?.focus();
    };
  }, []);

  return createPortal(
    <div
      ref={overlay}
      className="fixed inset-0 z-50 flex items-end justify-center bg-ink-900/50 p-0 sm:items-center sm:p-4"
    >
      <div className="absolute inset-0" aria-hidden onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        lang={lang}
        tabIndex={-1}
        className={`relative flex max-h-[92dvh] w-full flex-col rounded-t-card bg-white shadow-xl sm:rounded-card ${size === 'sm' ? 'sm:max-w-md' : 'sm:max-w-2xl'}`}
      >
        <div className="flex items-center justify-between gap-4 border-b border-cream-200 px-5 py-4">
          <h2 id={titleId} className="font-display text-lg font-bold text-ink-900">
            {title}
          </h2>
          <button
            type="button"
            data-close
            onClick={onClose}
            className="grid size-9 place-items-center rounded-pill text-ink-600 hover:bg-cream-100"
          >
            <X className="size-5" aria-hidden />
            <span className="sr-only">{closeLabel}</span>
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-4">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
