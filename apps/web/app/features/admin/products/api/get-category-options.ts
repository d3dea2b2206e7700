import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, categoryListEnvelopeSchema } from '@veggie/contract';
import { api } from '../../../../lib/api-client';
import { adminProductKeys } from './product-keys';

/** GET /categories: every category, by name, for the filter and the form's select. */
export async function getCategoryOptions(): Promise<Category[]> {
  const response = await api.get<typeof categoryListEnvelopeSchema>('/categories');
  return response.data;
}

export const categoryOptionsQuery = () =>
  queryOptions({ queryKey: adminProductKeys.categoryOptions(), queryFn: getCategoryOptions, staleTime: 60_000 });

export function useCategoryOptions() {
  return useQuery(categoryOptionsQuery());
}
