import { z } from 'zod';
import { envelope, idSchema } from './common';
import { LIMITS } from './limits';
import { productOriginSchema } from './origin';
import { productUnitSchema } from './products';

/**
 * Fresh produce runs short. At checkout the shopper says, per line, what the packers may do then: "similar"
 * (put in a similar product) or "none" (leave it out and give the money back). Absent means "none".
 */
export const SUBSTITUTION_PREFERENCES = ['similar', 'none'] as const;
export const substitutionPreferenceSchema = z.enum(SUBSTITUTION_PREFERENCES);
export type SubstitutionPreference = z.infer<typeof substitutionPreferenceSchema>;

/** More preferences than any cart holds lines are refused rather than read. */
const SUBSTITUTIONS_MAX = 200;

/** The checkout body's `substitutions`: product id → preference, for products in the cart. */
export const substitutionsFieldSchema = z
  .record(idSchema, substitutionPreferenceSchema)
  .refine((prefs) => Object.keys(prefs).length <= SUBSTITUTIONS_MAX, 'tooBig');

/** What replaced a line at packing. `amount` is what the shopper pays for it: never more than the line ordered. */
export const lineSubstituteSchema = z.object({
  productId: idSchema,
  name: z.string(),
  nameEn: z.string().nullable(),
  unit: productUnitSchema,
  quantity: z.number().int(),
  amount: z.number().int(),
});
export type LineSubstitute = z.infer<typeof lineSubstituteSchema>;

/**
 * The one money rule of a substitution: the shopper pays the substitute at today's price, capped at what the
 * ordered line cost (a dearer substitute is the shop's gift, a cheaper one lowers the total).
 */
export function substituteAmount(orderedLineAmount: number, substitutePriceEach: number, quantity: number): number {
  return Math.min(orderedLineAmount, substitutePriceEach * quantity);
}

/**
 * `POST /orders/admin/orders/:id/lines/:lineId/substitute` (an order still `processing`): replace the line's
 * product with `productId` × `quantity` (its sale units: pieces or weight steps), or take the line out. Stock
 * moves for both products, the money rules hold, the shopper is mailed, and the order detail is answered.
 * A line whose shopper chose "none" may only be removed: 409 `substitution_not_wanted`. A substitute that is
 * the same product, deleted or short of stock: 409 `substitute_unavailable`. Packing a second time replaces
 * the earlier choice (its stock goes back first).
 */
export const substituteLineBodySchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('replace'),
    productId: idSchema,
    quantity: z.number('required').int('mustBeInteger').min(1, 'tooSmall').max(LIMITS.cartQuantityMax, 'tooBig'),
  }),
  z.object({ action: z.literal('remove') }),
]);
export type SubstituteLineBody = z.infer<typeof substituteLineBodySchema>;

/**
 * `GET /orders/admin/orders/:id/lines/:lineId/substitutes`: products the packers might put in instead, best
 * first: the same category, in stock, nearest in price to what the line cost per unit. At most 5.
 */
export const substituteSuggestionSchema = z.object({
  _id: idSchema,
  name: z.string(),
  nameEn: z.string().nullable(),
  imageUrl: z.string(),
  unit: productUnitSchema,
  /** The price a shopper pays per sale unit today (sale price when there is one). */
  priceEach: z.number().int(),
  stock: z.number().int(),
});
export type SubstituteSuggestion = z.infer<typeof substituteSuggestionSchema>;
export const substituteSuggestionsEnvelopeSchema = envelope(z.array(substituteSuggestionSchema));

/**
 * `GET /trace/:code`, public: a batch as its label's QR shows it. A batch is one packing date of one product;
 * it keeps the origin and certificate as they were when it was packed.
 */
export const batchTraceSchema = z.object({
  code: z.string(),
  product: z.object({ _id: idSchema, name: z.string(), nameEn: z.string().nullable(), imageUrl: z.string() }),
  packedOn: z.string(),
  origin: productOriginSchema.nullable(),
});
export type BatchTrace = z.infer<typeof batchTraceSchema>;
export const batchTraceEnvelopeSchema = envelope(batchTraceSchema);
