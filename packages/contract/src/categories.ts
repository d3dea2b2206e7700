import { z } from 'zod';
import {
  envelope,
  idSchema,
  isoDateSchema,
  listEnvelope,
  optionalSearchText,
  pageQuery,
  sortOrderSchema,
} from './common';
import { LIMITS, PAGE_SIZES } from './limits';
import { vatRateFieldSchema } from './invoices';
import { visibleText } from './text';

export const categorySchema = z.object({
  _id: idSchema,
  name: z.string(),
  image: z.string(),
  productCount: z.number().int(),
  /** The VAT rate (percent) of its products that set none. Always sent; optional for older clients' fixtures. */
  vatRate: z.number().int().optional(),
  createdAt: isoDateSchema,
});
export type Category = z.infer<typeof categorySchema>;

export const categoryEnvelopeSchema = envelope(categorySchema);
export const categoryListEnvelopeSchema = envelope(z.array(categorySchema));

export const CATEGORY_SORT_FIELDS = ['name', 'createdAt', 'productCount'] as const;
export const adminCategoryListQuerySchema = pageQuery(PAGE_SIZES.admin).extend({
  search: optionalSearchText,
  sortBy: z.enum(CATEGORY_SORT_FIELDS).default('createdAt'),
  sortOrder: sortOrderSchema.default('desc'),
});
export type AdminCategoryListQuery = z.infer<typeof adminCategoryListQuerySchema>;
export const adminCategoryListSchema = listEnvelope(categorySchema);

/** The text fields of the multipart category form; the image travels beside them. */
export const categoryFieldsSchema = z.object({
  name: visibleText(z.string('required').trim().min(1, 'required').max(LIMITS.categoryNameMax, 'tooLong')),
  /** The VAT rate of its products that set none (DEFAULT_VAT_RATE when left out on create). */
  vatRate: vatRateFieldSchema.optional(),
});
export type CategoryFields = z.infer<typeof categoryFieldsSchema>;

export const categoryStatsSchema = z.object({
  totalCategories: z.number().int(),
  recentCategories: z.number().int(),
  categoriesWithProductCount: z.array(z.object({ _id: idSchema, name: z.string(), productCount: z.number().int() })),
});
export type CategoryStats = z.infer<typeof categoryStatsSchema>;
