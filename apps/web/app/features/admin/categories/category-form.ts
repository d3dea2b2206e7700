import { categoryFieldsSchema, LIMITS, type CategoryFields } from '@veggie/contract';
import { imageFormData, imageFormResolver, type ImageFormCheck } from '../shared/image-form';

export interface CategoryFormValues {
  name: string;
  image: File | null;
}
export type CategoryFormOutput = CategoryFields & { image: File | null };

export const CATEGORY_NAME_PARAMS = { max: LIMITS.categoryNameMax };

/** The category form's checks (image-form.ts). */
export const categoryFormResolver = (check: ImageFormCheck) =>
  imageFormResolver<CategoryFormValues, typeof categoryFieldsSchema>(categoryFieldsSchema, check);

export const categoryFormData = (values: CategoryFormOutput) => imageFormData({ name: values.name }, values.image);
