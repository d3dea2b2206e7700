import { emailSchema, translate, type messageEnvelopeSchema } from '@veggie/contract';
import { api, ApiError, serverMessage } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n';

/**
 * The footer's newsletter form, loaded on its first submit: the footer is on every page, and this module
 * brings the contract's schemas (zod) and the API client with it.
 */

/**
 * What is wrong with a newsletter address, or null when it is fine. `missing` is the footer's own text for a
 * blank field; an invalid address reads as the contract's message.
 */
export function newsletterEmailError(email: string, text: { locale: Locale; missing: string }): string | null {
  if (emailSchema.safeParse(email).success) return null;
  return email.trim() === '' ? text.missing : translate('invalidEmail', text.locale);
}

/** POST /newsletter: the server's thanks, or why not (its field message first, else `failed`). */
export async function subscribe(email: string, failed: string): Promise<{ thanks?: string; problem?: string }> {
  try {
    const { message } = await api.post<typeof messageEnvelopeSchema>('/newsletter', { email });
    return { thanks: message };
  } catch (error) {
    const field = error instanceof ApiError ? error.fields.find((f) => f.field === 'email') : undefined;
    return { problem: field?.message ?? serverMessage(error) ?? failed };
  }
}
