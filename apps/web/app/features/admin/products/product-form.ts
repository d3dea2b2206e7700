import {
  LIMITS,
  ORIGIN_LIMITS,
  productFieldsSchema,
  type Certification,
  WEIGHT_LIMITS,
  type MessageParams,
  type Product,
  type ProductFields,
  type UnitKind,
} from '@veggie/contract';
import type { Resolver } from 'react-hook-form';
import { imageFormData, imageFormResolver, type ImageFormCheck } from '../shared/image-form';

/** What the inputs hold: numbers stay text until the shared schema reads them. */
export interface ProductFormValues {
  name: string;
  nameEn: string;
  description: string;
  price: string;
  salePrice: string;
  /** Pieces (price per unit) or weight (price per kg, a step and a minimum; stock in grams). */
  unitKind: UnitKind;
  unitLabel: string;
  unitLabelEn: string;
  pricePerKg: string;
  salePricePerKg: string;
  stepGrams: string;
  minGrams: string;
  /** Units for pieces, grams for a product sold by weight. */
  stock: string;
  /** The most one order may hold, in pieces or steps; blank for no limit. */
  maxPerOrder: string;
  /** "0", "5", "8" or "10" (percent); blank: the category's rate. */
  vatRate: string;
  category: string;
  /** Blank farm and province: no origin. */
  originProvince: string;
  originFarm: string;
  certification: Certification;
  /** Hidden, so neither checked nor sent, for `none`. */
  certificateNo: string;
  /** YYYY-MM-DD, as a date input holds it; blank for none. */
  certificateValidUntil: string;
  packedOn: string;
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
  unitKind: {},
  unitLabel: { max: LIMITS.unitLabelMax },
  unitLabelEn: { max: LIMITS.unitLabelMax },
  pricePerKg: { max: WEIGHT_LIMITS.pricePerKgMax },
  salePricePerKg: { max: WEIGHT_LIMITS.pricePerKgMax },
  stepGrams: { min: WEIGHT_LIMITS.stepGramsMin, max: WEIGHT_LIMITS.stepGramsMax },
  minGrams: { max: WEIGHT_LIMITS.minGramsMax },
  stock: { min: 0, max: 1_000_000 },
  maxPerOrder: { max: LIMITS.cartQuantityMax },
  vatRate: {},
  category: { max: 64 },
  originProvince: { max: ORIGIN_LIMITS.provinceMax },
  originFarm: { max: ORIGIN_LIMITS.farmMax },
  certification: {},
  certificateNo: { max: ORIGIN_LIMITS.certificateNoMax },
  certificateValidUntil: {},
  packedOn: {},
  image: {},
};

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

/** The stock as the admin edits it: units, or grams for a product sold by weight. */
export const editedStock = (product: Pick<Product, 'unit' | 'stock' | 'stockGrams'>) =>
  product.unit.kind === 'weight' ? (product.stockGrams ?? 0) : product.stock;

export function productFormDefaults(product?: Product): ProductFormValues {
  const unit = product?.unit;
  return {
    name: product?.name ?? '',
    nameEn: product?.nameEn ?? '',
    description: product?.description ?? '',
    price: product ? String(product.price) : '',
    salePrice: text(product?.salePrice),
    unitKind: unit?.kind ?? 'piece',
    unitLabel: unit?.label ?? '',
    unitLabelEn: unit?.labelEn ?? '',
    pricePerKg: text(unit?.pricePerKg),
    salePricePerKg: text(unit?.salePricePerKg),
    stepGrams: text(unit?.stepGrams),
    minGrams: text(unit?.minGrams),
    stock: product ? String(editedStock(product)) : '',
    maxPerOrder: text(product?.maxPerOrder),
    vatRate: text(product?.vatRate),
    category: product?.category._id ?? '',
    originProvince: product?.origin?.province ?? '',
    originFarm: product?.origin?.farm ?? '',
    certification: product?.origin?.certification ?? 'none',
    certificateNo: product?.origin?.certificateNo ?? '',
    certificateValidUntil: product?.origin?.certificateValidUntil ?? '',
    packedOn: product?.packedOn ?? '',
    image: null,
  };
}

