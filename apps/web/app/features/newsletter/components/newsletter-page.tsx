import { Form, useActionData, useNavigation } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import type { SignupOutcome } from '../api/subscribe';
import { signupMessages } from '../signup/messages';

/**
 * The sign-up's own page, where the footer's form lands when the browser sent it without the page's script:
 * the server's thanks, or the address again with what is wrong under it.
 */
export function NewsletterPage() {
  const text = useMessages(signupMessages);
  const outcome = useActionData<SignupOutcome>();
  const sending = useNavigation().state === 'submitting';
  const refusal = outcome && !outcome.ok ? outcome : undefined;
  return (
    <div className="mx-auto max-w-xl px-4 py-14">
      <div className="rounded-card border border-cream-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="font-display text-2xl font-bold">{text.title}</h1>
        <p className="mt-2 text-ink-600">{text.text}</p>
        {outcome?.ok ? (
          <FormAlert tone="success" title={outcome.message} className="mt-6" />
        ) : (
          <Form method="post" action={paths.newsletter()} noValidate className="mt-6 flex flex-col gap-5">
            <TextField
              name="email"
              label={text.emailLabel}
              type="email"
              autoComplete="email"
              required
              placeholder={text.emailPlaceholder}
              defaultValue={refusal?.values.email}
              error={refusal ? (refusal.fields.email ?? refusal.problem ?? undefined) : undefined}
            />
            <SubmitButton busy={sending} shape="pill" postsWithoutScript className="self-start">
              {text.subscribe}
            </SubmitButton>
          </Form>
        )}
      </div>
    </div>
  );
}
