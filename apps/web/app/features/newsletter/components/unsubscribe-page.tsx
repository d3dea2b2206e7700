import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { serverMessage } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { unsubscribe } from '../api/unsubscribe';
import { unsubscribeMessages } from '../unsubscribe/messages';
import { TokenLinkCard } from './token-link-card';

type Outcome = { tone: 'success' | 'error'; title: string; detail: string } | null;

/**
 * Opening the mail's link changes nothing: mail scanners and link previews open links on their own. The
 * button sends the token (a POST), so only a person who presses it unsubscribes.
 */
export function UnsubscribePage() {
  const text = useMessages(unsubscribeMessages);
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const { message } = await unsubscribe({ token });
      setOutcome({ tone: 'success', title: text.done, detail: message });
    } catch (error) {
      setOutcome({ tone: 'error', title: text.failed, detail: serverMessage(error) ?? text.tryAgain });
    } finally {
      setBusy(false);
    }
  }

  return (
    <TokenLinkCard token={token} text={text}>
      {outcome?.tone === 'success' ? (
        <FormAlert tone="success" title={outcome.title} className="mt-4">
          {outcome.detail}
        </FormAlert>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} className="mt-4 flex flex-col gap-5">
          <p className="text-ink-600">{text.intro}</p>
          {outcome && <FormAlert title={outcome.title}>{outcome.detail}</FormAlert>}
          <SubmitButton shape="pill" busy={busy} busyLabel={text.unsubscribing} className="self-start">
            {text.unsubscribe}
          </SubmitButton>
        </form>
      )}
    </TokenLinkCard>
  );
}
