import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-client';
import { requestPasswordReset } from '../api/forgot-password';
import { notBlank } from '../form-rules';
import { SubmitButton } from './submit-button';

type Outcome = { tone: 'success' | 'error'; message: string };

/** Asks for a reset link and shows what the server answered, whatever it was. */
export function ForgotPasswordForm() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  const onValid = async ({ email }: { email: string }) => {
    setOutcome(null);
    try {
      const { message } = await requestPasswordReset(email.trim());
      setOutcome({ tone: 'success', message });
    } catch (error) {
      setOutcome({ tone: 'error', message: serverMessage(error) ?? 'Something went wrong. Please try again.' });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
      {outcome && <FormAlert tone={outcome.tone} title={outcome.message} />}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        aria-required
        error={errors.email?.message}
        {...register('email', { validate: (value) => notBlank(value) || 'Please enter your email address.' })}
      />
      <SubmitButton busy={isSubmitting}>Send Reset Link</SubmitButton>
      <p className="mt-2 text-center text-sm text-ink-600">
        Remembered it?{' '}
        <Link to={paths.login()} className="font-semibold text-brand-700 hover:underline">
          Back to Login
        </Link>
      </p>
    </form>
  );
}
