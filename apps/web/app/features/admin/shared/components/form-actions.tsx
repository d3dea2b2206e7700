import { ui } from '../ui';

interface FormActionsProps {
  cancelLabel: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onCancel: () => void;
}

/** Cancel and submit at the foot of a modal form; submit is disabled while the save is in flight. */
export function FormActions({ cancelLabel, submitLabel, pendingLabel, pending, onCancel }: FormActionsProps) {
  return (
    <div className="mt-2 flex flex-col-reverse gap-2 border-t border-cream-200 pt-4 sm:flex-row sm:justify-end">
      <button type="button" onClick={onCancel} className={ui.btnSecondary}>
        {cancelLabel}
      </button>
      <button type="submit" disabled={pending} className={ui.btnPrimary}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </div>
  );
}
