import type { AccountExport, accountExportEnvelopeSchema } from '@veggie/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /auth/export: everything the shop holds about the signed-in user. */
export async function exportAccount(): Promise<AccountExport> {
  const response = await api.get<typeof accountExportEnvelopeSchema>('/auth/export');
  return response.data;
}

/** The export as the file the browser saves: the API's own name for it, pretty-printed JSON. */
export function saveExport(data: AccountExport): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `veggie-market-data-${data.exportedAt.slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

/** A read, but a mutation to the screen: it runs on a press and its answer is saved, never cached. */
export function useExportAccount() {
  return useMutation({ mutationFn: exportAccount, onSuccess: saveExport });
}
