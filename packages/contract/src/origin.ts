import { z } from 'zod';
import { calendarDaySchema, envelope, idSchema } from './common';

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
 * A batch's code, as its label's QR and the line under it show it: 10 characters of Crockford's base 32 (digits
 * and capitals without I, L, O and U, which read as other characters), about 50 random bits: too many to guess
 * a shop's few thousand batches, short enough to type from a label.
 */
export const BATCH_CODE_LENGTH = 10;
export const BATCH_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const BATCH_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{10}$/;

/**
 * `GET /products/admin/products/certificates`: the certificates that expire within CERTIFICATE_WARNING_DAYS of
 * today in Vietnam, or have expired, soonest first (the admin dashboard's panel).
 */
export const expiringCertificateSchema = z.object({
  product: z.object({ _id: idSchema, name: z.string(), nameEn: z.string().nullable() }),
  certification: z.enum(['organic', 'vietgap']),
  certificateNo: z.string(),
  certificateValidUntil: calendarDaySchema,
  /** Days from today to the last valid day: 0 on that day, negative once expired. */
  daysLeft: z.number().int(),
});
export type ExpiringCertificate = z.infer<typeof expiringCertificateSchema>;
export const expiringCertificatesEnvelopeSchema = envelope(z.array(expiringCertificateSchema));
