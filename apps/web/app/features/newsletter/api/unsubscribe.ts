import type { NewsletterUnsubscribe, newsletterUnsubscribedSchema } from '@veggie/contract';
import type { ActionFunctionArgs } from 'react-router';
import { api, type RequestOptions } from '../../../lib/api-client';
import { refusedForm, type FormOutcome } from '../../../lib/form-action';
import { requestMessages } from '../../../lib/locale';
import { unsubscribeMessages } from '../unsubscribe/messages';

export type UnsubscribeOutcome = FormOutcome<never>;

/** POST /newsletter/unsubscribe: the token of the mail's link; the answer names the address that left. */
export function unsubscribe(body: NewsletterUnsubscribe, options: RequestOptions) {
  return api.post<typeof newsletterUnsubscribedSchema>('/newsletter/unsubscribe', body, options);
}

/** The unsubscribe page's route action: the button posts the link's token, sent on from the web server. */
export async function unsubscribeAction({ request, context }: ActionFunctionArgs) {
  const token = (await request.formData()).get('token');
  try {
    const { message } = await unsubscribe({ token: typeof token === 'string' ? token : '' }, { context, request });
    return { ok: true, message } satisfies UnsubscribeOutcome;
  } catch (error) {
    return refusedForm(error, [], {}, requestMessages(unsubscribeMessages, request).tryAgain);
  }
}
