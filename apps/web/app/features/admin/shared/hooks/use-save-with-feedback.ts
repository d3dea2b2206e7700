import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { saveErrorMessage } from '../api-errors';

interface SaveFeedback {
  /** Toasted when the save succeeds, just before `onSaved`. */
  success: string;
  /** Shown when the server gives no message of its own. */
  failure: string;
  onSaved: () => void;
}

/**
 * Runs a form modal's save and reports the outcome: a toast either way, and on failure the message
 * kept for the banner inside the form, since the toast disappears before the admin has fixed anything.
 */
export function useSaveWithFeedback<TData, TError, TVariables, TContext>(
  save: UseMutationResult<TData, TError, TVariables, TContext>,
  { success, failure, onSaved }: SaveFeedback,
) {
  const [saveError, setSaveError] = useState<string | null>(null);
  const submit = (variables: TVariables) => {
    setSaveError(null);
    save.mutate(variables, {
      onSuccess: () => {
        toast.success(success);
        onSaved();
      },
      onError: (error) => {
        const text = saveErrorMessage(error, failure);
        setSaveError(text);
        toast.error(text);
      },
    });
  };
  /** Clears the banner once the screen has dealt with the failure (reloaded what was stale). */
  const clearSaveError = () => setSaveError(null);
  return { submit, saveError, clearSaveError };
}