/** The price fields of the other kind: hidden, so neither checked nor sent (left out, as the form sends them). */
const OTHER_KIND_FIELDS = {
  piece: ['pricePerKg', 'salePricePerKg', 'stepGrams', 'minGrams'],
  weight: ['price', 'salePrice'],
} as const satisfies Record<UnitKind, readonly (keyof ProductFormValues)[]>;

/** The certificate's fields, hidden (so neither checked nor sent) when the certification is `none`. */
const CERTIFICATE_FIELDS = ['certificateNo', 'certificateValidUntil'] as const;

/**
 * The product form's checks (image-form.ts); the fields of the unit kind not chosen, and the certificate's
 * without a certification, are left out.
 */
export function productFormResolver(check: ImageFormCheck): Resolver<ProductFormValues, unknown, ProductFormOutput> {
  const resolver = imageFormResolver<ProductFormValues, typeof productFieldsSchema>(productFieldsSchema, check);
  return (values, context, options) => {
    const hidden = [
      ...OTHER_KIND_FIELDS[values.unitKind],
      ...(values.certification === 'none' ? CERTIFICATE_FIELDS : []),
    ];
    const blanks = Object.fromEntries(hidden.map((name) => [name, undefined]));
    return resolver({ ...values, ...blanks }, context, options);
  };
}

/** The stock an edit form was opened (or last reloaded) with, and whether the admin changed it since. */
export interface LoadedStock {
  stock: number;
  edited: boolean;
}

const blankOr = (value: number | null | undefined) => (value == null ? '' : String(value));

/**
 * The multipart body of POST/PUT: an empty salePrice, maxPerOrder, English name or English unit clears
 * it; the image only when one was chosen. A product sold by weight sends its price per kg, sale price per
 * kg (empty: none), step and minimum (empty: one step) and no price: the server derives the price of a
 * step; its stock is in grams. An edit sends the stock only when the admin changed it, with the stock the
 * form was loaded with (expectedStock): sales made while the form was open are never given back, and the
 * server refuses the change with 409 `stock_changed` when the stock moved meanwhile. The origin is always
 * sent (blank farm and province: none); a certificate's number and date only with a certification.
 */
export function productFormData(values: ProductFormOutput, loaded?: LoadedStock): FormData {
  const byWeight = values.unitKind === 'weight';
  const certified = values.certification !== undefined && values.certification !== 'none';
  return imageFormData(
    {
      name: values.name,
      nameEn: values.nameEn ?? '',
      description: values.description,
      price: byWeight ? undefined : String(values.price),
      salePrice: byWeight ? undefined : blankOr(values.salePrice),
      unitKind: values.unitKind ?? 'piece',
      unitLabel: values.unitLabel,
      unitLabelEn: values.unitLabelEn ?? '',
      pricePerKg: byWeight ? String(values.pricePerKg) : undefined,
      salePricePerKg: byWeight ? blankOr(values.salePricePerKg) : undefined,
      stepGrams: byWeight ? String(values.stepGrams) : undefined,
      minGrams: byWeight ? blankOr(values.minGrams) : undefined,
      stock: !loaded || loaded.edited ? String(values.stock) : undefined,
      expectedStock: loaded?.edited ? String(loaded.stock) : undefined,
      maxPerOrder: blankOr(values.maxPerOrder),
      vatRate: blankOr(values.vatRate),
      category: values.category,
      originProvince: values.originProvince ?? '',
      originFarm: values.originFarm ?? '',
      certification: values.certification ?? 'none',
      certificateNo: certified ? (values.certificateNo ?? '') : '',
      certificateValidUntil: certified ? (values.certificateValidUntil ?? '') : '',
      packedOn: values.packedOn ?? '',
    },
    values.image,
  );
}
