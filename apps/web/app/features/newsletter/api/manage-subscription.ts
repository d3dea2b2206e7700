import type {
  NewsletterManage,
  NewsletterSubscription,
  NewsletterSubscriptionChange,
  newsletterSubscriptionEnvelopeSchema,
  newsletterSubscriptionUpdatedSchema,
} from '@veggie/contract';
import type { ActionFunctionArgs } from 'react-router';
import { api, serverMessage, type RequestOptions } from '../../../lib/api-client';
import { requestMessages } from '../../../lib/locale';
import { manageMessages } from '../manage/messages';

/** POST /newsletter/manage: the subscription of the mailed link's address; the link keeps working. */
export async function showSubscription(body: NewsletterManage, options: RequestOptions) {
  const response = await api.post<typeof newsletterSubscriptionEnvelopeSchema>('/newsletter/manage', body, options);
  return response.data;
}

/** PUT /newsletter/manage: subscribes or unsubscribes the link's address, and uses the link up. */
export function changeSubscription(body: NewsletterSubscriptionChange, options: RequestOptions) {
  return api.put<typeof newsletterSubscriptionUpdatedSchema>('/newsletter/manage', body, options);
}

/**
 * What the manage page shows after a press: the subscription (null while the link has shown none), the
 * server's words once it changed, or why the press failed.
 */
export interface ManageOutcome {
  subscription: NewsletterSubscription | null;
  changed: string | null;
  failure: string | null;
}

/**
 * The manage page's route action. `intent` "show" opens the link's subscription; "change" sets `subscribed`
 * and uses the link up. A change that fails shows the subscription again as the server has it now, when the
 * link still opens it.
 */
export async function manageSubscriptionAction({ request, context }: ActionFunctionArgs): Promise<ManageOutcome> {
  const form = await request.formData();
  const token = String(form.get('token') ?? '');
  const options = { context, request };
  const failure = (error: unknown) => serverMessage(error) ?? requestMessages(manageMessages, request).tryAgain;
  if (form.get('intent') === 'change') {
    try {
      const { message, data } = await changeSubscription(
        { token, subscribed: form.get('subscribed') === 'true' },
        options,
      );
      return { subscription: data, changed: message, failure: null };
    } catch (error) {
      const subscription = await showSubscription({ token }, options).catch(() => null);
      return { subscription, changed: null, failure: failure(error) };
    }
  }
  try {
    return { subscription: await showSubscription({ token }, options), changed: null, failure: null };
  } catch (error) {
    return { subscription: null, changed: null, failure: failure(error) };
  }
}
