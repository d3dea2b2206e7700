import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@veggie/contract';
import { http } from '../../../../lib/http';
import { VIETNAMESE } from '../../shared/admin-list';
import { adminCategoryKeys } from './category-keys';

export interface SaveCategoryInput {
  /** Absent when creating. */
  id?: string;
  form: FormData;
}

/** POST /categories/admin/categories or PUT …/:id, both multipart. */
export async function saveCategory({ id, form }: SaveCategoryInput): Promise<Category> {
  const response = id
    ? await http.put<{ data: Category }>(`/categories/admin/categories/${encodeURIComponent(id)}`, form, VIETNAMESE)
    : await http.post<{ data: Category }>('/categories/admin/categories', form, VIETNAMESE);
  return response.data.data;
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all }),
  });
}
