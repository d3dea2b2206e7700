import { Form, useActionData, useNavigation, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useMessages } from '../../../lib/i18n';
import type { UnsubscribeOutcome } from '../api/unsubscribe';
import { unsubscribeMessages } from '../unsubscribe/messages';
import { TokenLinkCard } from './token-link-card';

/**
 * Opening the mail's link changes nothing: mail scanners and link previews open links on their own. The
 * button posts the token to the page's route action, so only a person who presses it unsubscribes; the page
 * works the same without its script.
 */
export function UnsubscribePage() {
  const text = useMessages(unsubscribeMessages);
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const outcome = useActionData<UnsubscribeOutcome>();
  const busy = useNavigation().state === 'submitting';

  return (
    <TokenLinkCard token={token} text={text}>
      {outcome?.ok ? (
        <FormAlert tone="success" title={text.done} className="mt-4">
          {outcome.message}
        </FormAlert>
      ) : (
        <Form method="post" defaultShouldRevalidate={false} className="mt-4 flex flex-col gap-5">
          <input type="hidden" name="token" value={token} />
          <p className="text-ink-600">{text.intro}</p>
          {outcome && <FormAlert title={text.failed}>{outcome.problem}</FormAlert>}
          <SubmitButton
            shape="pill"
            busy={busy}
            busyLabel={text.unsubscribing}
            postsWithoutScript
            className="self-start"
          >
            {text.unsubscribe}
          </SubmitButton>
        </Form>
      )}
    </TokenLinkCard>
  );
}
