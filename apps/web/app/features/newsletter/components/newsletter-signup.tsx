import { useEffect, useId, useRef } from 'react';
import { useFetcher } from 'react-router';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import type { SignupOutcome } from '../api/subscribe';
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

/**
 * Newsletter sign-up: a refusal shows under the field, the server's thanks as a toast. The form posts to the
 * /newsletter route action through a fetcher, so the visitor stays on the page; a browser without the page's
 * script posts it itself and lands on /newsletter, which shows the answer.
 */
function NewsletterForm() {
  const text = useMessages(signupMessages);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const fetcher = useFetcher<SignupOutcome>();
  const outcome = fetcher.state === 'idle' ? fetcher.data : undefined;
  const error = outcome && !outcome.ok ? (outcome.fields.email ?? outcome.problem) : null;
  const sending = fetcher.state !== 'idle';

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data?.ok) return;
    formRef.current?.reset();
    toast.success(fetcher.data.message);
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={paths.newsletter()}
      noValidate
      // The footer's answer changes nothing the page has loaded.
      defaultShouldRevalidate={false}
      className="w-full max-w-md"
    >
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-white">
        {text.emailLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          required
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
    </fetcher.Form>
  );
}
