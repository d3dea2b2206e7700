import { changePasswordFormSchema, translate, type ChangePasswordFormValues } from '@veggie/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { serverMessage } from '../../../lib/api-client';
import { contractResolver, showServerFieldErrors } from '../../../lib/form-resolver';
import { useLocale, useMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { profileMessages } from '../messages';

const EMPTY: ChangePasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const locale = useLocale();
  const text = useMessages(profileMessages);
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
    resolver: contractResolver(changePasswordFormSchema, locale),
  });

  const onValid = async ({ currentPassword, newPassword }: ChangePasswordFormValues) => {
    setFailure(undefined);
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      if (!showServerFieldErrors(error, ['currentPassword', 'newPassword'], setError)) {
        setFailure(serverMessage(error) ?? null);
      }
      return;
    }
    toast.success(translate('passwordUpdated', locale));
    reset(EMPTY);
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex max-w-md flex-col gap-5">
      {failure !== undefined && <FormAlert title={text.passwordFailed}>{failure}</FormAlert>}
      <PasswordField
        label={text.currentPassword}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label={text.newPassword}
        autoComplete="new-password"
        hint={text.newPasswordHint}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label={text.confirmPassword}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton shape="pill" busy={isSubmitting} busyLabel={text.updating} className="self-start">
        {text.updatePassword}
      </SubmitButton>
    </form>
  );
}
