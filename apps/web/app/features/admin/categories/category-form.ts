import { categoryFieldsSchema, LIMITS, type CategoryFields } from '@veggie/contract';
import { imageFormData, imageFormResolver, type ImageFormMode } from '../shared/image-form';
import { CATEGORY_VI } from './vi';

export interface CategoryFormValues {
  name: string;
  image: File | null;
}
export type CategoryFormOutput = CategoryFields & { image: File | null };

export const CATEGORY_NAME_PARAMS = { max: LIMITS.categoryNameMax };

export const categoryFormResolver = (mode: ImageFormMode) =>
  imageFormResolver<CategoryFormValues, typeof categoryFieldsSchema>(categoryFieldsSchema, {
    mode,
    imageRequiredMessage: CATEGORY_VI.imageRequired,
  });

export const categoryFormData = (values: CategoryFormOutput) => imageFormData({ name: values.name }, values.image);
