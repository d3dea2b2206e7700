import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminCategoryKeys } from './category-keys';
import { refreshAfterWrite } from '../../../../lib/refresh-after-write';

/** DELETE /categories/admin/categories/:id; 409 while products remain in it. */
export async function deleteCategory(id: string): Promise<void> {
  await api.delete(`/categories/admin/categories/${encodeURIComponent(id)}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => refreshAfterWrite(queryClient, adminCategoryKeys.all),
  });
}
