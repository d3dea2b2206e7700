import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { withServerMessage } from '../api-errors';
import type { useRefusal } from './use-refusal';

export interface DeleteCallbacks {
  onSuccess: (result: { message?: string } | void) => void;
  onError: (error: unknown) => void;
  onSettled: () => void;
}

interface DeleteMutation {
  mutate: (id: string, callbacks: DeleteCallbacks) => void;
  isPending: boolean;
}

/**
 * Ask, then delete: the row awaiting confirmation, and one way to report the outcome on every admin list —
 * the server's success message (or `succeeded`) as a toast, a refusal as "`failed`: reason" both toasted and
 * kept in the screen's refusal banner (passed in, so a screen's other actions share it).
 */
export function useConfirmDelete<T extends { _id: string }>(
  mutation: DeleteMutation,
  { succeeded, failed, refusal }: { succeeded: string; failed: string; refusal: ReturnType<typeof useRefusal> },
) {
  const [toDelete, setToDelete] = useState<T | null>(null);
  const { refuse, dismissRefusal } = refusal;

  const confirmDelete = () => {
    if (!toDelete) return;
    dismissRefusal();
    mutation.mutate(toDelete._id, {
      onSuccess: (result) => toast.success(result?.message || succeeded),
      onError: (error) => refuse(withServerMessage(failed, error)),
      onSettled: () => setToDelete(null),
    });
  };

  return {
    toDelete,
    askToDelete: (row: T) => setToDelete(row),
    cancelDelete: () => setToDelete(null),
    confirmDelete,
    deleting: mutation.isPending,
  };
}
