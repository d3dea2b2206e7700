import type { NewsletterSubscription } from '@veggie/contract';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { serverMessage } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { changeSubscription, showSubscription } from '../api/manage-subscription';
import { manageMessages } from '../manage/messages';
import { TokenLinkCard } from './token-link-card';

/**
 * Opening the mail's link shows nothing: mail scanners and link previews open links on their own, and
 * opening the subscription proves the account owns the address. A person presses the button (a POST of the
 * token); a second button changes the subscription once, which uses the link up.
 */
export function ManageSubscriptionPage() {
  const text = useMessages(manageMessages);
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const [busy, setBusy] = useState(false);
  const [subscription, setSubscription] = useState<NewsletterSubscription | null>(null);
  const [changed, setChanged] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(serverMessage(error) ?? text.tryAgain);
    } finally {
      setBusy(false);
    }
  }

  const onShow = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => setSubscription(await showSubscription({ token })));
  };

  const onChange = (event: FormEvent<HTMLFormElement>, current: NewsletterSubscription) => {
    event.preventDefault();
    void run(async () => {
      const { message, data } = await changeSubscription({ token, subscribed: !current.subscribed });
      setSubscription(data);
      setChanged(message);
    });
  };

  return (
    <TokenLinkCard token={token} text={text}>
      {!subscription ? (
        <form onSubmit={onShow} className="mt-4 flex flex-col gap-5">
          <p className="text-ink-600">{text.intro}</p>
          {failure && <FormAlert title={text.failed}>{failure}</FormAlert>}
          <SubmitButton shape="pill" busy={busy} busyLabel={text.showing} className="self-start">
            {text.show}
          </SubmitButton>
        </form>
      ) : (
        <div className="mt-4 flex flex-col gap-5">
          <p className="text-ink-900">
            {subscription.subscribed ? text.isSubscribed(subscription.email) : text.isNotSubscribed(subscription.email)}
          </p>
          {changed ? (
            <FormAlert tone="success" title={text.done}>
              {changed}
              <p className="mt-1">{text.usedUp}</p>
            </FormAlert>
          ) : (
            <form onSubmit={(event) => onChange(event, subscription)} className="flex flex-col gap-5">
              {failure && <FormAlert title={text.failed}>{failure}</FormAlert>}
              <SubmitButton shape="pill" busy={busy} busyLabel={text.saving} className="self-start">
                {subscription.subscribed ? text.unsubscribe : text.subscribe}
              </SubmitButton>
            </form>
          )}
        </div>
      )}
    </TokenLinkCard>
  );
}
