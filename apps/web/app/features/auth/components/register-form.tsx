import { registerFormSchema, type AuthResponse, type RegisterFormValues } from '@veggie/contract';
import { useId, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-client';
import { contractResolver, showServerFieldErrors } from '../../../lib/form-resolver';
import { useLocale, useMessages } from '../../../lib/i18n';
import { register as registerAccount } from '../api/register';
import { bannerMessage } from '../form-banner';
import { useEnterAccount } from '../hooks/use-enter-account';
import { authMessages } from '../messages';
import { AuthLink, authLinkClass } from './auth-link';
import { EmailField } from './email-field';
import { SocialLoginButtons } from './social-login-buttons';

const FIELDS = ['name', 'email', 'password'] as const;

interface RegisterFormProps {
  /** Runs after the session is stored and before the full redirect home (the app merges the guest cart). */
  onAuthenticated: () => Promise<void>;
}

export function RegisterForm({ onAuthenticated }: RegisterFormProps) {
  const text = useMessages(authMessages);
  const termsId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const { leaving, enter, returnTo } = useEnterAccount(onAuthenticated, text.register.welcome);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues>({
    defaultValues: { name: '', email: '', password: '', acceptTerms: false },
    resolver: contractResolver(registerFormSchema, useLocale()),
  });

  const onValid = async ({ name, email, password }: RegisterFormValues) => {
    setFormError(null);
    let session: AuthResponse;
    try {
      session = await registerAccount({ name: name.trim(), email: email.trim(), password });
    } catch (error) {
      // The server judges the password length and email format; its field messages go under the fields.
      if (!showServerFieldErrors(error, FIELDS, setError)) setFormError(serverMessage(error) ?? text.register.failed);
      return;
    }
    await enter(session);
  };

  // Client-side, name, email and password are only checked for presence; the terms box has its own message.
  const onInvalid = (invalid: FieldErrors<RegisterFormValues>) => setFormError(bannerMessage(invalid, FIELDS));
  // Only the server's messages go under the fields: the banner speaks for the empty ones.
  const serverError = (field: (typeof FIELDS)[number]) =>
    errors[field]?.type === 'server' ? errors[field].message : undefined;
  const invalid = (field: (typeof FIELDS)[number]) => (errors[field] ? true : undefined);

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-4">
      {formError && <FormAlert title={formError} />}
      <TextField
        label={text.register.fullName}
        autoComplete="name"
        placeholder={text.register.namePlaceholder}
        aria-required
        error={serverError('name')}
        aria-invalid={invalid('name')}
        {...register('name')}
      />
      <EmailField error={serverError('email')} aria-invalid={invalid('email')} {...register('email')} />
      <PasswordField
        label={text.password}
        autoComplete="new-password"
        hint={text.register.passwordHint}
        error={serverError('password')}
        aria-invalid={invalid('password')}
        {...register('password')}
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
            {...register('acceptTerms')}
          />
          <label htmlFor={termsId} className="text-sm text-ink-900">
            {text.register.agreeTo}{' '}
            <Link to={paths.terms()} className={`${authLinkClass} underline-offset-2`}>
              {text.register.terms}
            </Link>{' '}
            {text.register.and}{' '}
            <Link to={paths.privacy()} className={`${authLinkClass} underline-offset-2`}>
              {text.register.privacy}
            </Link>
          </label>
        </div>
        {errors.acceptTerms && (
          <p id={`${termsId}-error`} className="mt-1.5 text-sm font-medium text-sale-600">
            {errors.acceptTerms.message}
          </p>
        )}
      </div>
      <SubmitButton busy={isSubmitting || leaving}>{text.register.submit}</SubmitButton>
      <SocialLoginButtons />
      <AuthLink prompt={text.register.haveAccount} to={paths.login(returnTo)} className="mt-6">
        {text.register.login}
      </AuthLink>
    </form>
  );
}
