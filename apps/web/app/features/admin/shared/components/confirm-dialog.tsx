import { ui } from '../ui';
import { Dialog, DialogFooter } from '../../../../components/ui/dialog';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  pending?: boolean;
  pendingLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" before something that cannot be undone. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  pending = false,
  pendingLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog title={title} onClose={onCancel} closeLabel={cancelLabel} size="sm">
      <p className="text-ink-600">{message}</p>
      <DialogFooter className="mt-6">
        <button type="button" onClick={onCancel} className={ui.btnSecondary}>
          {cancelLabel}
        </button>
        <button type="button" onClick={onConfirm} disabled={pending} className={ui.btnDanger}>
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </button>
      </DialogFooter>
    </Dialog>
  );
}
