import { useMessages } from '../../../../lib/i18n';
import type { useConfirmDelete } from '../hooks/use-confirm-delete';
import { adminListMessages } from '../messages';
import { ConfirmDialog } from './confirm-dialog';

interface DeleteDialogProps<T extends { _id: string }> {
  deletion: ReturnType<typeof useConfirmDelete<T>>;
  title: string;
  /** What is about to go, and what follows from it. */
  message: (row: T) => string;
}

/** "Are you sure?" for the row a list's delete button picked; nothing while no row is picked. */
export function DeleteDialog<T extends { _id: string }>({ deletion, title, message }: DeleteDialogProps<T>) {
  const text = useMessages(adminListMessages).delete;
  if (!deletion.toDelete) return null;
  return (
    <ConfirmDialog
      title={title}
      message={message(deletion.toDelete)}
      confirmLabel={text.confirm}
      pendingLabel={text.pending}
      cancelLabel={text.cancel}
      pending={deletion.deleting}
      onConfirm={deletion.confirmDelete}
      onCancel={deletion.cancelDelete}
    />
  );
}
