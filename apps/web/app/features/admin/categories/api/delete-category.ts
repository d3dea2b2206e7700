import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { VIETNAMESE } from '../../shared/admin-list';
import { adminCategoryKeys } from './category-keys';

/** DELETE /categories/admin/categories/:id; 409 while products remain in it. */
export async function deleteCategory(id: string): Promise<void> {
  await api.delete(`/categories/admin/categories/${encodeURIComponent(id)}`, VIETNAMESE);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all }),
  });
}
