import { LIMITS, productFieldsSchema, type MessageParams, type Product, type ProductFields } from '@veggie/contract';
import { imageFormData, imageFormResolver, type ImageFormMode } from '../shared/image-form';

/** What the inputs hold: numbers stay text until the shared schema reads them. */
export interface ProductFormValues {
  name: string;
  nameEn: string;
  description: string;
  price: string;
  salePrice: string;
  unitLabel: string;
  unitLabelEn: string;
  stock: string;
  category: string;
  image: File | null;
}

export type ProductFormOutput = ProductFields & { image: File | null };

/** The placeholders each field's message keys may need ({max} for tooLong, {min} for tooSmall). */
export const PRODUCT_MESSAGE_PARAMS: Record<keyof ProductFormValues, MessageParams> = {
  name: { max: LIMITS.productNameMax },
  nameEn: { max: LIMITS.productNameMax },
  description: { max: 5000 },
  price: { max: 1_000_000_000 },
  salePrice: { max: 1_000_000_000 },
  unitLabel: { max: LIMITS.unitLabelMax },
  unitLabelEn: { max: LIMITS.unitLabelMax },
  stock: { min: 0, max: 1_000_000 },
  category: { max: 64 },
  image: {},
};

export function productFormDefaults(product?: Product): ProductFormValues {
  return {
    name: product?.name ?? '',
    nameEn: product?.nameEn ?? '',
    description: product?.description ?? '',
    price: product ? String(product.price) : '',
    salePrice: product?.salePrice != null ? String(product.salePrice) : '',
    unitLabel: product?.unit.label ?? '',
    unitLabelEn: product?.unit.labelEn ?? '',
    stock: product ? String(product.stock) : '',
    category: product?.category._id ?? '',
    image: null,
  };
}

/** `imageRequired` in the screen's language. */
export const productFormResolver = (mode: ImageFormMode, imageRequired: string) =>
  imageFormResolver<ProductFormValues, typeof productFieldsSchema>(productFieldsSchema, {
    mode,
    imageRequiredMessage: imageRequired,
  });

/** The stock an edit form was opened (or last reloaded) with, and whether the admin changed it since. */
export interface LoadedStock {
  stock: number;
  edited: boolean;
}

/**
 * The multipart body of POST/PUT: an empty salePrice, English name or English unit clears it; the image
 * only when one was chosen. The unit is always one sold in pieces (selling by weight comes later).
 * An edit sends the stock only when the admin changed it, with the stock the form was loaded with
 * (expectedStock): sales made while the form was open are never given back, and the server refuses
 * the change with 409 `stock_changed` when the stock moved meanwhile.
 */
export function productFormData(values: ProductFormOutput, loaded?: LoadedStock): FormData {
  return imageFormData(
    {
      name: values.name,
      nameEn: values.nameEn ?? '',
      description: values.description,
      price: String(values.price),
      salePrice: values.salePrice == null ? '' : String(values.salePrice),
      unitLabel: values.unitLabel,
      unitLabelEn: values.unitLabelEn ?? '',
      stock: !loaded || loaded.edited ? String(values.stock) : undefined,
      expectedStock: loaded?.edited ? String(loaded.stock) : undefined,
      category: values.category,
    },
    values.image,
  );
}
