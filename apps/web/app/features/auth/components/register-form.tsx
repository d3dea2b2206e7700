import type { RegisterInput } from '@veggie/contract';
import { useId, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { navigateFullPage } from '../../../lib/full-page-navigation';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { register as registerAccount } from '../api/register';
import { notBlank, REQUIRED_FIELDS_MESSAGE } from '../form-rules';
import { startSession } from '../session';
import { SocialLoginButtons } from './social-login-buttons';
import { SubmitButton } from './submit-button';

interface RegisterValues extends RegisterInput {
  acceptTerms: boolean;
}

const FIELDS = ['name', 'email', 'password'] as const;
const TERMS_MESSAGE = 'Please accept the Terms of Service and Privacy Policy';

interface RegisterFormProps {
  /** Runs after the session is stored and before the full redirect home (the app merges the guest cart). */
  onAuthenticated: () => Promise<void>;
}

export function RegisterForm({ onAuthenticated }: RegisterFormProps) {
  const termsId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({ defaultValues: { name: '', email: '', password: '', acceptTerms: false } });

  const onValid = async ({ name, email, password }: RegisterValues) => {
    setFormError(null);
    try {
      startSession(await registerAccount({ name: name.trim(), email: email.trim(), password }));
    } catch (error) {
      // The server judges the password length and email format; its field messages go under the fields.
      for (const { field, message } of error instanceof ApiError ? error.fields : []) {
        const known = FIELDS.find((name) => name === field);
        if (known) setError(known, { type: 'server', message });
      }
      setFormError(serverMessage(error) ?? 'Registration failed.');
      return;
    }
    setLeaving(true);
    await onAuthenticated();
    toast.successOnNextPage('Registration successful! Welcome to our community.');
    navigateFullPage(paths.home());
  };

  // Client-side, name, email and password are only checked for presence; the terms box has its own message.
  const onInvalid = (invalid: FieldErrors<RegisterValues>) =>
    setFormError(FIELDS.some((field) => invalid[field]) ? REQUIRED_FIELDS_MESSAGE : null);

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-4">
      {formError && <FormAlert title={formError} />}
      <TextField
        label="Full name"
        autoComplete="name"
        placeholder="Nguyễn Văn An"
        aria-required
        error={errors.name?.type === 'server' ? errors.name.message : undefined}
        aria-invalid={errors.name ? true : undefined}
        {...register('name', { validate: notBlank })}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        aria-required
        error={errors.email?.type === 'server' ? errors.email.message : undefined}
        aria-invalid={errors.email ? true : undefined}
        {...register('email', { validate: notBlank })}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        revealable
        hint="Must be at least 8 characters long"
        aria-required
        error={errors.password?.type === 'server' ? errors.password.message : undefined}
        aria-invalid={errors.password ? true : undefined}
        {...register('password', { validate: notBlank })}
      />
      <div>
        <div className="flex items-start gap-3">
          <input
            id={termsId}
            type="checkbox"
            aria-required
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? `${termsId}-error` : undefined}
            className="mt-0.5 size-5 shrink-0 accent-brand-600"
            {...register('acceptTerms', { validate: (accepted) => accepted || TERMS_MESSAGE })}
          />
          <label htmlFor={termsId} className="text-sm text-ink-900">
            I agree to the{' '}
            <Link to={paths.terms()} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to={paths.privacy()} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              Privacy Policy
            </Link>
          </label>
        </div>
        {errors.acceptTerms && (
          <p id={`${termsId}-error`} className="mt-1.5 text-sm font-medium text-sale-600">
            {errors.acceptTerms.message}
          </p>
        )}
      </div>
      <SubmitButton busy={isSubmitting || leaving}>Create Account</SubmitButton>
      <SocialLoginButtons />
      <p className="mt-6 text-center text-sm text-ink-600">
        Already have an account?{' '}
        <Link to={paths.login()} className="font-semibold text-brand-700 hover:underline">
          Login
        </Link>
      </p>
    </form>
  );
}
