import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminProductKeys } from './product-keys';
import { refreshAfterWrite } from '../../../../lib/refresh-after-write';

/** DELETE /products/admin/products/:id. */
export async function deleteProduct(id: string): Promise<void> {
  await api.delete(`/products/admin/products/${encodeURIComponent(id)}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => refreshAfterWrite(queryClient, adminProductKeys.all),
  });
}
