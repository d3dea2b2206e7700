import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@veggie/contract';
import { http } from '../../../../lib/http';
import { VIETNAMESE } from '../../shared/admin-list';
import { adminProductKeys } from './product-keys';

export interface SaveProductInput {
  /** Absent when creating. */
  id?: string;
  form: FormData;
}

/** POST /products/admin/products or PUT /products/admin/products/:id, both multipart. */
export async function saveProduct({ id, form }: SaveProductInput): Promise<Product> {
  const response = id
    ? await http.put<{ data: Product }>(`/products/admin/products/${encodeURIComponent(id)}`, form, VIETNAMESE)
    : await http.post<{ data: Product }>('/products/admin/products', form, VIETNAMESE);
  return response.data.data;
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductKeys.all }),
  });
}
