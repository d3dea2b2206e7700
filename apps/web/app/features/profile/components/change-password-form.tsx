import { changePasswordFormSchema, type ChangePasswordFormValues } from '@veggie/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/form-resolver';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';

const EMPTY: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const [failure, setFailure] = useState<string | null | undefined>(undefined);
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormValues>({
    defaultValues: EMPTY,
    resolver: contractResolver(changePasswordFormSchema),
  });

  const onValid = async ({ currentPassword, newPassword }: ChangePasswordFormValues) => {
    setFailure(undefined);
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      const message = serverMessage(error);
      for (const { field, message: fieldMessage } of error instanceof ApiError ? error.fields : []) {
        if (field === 'currentPassword' || field === 'newPassword')
          setError(field, { type: 'server', message: fieldMessage });
      }
      setFailure(message ?? null);
      toast.error(message ?? 'Failed to update password');
      return;
    }
    toast.success('Password updated successfully');
    reset(EMPTY);
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex max-w-md flex-col gap-5">
      {failure !== undefined && <FormAlert title="Failed to update password">{failure}</FormAlert>}
      <TextField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        revealable
        aria-required
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        revealable
        aria-required
        hint="At least 6 characters."
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        revealable
        aria-required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <button
        type="submit"
        disabled={isSubmitting}
        className="self-start rounded-pill bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-75"
      >
        {isSubmitting ? 'Updating…' : 'Update Password'}
      </button>
    </form>
  );
}
