import { emailSchema, translate, type MessageEnvelope, type messageEnvelopeSchema } from '@veggie/contract';
import type { ActionFunctionArgs } from 'react-router';
import { api, type RequestOptions } from '../../../lib/api-client';
import { formValues, invalidForm, refusedForm, type FormOutcome } from '../../../lib/form-action';
import { requestLocale, requestMessages } from '../../../lib/locale';
import { signupMessages } from '../signup/messages';

const SIGNUP_FIELDS = ['email'] as const;
export type SignupOutcome = FormOutcome<(typeof SIGNUP_FIELDS)[number]>;

/** POST /newsletter: the server's thanks; it mails the address a link to confirm. */
export function subscribe(email: string, options: RequestOptions): Promise<MessageEnvelope> {
  return api.post<typeof messageEnvelopeSchema>('/newsletter', { email }, options);
}

/**
 * The route action of /newsletter, where the footer's form posts on every page: a blank address is the
 * sign-up's own words, an invalid one the contract's; a valid one is sent from the web server. The address
 * is checked here rather than in the footer, which keeps the contract's schemas out of every page's script.
 */
export async function subscribeAction({ request, context }: ActionFunctionArgs) {
  const values = formValues(await request.formData(), SIGNUP_FIELDS);
  const text = requestMessages(signupMessages, request);
  if (!values.email.trim()) return invalidForm({ email: text.emailMissing }, values);
  if (!emailSchema.safeParse(values.email).success) {
    return invalidForm({ email: translate('invalidEmail', requestLocale(request)) }, values);
  }
  try {
    const { message } = await subscribe(values.email, { context, request });
    return { ok: true, message } satisfies SignupOutcome;
  } catch (error) {
    return refusedForm(error, SIGNUP_FIELDS, values, text.subscribeFailed);
  }
}
