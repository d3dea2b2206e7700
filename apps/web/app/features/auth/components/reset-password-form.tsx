import { resetPasswordFormSchema, type ResetPasswordFormValues } from '@veggie/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/form-resolver';
import { toast } from '../../../lib/toast';
import { resetPassword } from '../api/reset-password';
import { SubmitButton } from './submit-button';

const linkClass = 'font-semibold text-brand-700 hover:underline';

/** Sets a new password with the token from the emailed link. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({
    defaultValues: { newPassword: '', confirmPassword: '' },
    resolver: contractResolver(resetPasswordFormSchema),
  });

  if (!token) {
    return (
      <FormAlert title="This password reset link is invalid or has expired">
        <Link to={paths.forgotPassword()} className={linkClass}>
          Request a new link
        </Link>
      </FormAlert>
    );
  }

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert tone="success" title="Your password has been reset. Please log in." />
        <Link
          to={paths.login()}
          className="rounded-xl bg-brand-600 px-4 py-3 text-center font-semibold text-white hover:bg-brand-700"
        >
          Go to Login
        </Link>
      </div>
    );
  }

  const onValid = async ({ newPassword }: ResetPasswordFormValues) => {
    setFormError(null);
    try {
      const { message } = await resetPassword({ token, newPassword });
      toast.success(message);
      setDone(true);
    } catch (error) {
      setFormError(serverMessage(error) ?? 'Failed to reset password. Please try again.');
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
      {formError && (
        <FormAlert title={formError}>
          <Link to={paths.forgotPassword()} className={linkClass}>
            Request a new link
          </Link>
        </FormAlert>
      )}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        revealable
        aria-required
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        revealable
        aria-required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton busy={isSubmitting}>Reset Password</SubmitButton>
      <p className="mt-2 text-center text-sm text-ink-600">
        <Link to={paths.login()} className={linkClass}>
          Back to Login
        </Link>
      </p>
    </form>
  );
}
