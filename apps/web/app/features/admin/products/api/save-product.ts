import type { productEnvelopeSchema } from '@veggie/contract';
import { useSaveImageForm } from '../../shared/api/save-image-form';
import { adminProductKeys } from './product-keys';

/** POST /products/admin/products or PUT …/:id, both multipart. */
export const useSaveProduct = () =>
  useSaveImageForm<typeof productEnvelopeSchema>('/products/admin/products', adminProductKeys.all);
