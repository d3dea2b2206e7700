import { resetPasswordFormSchema, translate, type ResetPasswordFormValues } from '@veggie/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-client';
import { contractResolver, showServerFieldErrors } from '../../../lib/form-resolver';
import { useLocale, useMessages } from '../../../lib/i18n';
import { resetPassword } from '../api/reset-password';
import { authMessages } from '../messages';
import { AuthLink, authLinkClass } from './auth-link';

/** Sets a new password with the token from the emailed link. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const locale = useLocale();
  const text = useMessages(authMessages);
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({
    defaultValues: { newPassword: '', confirmPassword: '' },
    resolver: contractResolver(resetPasswordFormSchema, locale),
  });

  const requestNewLink = (
    <Link to={paths.forgotPassword()} className={authLinkClass}>
      {text.reset.requestNewLink}
    </Link>
  );

  // The server's own words for these two, in the screen's language.
  if (!token) return <FormAlert title={translate('resetInvalid', locale)}>{requestNewLink}</FormAlert>;

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert tone="success" title={translate('passwordReset', locale)} />
        <Link
          to={paths.login()}
          className="rounded-xl bg-brand-600 px-4 py-3 text-center font-semibold text-white hover:bg-brand-700"
        >
          {text.reset.goToLogin}
        </Link>
      </div>
    );
  }

  const onValid = async ({ newPassword }: ResetPasswordFormValues) => {
    setFormError(null);
    try {
      await resetPassword({ token, newPassword });
      setDone(true);
    } catch (error) {
      if (!showServerFieldErrors(error, ['newPassword'], setError))
        setFormError(serverMessage(error) ?? text.reset.failed);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
      {formError && <FormAlert title={formError}>{requestNewLink}</FormAlert>}
      <PasswordField
        label={text.reset.newPassword}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label={text.reset.confirmPassword}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton busy={isSubmitting}>{text.reset.submit}</SubmitButton>
      <AuthLink to={paths.login()}>{text.backToLogin}</AuthLink>
    </form>
  );
}
