import type { Certification, ProductOrigin } from './origin';

// Apart from origin.ts's schemas: the product page imports these, and a module that builds a zod schema would bring
// zod into the storefront's first load.

/**
 * Whether the product page may show the certificate's badge on `today` (YYYY-MM-DD in Vietnam): a certification
 * other than `none` whose certificate is valid through today. An expired certificate loses its badge by itself.
 */
export function certificateBadge(
  origin: ProductOrigin | null | undefined,
  today: string,
): Exclude<Certification, 'none'> | null {
  if (!origin || origin.certification === 'none') return null;
  if (!origin.certificateValidUntil || origin.certificateValidUntil < today) return null;
  return origin.certification;
}

/** The days before expiry from which the admin dashboard lists a certificate. */
export const CERTIFICATE_WARNING_DAYS = 30;
