import { emailSchema, translate } from '@veggie/contract';
import type { Locale } from '../../lib/i18n';

/**
 * What is wrong with a newsletter address, or null when it is fine. A module of its own so the footer,
 * which is on every page, loads the contract's schemas (zod) only when someone subscribes. `missing` is the
 * footer's own text for a blank field; an invalid address reads as the contract's message.
 */
export function newsletterEmailError(email: string, text: { locale: Locale; missing: string }): string | null {
  if (emailSchema.safeParse(email).success) return null;
  return email.trim() === '' ? text.missing : translate('invalidEmail', text.locale);
}
