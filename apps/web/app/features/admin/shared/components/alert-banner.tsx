import { X } from 'lucide-react';
import { useMessages } from '../../../../lib/i18n';
import { adminListMessages } from '../messages';

/** A persistent red message for a failed load or a refused action; optionally dismissible. */
export function AlertBanner({ message, onDismiss }: { message: string; onDismiss?: () => void }) {
  const text = useMessages(adminListMessages);
  return (
    <div
      role="alert"
      className="mb-4 flex items-start gap-3 rounded-card border border-sale-600/30 bg-sale-50 px-4 py-3 text-sale-700"
    >
      <p className="flex-1 font-medium">{message}</p>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          className="grid size-6 place-items-center rounded-pill hover:bg-sale-600/10"
        >
          <X className="size-4" aria-hidden />
          <span className="sr-only">{text.dismiss}</span>
        </button>
      )}
    </div>
  );
}
