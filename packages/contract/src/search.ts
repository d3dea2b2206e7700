import { z } from 'zod';
import { envelope, idSchema, isoDateSchema } from './common';
import { LIMITS } from './limits';
import { productUnitSchema } from './products';
import { visibleText } from './text';

/** At most this many suggestions in all (products and categories), as the contract says. */
export const SUGGESTIONS_MAX = 8;

/** `GET /products/suggest?q`: blank `q` suggests nothing. */
export const suggestQuerySchema = z.object({
  q: z
    .string()
    .max(LIMITS.searchTextMax, 'tooLong')
    .optional()
    .transform((s) => s?.trim() ?? ''),
});

/**
 * Search-as-you-type. The contract's fields, plus `nameEn` and `unit` so the English storefront shows
 * the same name and price line as on the product cards.
 */
export const productSuggestionsSchema = z.object({
  products: z.array(
    z.object({
      _id: idSchema,
      name: z.string(),
      nameEn: z.string().nullable(),
      imageUrl: z.string(),
      price: z.number().int(),
      salePrice: z.number().int().nullable(),
      unit: productUnitSchema,
    }),
  ),
  categories: z.array(z.object({ _id: idSchema, name: z.string() })),
});
export type ProductSuggestions = z.infer<typeof productSuggestionsSchema>;
export const productSuggestionsEnvelopeSchema = envelope(productSuggestionsSchema);

/** Words and phrases a shopper may type for the same thing: "thơm" = "dứa", "tomato" = "cà chua". */
export const SYNONYM_TERMS_MIN = 2;
export const SYNONYM_TERMS_MAX = 10;
export const SYNONYM_TERM_MAX = 50;

export const synonymGroupSchema = z.object({
  _id: idSchema,
  terms: z.array(z.string()),
  updatedAt: isoDateSchema,
});
export type SynonymGroup = z.infer<typeof synonymGroupSchema>;
export const synonymGroupEnvelopeSchema = envelope(synonymGroupSchema);
export const synonymGroupsEnvelopeSchema = envelope(z.array(synonymGroupSchema));

/** `POST /admin/search/synonyms`, `PUT /admin/search/synonyms/:id`. */
export const synonymGroupInputSchema = z.object({
  terms: z
    .array(visibleText(z.string('required').trim().min(1, 'required').max(SYNONYM_TERM_MAX, 'tooLong')), 'required')
    .min(SYNONYM_TERMS_MIN, 'synonymTermsTooFew')
    .max(SYNONYM_TERMS_MAX, 'synonymTermsTooMany'),
});
export type SynonymGroupInput = z.infer<typeof synonymGroupInputSchema>;

/** `GET /admin/search/misses?days`: the searches that found nothing, most frequent first. */
export const SEARCH_MISSES_DAYS = 30;
export const searchMissesQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(SEARCH_MISSES_DAYS).default(SEARCH_MISSES_DAYS),
});
export const searchMissSchema = z.object({
  query: z.string(),
  count: z.number().int(),
  lastSearchedAt: isoDateSchema,
});
export type SearchMiss = z.infer<typeof searchMissSchema>;
export const searchMissesEnvelopeSchema = envelope(z.array(searchMissSchema));
