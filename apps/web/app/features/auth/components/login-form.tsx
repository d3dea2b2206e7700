import type { LoginInput } from '@veggie/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { navigateFullPage } from '../../../lib/full-page-navigation';
import { serverMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { login } from '../api/login';
import { startSession } from '../session';
import { notBlank, REQUIRED_FIELDS_MESSAGE } from '../form-rules';
import { SocialLoginButtons } from './social-login-buttons';
import { SubmitButton } from './submit-button';

interface LoginFormProps {
  /** Runs after the session is stored and before the full redirect home (the app merges the guest cart). */
  onAuthenticated: () => Promise<void>;
}

export function LoginForm({ onAuthenticated }: LoginFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ defaultValues: { email: '', password: '' } });

  const onValid = async (values: LoginInput) => {
    setFormError(null);
    try {
      startSession(await login({ email: values.email.trim(), password: values.password }));
    } catch (error) {
      setFormError(serverMessage(error) ?? 'Login failed.');
      return;
    }
    setLeaving(true);
    await onAuthenticated();
    toast.successOnNextPage('Login successful! Welcome back.');
    // A full load, so every part of the page starts from the new session.
    navigateFullPage(paths.home());
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, () => setFormError(REQUIRED_FIELDS_MESSAGE))}
      className="flex flex-col gap-4"
    >
      {formError && <FormAlert title={formError} />}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        aria-required
        aria-invalid={errors.email ? true : undefined}
        {...register('email', { validate: notBlank })}
      />
      <div className="flex flex-col gap-1.5">
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          revealable
          aria-required
          aria-invalid={errors.password ? true : undefined}
          {...register('password', { validate: notBlank })}
        />
        <Link to={paths.forgotPassword()} className="self-end text-sm font-semibold text-brand-700 hover:underline">
          Forgot password?
        </Link>
      </div>
      <SubmitButton busy={isSubmitting || leaving}>Login</SubmitButton>
      <SocialLoginButtons />
      <p className="mt-6 text-center text-sm text-ink-600">
        Don&apos;t have an account?{' '}
        <Link to={paths.register()} className="font-semibold text-brand-700 hover:underline">
          Register
        </Link>
      </p>
    </form>
  );
}
