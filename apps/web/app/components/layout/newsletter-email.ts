import { emailSchema, translate } from '@veggie/contract';

/**
 * What is wrong with a newsletter address, or null when it is fine. A module of its own so the footer,
 * which is on every page, loads the contract's schemas (zod) only when someone subscribes.
 */
export function newsletterEmailError(email: string): string | null {
  if (emailSchema.safeParse(email).success) return null;
  return email.trim() === '' ? 'Please enter your email address' : translate('invalidEmail');
}
