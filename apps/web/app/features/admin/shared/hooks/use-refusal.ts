import { useState } from 'react';
import { toast } from '../../../../lib/toast';
import { withServerMessage } from '../api-errors';

/**
 * The server's refusal of the last action on a list screen: toasted, and kept for a banner until
 * dismissed or the next action, since the toast is gone before the admin has read why.
 */
export function useRefusal() {
  const [refusal, setRefusal] = useState<string | null>(null);
  const refuse = (message: string) => {
    setRefusal(message);
    toast.error(message);
  };
  const dismissRefusal = () => setRefusal(null);
  /**
   * Mutation callbacks that toast the server's own success message (or `succeeded`) and refuse with
   * `failed: reason`.
   */
  const reportOutcome = (succeeded: string, failed: string) => ({
    onSuccess: (result: { message?: string }) => toast.success(result.message || succeeded),
    onError: (error: unknown) => refuse(withServerMessage(failed, error)),
  });
  return { refusal, refuse, dismissRefusal, reportOutcome };
}
