import { Form, useActionData, useNavigation, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useMessages } from '../../../lib/i18n';
import type { ManageOutcome } from '../api/manage-subscription';
import { manageMessages } from '../manage/messages';
import { TokenLinkCard } from './token-link-card';

/**
 * Opening the mail's link shows nothing: mail scanners and link previews open links on their own, and
 * opening the subscription proves the account owns the address. A person presses the button (a POST of the
 * token to the page's route action); a second button changes the subscription once, which uses the link up.
 * Each press comes back as the action's answer, so the page works the same without its script.
 */
export function ManageSubscriptionPage() {
  const text = useMessages(manageMessages);
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const outcome = useActionData<ManageOutcome>();
  const busy = useNavigation().state === 'submitting';
  const subscription = outcome?.subscription ?? null;
  const failure = outcome?.failure && <FormAlert title={text.failed}>{outcome.failure}</FormAlert>;

  return (
    <TokenLinkCard token={token} text={text}>
      {!subscription ? (
        <Form method="post" defaultShouldRevalidate={false} className="mt-4 flex flex-col gap-5">
          <input type="hidden" name="token" value={token} />
          <p className="text-ink-600">{text.intro}</p>
          {failure}
          <SubmitButton shape="pill" busy={busy} busyLabel={text.showing} postsWithoutScript className="self-start">
            {text.show}
          </SubmitButton>
        </Form>
      ) : (
        <div className="mt-4 flex flex-col gap-5">
          <p className="text-ink-900">
            {subscription.subscribed ? text.isSubscribed(subscription.email) : text.isNotSubscribed(subscription.email)}
          </p>
          {outcome?.changed ? (
            <FormAlert tone="success" title={text.done}>
              {outcome.changed}
              <p className="mt-1">{text.usedUp}</p>
            </FormAlert>
          ) : (
            <Form method="post" defaultShouldRevalidate={false} className="flex flex-col gap-5">
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="intent" value="change" />
              <input type="hidden" name="subscribed" value={String(!subscription.subscribed)} />
              {failure}
              <SubmitButton shape="pill" busy={busy} busyLabel={text.saving} postsWithoutScript className="self-start">
                {subscription.subscribed ? text.unsubscribe : text.subscribe}
              </SubmitButton>
            </Form>
          )}
        </div>
      )}
    </TokenLinkCard>
  );
}
