import { categoryFieldsSchema, DEFAULT_VAT_RATE, LIMITS, type CategoryFields } from '@veggie/contract';
import { imageFormData, imageFormResolver, type ImageFormCheck } from '../shared/image-form';

export interface CategoryFormValues {
  name: string;
  /** "0", "5", "8" or "10" (percent), as the select holds it. */
  vatRate: string;
  image: File | null;
}
export type CategoryFormOutput = CategoryFields & { image: File | null };

export const CATEGORY_NAME_PARAMS = { max: LIMITS.categoryNameMax };

/** The category form's checks (image-form.ts). */
export const categoryFormResolver = (check: ImageFormCheck) =>
  imageFormResolver<CategoryFormValues, typeof categoryFieldsSchema>(categoryFieldsSchema, check);

export const categoryFormData = (values: CategoryFormOutput) =>
  imageFormData({ name: values.name, vatRate: String(values.vatRate ?? DEFAULT_VAT_RATE) }, values.image);
