import { emailSchema, translate } from '@veggie/contract';
import type { FormOutcome, FormValues } from '../../lib/form-action';
import type { Locale } from '../../lib/i18n';
import { contactMessages } from './messages';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = FormValues<ContactField>;
export type ContactOutcome = FormOutcome<ContactField>;

/**
 * The field of the page's submission that hands the signed-in shopper's token to the action: the session lives
 * in browser storage (decision 004), which the web server cannot read, and a signed-in sender's message joins
 * their account's data. Added by the page's script only, never shown; without a script there is no session.
 */
export const SESSION_TOKEN_FIELD = 'sessionToken';

/**
 * What is wrong with a contact form, by field, in `locale`: the same rules and words for the page's own check
 * and for the route action's (a form the browser sent without the page's script). Empty when it may be sent.
 */
export function contactFieldErrors(values: ContactValues, locale: Locale): Partial<Record<ContactField, string>> {
  const text = (contactMessages[locale] ?? contactMessages.en).form;
  const errors: Partial<Record<ContactField, string>> = {};
  if (!values.name.trim()) errors.name = text.nameMissing;
  if (!values.email.trim()) errors.email = text.emailMissing;
  else if (!emailSchema.safeParse(values.email).success) errors.email = translate('invalidEmail', locale);
  if (!values.subject.trim()) errors.subject = text.subjectMissing;
  if (!values.message.trim()) errors.message = text.messageMissing;
  return errors;
}
