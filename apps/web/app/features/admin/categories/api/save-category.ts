import type { categoryEnvelopeSchema } from '@veggie/contract';
import { useSaveImageForm } from '../../shared/api/save-image-form';
import { adminCategoryKeys } from './category-keys';

/** POST /categories/admin/categories or PUT …/:id, both multipart. */
export const useSaveCategory = () =>
  useSaveImageForm<typeof categoryEnvelopeSchema>('/categories/admin/categories', adminCategoryKeys.all);
