import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api, type Infer, type Schema } from '../../../../lib/api-client';
import { refreshAfterWrite } from '../../../../lib/refresh-after-write';
import type { ImageFormSave } from '../image-form';

/**
 * Saves the form: POST `collection` to create or PUT `collection/:id` to update, multipart, answered in
 * the page's language; then refreshes the screen's queries under `invalidates`.
 */
export function useSaveImageForm<S extends Schema & { _zod: { output: { data: unknown } } }>(
  collection: string,
  invalidates: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, form }: ImageFormSave): Promise<Infer<S>['data']> => {
      const response = id
        ? await api.put<S>(`${collection}/${encodeURIComponent(id)}`, form)
        : await api.post<S>(collection, form);
      return response.data;
    },
    onSuccess: () => refreshAfterWrite(queryClient, invalidates),
  });
}
