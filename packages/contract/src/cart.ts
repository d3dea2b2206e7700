import { z } from 'zod';
import { envelope, idSchema, isoDateSchema } from './common';
import { LIMITS } from './limits';

export const cartEntrySchema = z.object({
  _id: idSchema,
  product: z.object({
    _id: idSchema,
    name: z.string(),
    price: z.number().int(),
    salePrice: z.number().int().nullable(),
    imageUrl: z.string(),
    stock: z.number().int(),
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
