import type { ContactMessageInput, MessageEnvelope, messageEnvelopeSchema } from '@veggie/contract';
import type { ActionFunctionArgs } from 'react-router';
import { api, type RequestOptions } from '../../../lib/api-client';
import { formValues, invalidForm, refusedForm } from '../../../lib/form-action';
import { requestLocale, requestMessages } from '../../../lib/locale';
import { CONTACT_FIELDS, contactFieldErrors, SESSION_TOKEN_FIELD, type ContactOutcome } from '../contact-form';
import { contactMessages } from '../messages';

/** POST /contact: stored for the shop and confirmed to the sender by mail. Signed in, it joins the account's data. */
export function sendContactMessage(body: ContactMessageInput, options: RequestOptions): Promise<MessageEnvelope> {
  return api.post<typeof messageEnvelopeSchema>('/contact', body, options);
}

/**
 * The contact page's route action: checks the form as the page does, then sends it from the web server (the
 * load context calls the API in-process, from the visitor's address and in the page's language).
 */
export async function contactAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const values = formValues(form, CONTACT_FIELDS);
  const invalid = contactFieldErrors(values, requestLocale(request));
  if (Object.keys(invalid).length > 0) return invalidForm(invalid, values);
  const token = form.get(SESSION_TOKEN_FIELD);
  const { phone, ...fields } = values;
  try {
    const { message } = await sendContactMessage(
      { ...fields, phone: phone.trim() ? phone : undefined },
      { context, request, headers: typeof token === 'string' && token ? { Authorization: `Bearer ${token}` } : {} },
    );
    return { ok: true, message } satisfies ContactOutcome;
  } catch (error) {
    return refusedForm(error, CONTACT_FIELDS, values, requestMessages(contactMessages, request).form.failed);
  }
}
