import { forgotPasswordFormSchema, type ForgotPasswordFormValues } from '@veggie/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-client';
import { contractResolver } from '../../../lib/form-resolver';
import { useLocale, useMessages } from '../../../lib/i18n';
import { requestPasswordReset } from '../api/forgot-password';
import { authMessages } from '../messages';
import { AuthLink } from './auth-link';
import { EmailField } from './email-field';

type Outcome = { tone: 'success' | 'error'; message: string };

/** Asks for a reset link and shows what the server answered, whatever it was. */
export function ForgotPasswordForm() {
  const text = useMessages(authMessages);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordFormValues>({
    defaultValues: { email: '' },
    resolver: contractResolver(forgotPasswordFormSchema, useLocale()),
  });

  const onValid = async ({ email }: ForgotPasswordFormValues) => {
    setOutcome(null);
    try {
      const { message } = await requestPasswordReset(email.trim());
      setOutcome({ tone: 'success', message });
    } catch (error) {
      setOutcome({ tone: 'error', message: serverMessage(error) ?? text.forgot.failed });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-4">
      {outcome && <FormAlert tone={outcome.tone} title={outcome.message} />}
      <EmailField error={errors.email?.message} {...register('email')} />
      <SubmitButton busy={isSubmitting}>{text.forgot.submit}</SubmitButton>
      <AuthLink prompt={text.forgot.remembered} to={paths.login()}>
        {text.backToLogin}
      </AuthLink>
    </form>
  );
}
