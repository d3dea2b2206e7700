import clsx from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useLocale, useMessages } from '../../lib/i18n';
import { enterModal, leaveModal } from './live-layer';
import { uiMessages } from './messages';

interface DialogProps {
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Escape, the backdrop and the close button ask for this; the caller unmounts the dialog. */
  onClose: () => void;
  children: ReactNode;
  /** A centered modal (a bottom sheet on phones), or a panel sliding in from the right. */
  variant?: 'modal' | 'drawer';
  size?: 'sm' | 'lg';
  /** The close button's words when "Close" is not enough ("Close cart"). */
  closeLabel?: string;
  /** What takes the focus: the first field or button of the content (default), or the close button. */
  initialFocus?: 'content' | 'close';
  id?: string;
}

const PANEL = {
  modal: 'max-h-[92dvh] w-full rounded-t-card bg-white shadow-xl sm:rounded-card',
  drawer: 'h-full w-full max-w-md bg-cream-50 shadow-2xl',
};
const SIZE = { sm: 'sm:max-w-md', lg: 'sm:max-w-2xl' };

/**
 * A modal dialog on the native <dialog>: `showModal()` puts it in the top layer, out of reach of Tab and makes
 * the page behind inert (toasts excepted: live-layer.ts). It is open while mounted; the focus goes back to the
 * opener when it unmounts.
 */
export function Dialog({
  title,
  onClose,
  children,
  variant = 'modal',
  size = 'lg',
  closeLabel,
  initialFocus = 'content',
  id,
}: DialogProps) {
  const text = useMessages(uiMessages);
  const locale = useLocale();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  useKeyboardScrollable(bodyRef);
  const requestClose = useEffectEvent(onClose);
  const focusFirst = useEffectEvent(() => {
    const controls = initialFocus === 'content' ? panelRef.current?.querySelectorAll<HTMLElement>(FORM_CONTROLS) : [];
    const field = [...(controls ?? [])].find((control) => !control.hasAttribute('data-close'));
    (field ?? closeRef.current)?.focus();
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Escape fires `cancel`: the caller decides (a dialog that is saving may stay open).
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    // Closed without asking (a browser closes it on a repeated Escape whatever `cancel` says). The event
    // comes a task later: a dialog opened again meanwhile (StrictMode's second mount) stays.
    const onNativeClose = () => {
      if (!dialog.open) requestClose();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    enterModal(dialog);
    dialog.showModal();
    focusFirst();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      leaveModal(dialog);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const drawer = variant === 'drawer';
  // Portalled beside the page, whose landmarks it must not sit in; it keeps the language of its screen.
  return createPortal(
    <dialog
      ref={dialogRef}
      id={id}
      lang={locale}
      aria-labelledby={titleId}
      className="m-0 size-full max-h-none max-w-none overflow-hidden bg-transparent p-0 backdrop:bg-transparent"
    >
      <div className={`flex size-full ${drawer ? 'justify-end' : 'items-end justify-center sm:items-center sm:p-4'}`}>
        <div className="absolute inset-0 bg-ink-900/50" aria-hidden data-testid="dialog-backdrop" onClick={onClose} />
        <div ref={panelRef} className={`relative flex flex-col ${PANEL[variant]} ${drawer ? '' : SIZE[size]}`}>
          <div className="flex items-center justify-between gap-4 border-b border-cream-200 px-5 py-4">
            <h2 id={titleId} className={`font-display font-bold text-ink-900 ${drawer ? 'text-xl' : 'text-lg'}`}>
              {title}
            </h2>
            <button
              ref={closeRef}
              type="button"
              data-close
              onClick={onClose}
              className={`grid place-items-center rounded-pill text-ink-600 hover:bg-cream-100 ${drawer ? 'size-10 hover:text-ink-900' : 'size-9'}`}
            >
              <X className="size-5" aria-hidden />
              <span className="sr-only">{closeLabel ?? text.close}</span>
            </button>
          </div>
          {drawer ? (
            children
          ) : (
            <div ref={bodyRef} className="overflow-y-auto px-5 py-4">
              {children}
            </div>
          )}
        </div>
      </div>
    </dialog>,
    document.body,
  );
}

/**
 * A dialog's buttons, Cancel first and the action last: on screen in the order Tab and a screen reader take
 * them, at every width (WCAG 2.4.3 and 1.3.2), stacked full width on a phone (the action nearest the thumb),
 * in a row at the right from `sm` up (the action at the far right). No `*-reverse` and no `order-*` here.
 * `divided`: a rule above the buttons, under a form's fields; `className` adds the space above.
 */
export function DialogFooter({
  children,
  divided = false,
  className,
}: {
  children: ReactNode;
  divided?: boolean;
  className?: string;
}) {
  return (
    <div
      data-dialog-footer
      className={clsx(
        'flex flex-col gap-2 sm:flex-row sm:justify-end',
        divided && 'border-t border-cream-200 pt-4',
        className,
      )}
    >
      {children}
    </div>
  );
}

// What `initialFocus: 'content'` focuses first (the close button aside); with links and tab stops, all that
// takes focus.
const FORM_CONTROLS = 'input, select, textarea, button';
const FOCUSABLE = `${FORM_CONTROLS}, a[href], [tabindex]`;

/**
 * A body that scrolls but holds nothing to focus (a long order's details) could not be scrolled from the
 * keyboard in every browser: it takes a place in the tab order then, and only then, so a form's first Tab
 * still reaches its first field (axe: scrollable-region-focusable).
 */
function useKeyboardScrollable(ref: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const body = ref.current;
    if (!body || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      const scrolls = body.scrollHeight > body.clientHeight;
      if (scrolls && !body.querySelector(FOCUSABLE)) body.tabIndex = 0;
      else body.removeAttribute('tabindex');
    };
    const resized = new ResizeObserver(update);
    resized.observe(body);
    const changed = new MutationObserver(update);
    changed.observe(body, { childList: true, subtree: true });
    update();
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, [ref]);
}
