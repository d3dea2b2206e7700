import type { FormEventHandler, ReactNode } from 'react';
import { Dialog, DialogFooter } from '../../../../components/ui/dialog';
import { useMessages } from '../../../../lib/i18n';
import { adminFormMessages } from '../form-messages';
import { ui } from '../ui';
import { AlertBanner } from './alert-banner';

interface FormDialogProps {
  title: string;
  size?: 'sm' | 'lg';
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Why the last save failed, kept in view while the admin fixes it. */
  saveError: string | null;
  /** While the save is in flight the submit button is disabled and says so. */
  pending: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** An admin form in a dialog: the save's failure on top, the fields, then Cancel and submit at the foot. */
export function FormDialog({
  title,
  size,
  onClose,
  onSubmit,
  saveError,
  pending,
  submitLabel,
  children,
}: FormDialogProps) {
  const text = useMessages(adminFormMessages);
  return (
    <Dialog title={title} onClose={onClose} size={size}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {saveError && <AlertBanner message={saveError} />}
        {children}
        <DialogFooter divided className="mt-2">
          <button type="button" onClick={onClose} className={ui.btnSecondary}>
            {text.cancel}
          </button>
          <button type="submit" disabled={pending} className={ui.btnPrimary}>
            {pending ? text.saving : submitLabel}
          </button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
