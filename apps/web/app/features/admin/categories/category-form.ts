import { zodResolver } from '@hookform/resolvers/zod';
import { categoryFieldsSchema, LIMITS, type CategoryFields } from '@veggie/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { imageFileProblem } from '../shared/image-file';
import { CATEGORY_VI } from './vi';

export interface CategoryFormValues {
  name: string;
  image: File | null;
}
export type CategoryFormOutput = CategoryFields & { image: File | null };
export type CategoryFormMode = 'create' | 'edit';

export const CATEGORY_NAME_PARAMS = { max: LIMITS.categoryNameMax };

const fieldsResolver = zodResolver(categoryFieldsSchema);

/** The shared category schema for the name, plus the image rules: required on create, type and size. */
export function categoryFormResolver(mode: CategoryFormMode): Resolver<CategoryFormValues, unknown, CategoryFormOutput> {
  return async (values, context, options) => {
    const { image, ...fields } = values;
    const result = await fieldsResolver(fields, context, options as never);
    const imageProblem = imageFileProblem(image, { required: mode === 'create', requiredMessage: CATEGORY_VI.imageRequired });
    const errors = { ...result.errors } as FieldErrors<CategoryFormValues>;
    if (imageProblem) errors.image = { type: 'validate', message: imageProblem };
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: { ...(result.values as CategoryFields), image }, errors: {} };
  };
}

/** The multipart body: without a new file the `image` field is left out and the server keeps the current one. */
export function categoryFormData(values: CategoryFormOutput): FormData {
  const form = new FormData();
  form.set('name', values.name);
  if (values.image) form.set('image', values.image);
  return form;
}
