import { loginFormSchema, type AuthResponse, type LoginFormValues } from '@veggie/contract';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-client';
import { contractResolver, showServerFieldErrors } from '../../../lib/form-resolver';
import { useLocale, useMessages } from '../../../lib/i18n';
import { login } from '../api/login';
import { bannerMessage } from '../form-banner';
import { useEnterAccount } from '../hooks/use-enter-account';
import { authMessages } from '../messages';
import { AuthLink, authLinkClass } from './auth-link';
import { EmailField } from './email-field';
import { SocialLoginButtons } from './social-login-buttons';

const FIELDS = ['email', 'password'] as const;

interface LoginFormProps {
  /** Runs after the session is stored and before the full redirect home (the app merges the guest cart). */
  onAuthenticated: () => Promise<void>;
}

export function LoginForm({ onAuthenticated }: LoginFormProps) {
  const text = useMessages(authMessages);
  const [formError, setFormError] = useState<string | null>(null);
  const { leaving, enter, returnTo } = useEnterAccount(onAuthenticated, text.login.welcome);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    defaultValues: { email: '', password: '' },
    resolver: contractResolver(loginFormSchema, useLocale()),
  });

  const onValid = async ({ email, password }: LoginFormValues) => {
    setFormError(null);
    let session: AuthResponse;
    try {
      session = await login({ email: email.trim(), password });
    } catch (error) {
      if (!showServerFieldErrors(error, FIELDS, setError)) setFormError(serverMessage(error) ?? text.login.failed);
      return;
    }
    await enter(session);
  };

  const onInvalid = (invalid: FieldErrors<LoginFormValues>) => setFormError(bannerMessage(invalid, FIELDS));
  // Only the server's messages go under the fields: the banner speaks for the empty ones.
  const serverError = (field: (typeof FIELDS)[number]) =>
    errors[field]?.type === 'server' ? errors[field].message : undefined;

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="flex flex-col gap-4">
      {formError && <FormAlert title={formError} />}
      <EmailField error={serverError('email')} aria-invalid={errors.email ? true : undefined} {...register('email')} />
      <div className="flex flex-col gap-1.5">
        <PasswordField
          label={text.password}
          autoComplete="current-password"
          error={serverError('password')}
          aria-invalid={errors.password ? true : undefined}
          {...register('password')}
        />
        <Link to={paths.forgotPassword()} className={`self-end text-sm ${authLinkClass}`}>
          {text.login.forgotPassword}
        </Link>
      </div>
      <SubmitButton busy={isSubmitting || leaving}>{text.login.submit}</SubmitButton>
      <SocialLoginButtons />
      <AuthLink prompt={text.login.noAccount} to={paths.register(returnTo)} className="mt-6">
        {text.login.register}
      </AuthLink>
    </form>
  );
}
