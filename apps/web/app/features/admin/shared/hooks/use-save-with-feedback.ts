import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { saveErrorMessage } from '../api-errors';

interface SaveFeedback<TError, TVariables> {
  /** Toasted when the save succeeds, just before `onSaved`. */
  success: string;
  /** Shown when the server gives no message of its own. */
  failure: string;
  onSaved: () => void;
  /**
   * For a form that says a refusal under the field it is about (decision 024): shows it there and returns
   * true, or returns false for the banner to say it. Such a form says each failure in one place only, so
   * none is toasted.
   */
  showOnFields?: (error: TError, variables: TVariables) => boolean;
}

/**
 * Runs a form modal's save and reports the outcome: a toast on success; on failure the message kept for
 * the banner inside the form, since a toast disappears before the admin has fixed anything, and toasted
 * too unless the form places refusals under its fields (`showOnFields`).
 */
export function useSaveWithFeedback<TData, TError, TVariables, TContext>(
  save: UseMutationResult<TData, TError, TVariables, TContext>,
  { success, failure, onSaved, showOnFields }: SaveFeedback<TError, TVariables>,
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
        if (showOnFields?.(error, variables)) return;
        const text = saveErrorMessage(error, failure);
        setSaveError(text);
        if (!showOnFields) toast.error(text);
      },
    });
  };
  /** Clears the banner once the screen has dealt with the failure (reloaded what was stale). */
  const clearSaveError = () => setSaveError(null);
  return { submit, saveError, clearSaveError };
}
