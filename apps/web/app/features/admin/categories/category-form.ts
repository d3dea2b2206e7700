import { categoryFieldsSchema, DEFAULT_VAT_RATE, LIMITS, type CategoryFields } from '@veggie/contract';
import { imageFormData, imageFormResolver, type ImageFormMode } from '../shared/image-form';

export interface CategoryFormValues {
  name: string;
  /** "0", "5", "8" or "10" (percent), as the select holds it. */
  vatRate: string;
  image: File | null;
}
export type CategoryFormOutput = CategoryFields & { image: File | null };

export const CATEGORY_NAME_PARAMS = { max: LIMITS.categoryNameMax };

/** `imageRequired` in the screen's language. */
export const categoryFormResolver = (mode: ImageFormMode, imageRequired: string) =>
  imageFormResolver<CategoryFormValues, typeof categoryFieldsSchema>(categoryFieldsSchema, {
    mode,
    imageRequiredMessage: imageRequired,
  });

export const categoryFormData = (values: CategoryFormOutput) =>
  imageFormData({ name: values.name, vatRate: String(values.vatRate ?? DEFAULT_VAT_RATE) }, values.image);
