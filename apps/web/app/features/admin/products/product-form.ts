import { zodResolver } from '@hookform/resolvers/zod';
import { productFieldsSchema, type MessageParams, type Product, type ProductFields } from '@veggie/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { imageFileProblem } from '../shared/image-file';
import { PRODUCT_VI } from './vi';

/** What the inputs hold: numbers stay text until the shared schema reads them. */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  salePrice: string;
  stock: string;
  category: string;
  image: File | null;
}

export type ProductFormOutput = ProductFields & { image: File | null };
export type ProductFormMode = 'create' | 'edit';

/** The placeholders each field's message keys may need ({max} for tooLong, {min} for tooSmall). */
export const PRODUCT_MESSAGE_PARAMS: Record<keyof ProductFormValues, MessageParams> = {
  name: { max: 100 },
  description: { max: 5000 },
  price: { max: 1_000_000_000 },
  salePrice: { max: 1_000_000_000 },
  stock: { min: 0, max: 1_000_000 },
  category: { max: 64 },
  image: {},
};

export function productFormDefaults(product?: Product): ProductFormValues {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: product ? String(product.price) : '',
    salePrice: product?.salePrice != null ? String(product.salePrice) : '',
    stock: product ? String(product.stock) : '',
    category: product?.category._id ?? '',
    image: null,
  };
}

const fieldsResolver = zodResolver(productFieldsSchema);

/**
 * The shared product schema (the server validates with the same one) for the text fields, plus the
 * image rules of the admin form: required on create, JPG/PNG/GIF, at most 2 MB.
 */
export function productFormResolver(mode: ProductFormMode): Resolver<ProductFormValues, unknown, ProductFormOutput> {
  return async (values, context, options) => {
    const { image, ...fields } = values;
    const result = await fieldsResolver(fields, context, options as never);
    const imageProblem = imageFileProblem(image, { required: mode === 'create', requiredMessage: PRODUCT_VI.imageRequired });
    const errors = { ...result.errors } as FieldErrors<ProductFormValues>;
    if (imageProblem) errors.image = { type: 'validate', message: imageProblem };
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: { ...(result.values as ProductFields), image }, errors: {} };
  };
}

/** The multipart body of POST/PUT: an empty salePrice clears it; the image only when one was chosen. */
export function productFormData(values: ProductFormOutput): FormData {
  const form = new FormData();
  form.set('name', values.name);
  form.set('description', values.description);
  form.set('price', String(values.price));
  form.set('salePrice', values.salePrice == null ? '' : String(values.salePrice));
  form.set('stock', String(values.stock));
  form.set('category', values.category);
  if (values.image) form.set('image', values.image);
  return form;
}
