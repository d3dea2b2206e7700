import { useId, useState, type FormEvent } from 'react';
import { useLocale, useMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { signupMessages } from '../signup/messages';

/** The footer's newsletter band: what it is, and the sign-up form. */
export function NewsletterSignup() {
  const text = useMessages(signupMessages);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 lg:flex-row lg:items-center lg:justify-between">
      <div>
        <h2 className="font-display text-2xl font-bold text-white">{text.title}</h2>
        <p className="mt-1 text-brand-100">{text.text}</p>
      </div>
      <NewsletterForm />
    </div>
  );
}

/** Newsletter sign-up: a refusal shows under the field, the server's thanks as a toast. */
function NewsletterForm() {
  const text = useMessages(signupMessages);
  const locale = useLocale();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const { newsletterEmailError, subscribe } = await import('../api/subscribe');
      const invalid = newsletterEmailError(email, { locale, missing: text.emailMissing });
      const answer = invalid ? { problem: invalid } : await subscribe(email, text.subscribeFailed);
      setError(answer.problem ?? null);
      if (answer.thanks === undefined) return;
      setEmail('');
      toast.success(answer.thanks);
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="w-full max-w-md">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-white">
        {text.emailLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={text.emailPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded-pill border border-brand-700 bg-white px-4 py-2.5 text-ink-900 placeholder:text-ink-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
        />
        <button
          type="submit"
          aria-busy={sending || undefined}
          className="shrink-0 rounded-pill bg-brand-300 px-5 py-2.5 font-semibold text-brand-900 transition hover:bg-brand-200 focus-visible:outline-white"
        >
          {text.subscribe}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-sale-50">
          {error}
        </p>
      )}
    </form>
  );
}
