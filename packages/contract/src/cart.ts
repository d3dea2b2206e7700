import { z } from 'zod';
import { envelope, idSchema, isoDateSchema } from './common';
import { LIMITS } from './limits';
import { productUnitSchema } from './products';

export const cartEntrySchema = z.object({
  _id: idSchema,
  product: z.object({
    _id: idSchema,
    name: z.string(),
    nameEn: z.string().nullable(),
    price: z.number().int(),
    salePrice: z.number().int().nullable(),
    unit: productUnitSchema,
    imageUrl: z.string(),
    stock: z.number().int(),
    /** See Product.maxPerOrder: what the line may hold at most, whatever the stock. */
    maxPerOrder: z.number().int().positive().nullable(),
  }),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  lineTotal: z.number().int(),
  addedAt: isoDateSchema,
});
export type CartEntry = z.infer<typeof cartEntrySchema>;

export const cartEnvelopeSchema = envelope(z.array(cartEntrySchema));

const quantitySchema = z
  .number('required')
  .int('mustBeInteger')
  .min(LIMITS.cartQuantityMin, 'tooSmall')
  .max(LIMITS.cartQuantityMax, 'tooBig');

export const addToCartSchema = z.object({ productId: idSchema, quantity: quantitySchema.default(1) });
export type AddToCart = z.infer<typeof addToCartSchema>;

/** A quantity below 1 removes the line. */
export const setCartQuantitySchema = z.object({
  quantity: z.number('required').int('mustBeInteger').max(LIMITS.cartQuantityMax, 'tooBig'),
});

export const mergeCartSchema = z.object({
  items: z.array(z.object({ productId: idSchema, quantity: quantitySchema })).max(200, 'tooBig'),
});
export type MergeCart = z.infer<typeof mergeCartSchema>;

/**
 * A merged line that holds less than the guest asked for: `requested` is what the line would hold with
 * the guest's quantity added, `quantity` what it holds (0: sold out, no line). Capped at the stock, at
 * the product's per-order limit or at the per-line maximum; a line the shopper already had is never reduced.
 */
export const cartAdjustmentSchema = z.object({
  productId: idSchema,
  name: z.string(),
  requested: z.number().int(),
  quantity: z.number().int(),
});
export type CartAdjustment = z.infer<typeof cartAdjustmentSchema>;

/** The merge answer: the cart, plus (additive to the contract's shape) the lines the merge capped. */
export const mergeCartEnvelopeSchema = cartEnvelopeSchema.extend({ adjusted: z.array(cartAdjustmentSchema) });
