import { z } from 'zod';
import { calendarDaySchema } from './common';

/**
 * Where a product comes from and what vouches for it (Vietnam's 2023 consumer protection law, art. 37, asks a
 * distance seller to show origin and quality before the sale). A product without an origin has `origin: null`.
 */
export const CERTIFICATIONS = ['organic', 'vietgap', 'none'] as const;
export const certificationSchema = z.enum(CERTIFICATIONS);
export type Certification = z.infer<typeof certificationSchema>;

export const productOriginSchema = z.object({
  /** A province of the 2025 units, by name ("Lâm Đồng"). */
  province: z.string(),
  farm: z.string(),
  certification: certificationSchema,
  /** Null for `none`. */
  certificateNo: z.string().nullable(),
  /** The last day the certificate is valid (YYYY-MM-DD, Vietnam); null for `none`. */
  certificateValidUntil: calendarDaySchema.nullable(),
});
export type ProductOrigin = z.infer<typeof productOriginSchema>;

/**
 * Whether the product page may show the certificate's badge on `today` (YYYY-MM-DD in Vietnam): a certification
 * other than `none` whose certificate is valid through today. An expired certificate loses its badge by itself.
 */
export function certificateBadge(origin: ProductOrigin | null | undefined, today: string): Certification | null {
  if (!origin || origin.certification === 'none') return null;
  if (!origin.certificateValidUntil || origin.certificateValidUntil < today) return null;
  return origin.certification;
}

/** The days before expiry from which the admin dashboard lists a certificate. */
export const CERTIFICATE_WARNING_DAYS = 30;
