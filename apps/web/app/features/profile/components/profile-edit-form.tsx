import { emailSchema, ownProfileUpdateSchema, translate, type OwnProfileUpdate, type User } from '@veggie/contract';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { inputClass, TextField } from '../../../components/ui/text-field';
import { serverMessage } from '../../../lib/api-client';
import { contractResolver, showServerFieldErrors } from '../../../lib/form-resolver';
import { useLocale, useMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { profileMessages } from '../messages';

const FIELDS = ['name', 'email', 'phone', 'address', 'currentPassword'] as const;

interface ProfileEditFormProps {
  user: User;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * Edits name, email, phone and address with the contract's rules. A new email asks for the current
 * password, as the server requires; the field shows only then.
 */
export function ProfileEditForm({ user, onSaved, onCancel }: ProfileEditFormProps) {
  const locale = useLocale();
  const text = useMessages(profileMessages);
  const addressId = useId();
  const [failure, setFailure] = useState<string | null | undefined>(undefined);
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<OwnProfileUpdate>({
    resolver: contractResolver(ownProfileUpdateSchema, locale),
    defaultValues: {
      name: user.name,
      email: user.email,
      phone: user.phone,
      address: user.address,
      currentPassword: '',
    },
  });
  // Compared as the server stores it: the same email in another case or with spaces is no change.
  const typedEmail = emailSchema.safeParse(useWatch({ control, name: 'email' }));
  const emailChanged = !typedEmail.success || typedEmail.data !== user.email;

  const onValid = async ({ currentPassword, ...details }: OwnProfileUpdate) => {
    setFailure(undefined);
    if (emailChanged && !currentPassword) {
      // Focused as the resolver's errors are: otherwise the press of Update Profile says nothing to a screen reader.
      setError(
        'currentPassword',
        { type: 'required', message: translate('currentPasswordRequired', locale) },
        { shouldFocus: true },
      );
      return;
    }
    try {
      await updateProfile.mutateAsync(emailChanged ? { ...details, currentPassword } : details);
    } catch (error) {
      if (!showServerFieldErrors(error, FIELDS, setError)) setFailure(serverMessage(error) ?? null);
      return;
    }
    toast.success(translate('profileUpdated', locale));
    onSaved();
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-5">
      {failure !== undefined && <FormAlert title={text.profileFailed}>{failure}</FormAlert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={text.fullName}
          autoComplete="name"
          aria-required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={text.email}
          type="email"
          autoComplete="email"
          aria-required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={text.phone}
          type="tel"
          autoComplete="tel"
          placeholder={text.phonePlaceholder}
          error={errors.phone?.message}
          {...register('phone')}
        />
        {emailChanged && (
          <PasswordField
            label={text.currentPassword}
            autoComplete="current-password"
            hint={text.currentPasswordForEmail}
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={addressId} className="text-sm font-semibold text-ink-900">
          {text.address}
        </label>
        <textarea
          id={addressId}
          rows={3}
          autoComplete="street-address"
          placeholder={text.addressPlaceholder}
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={errors.address ? `${addressId}-error` : undefined}
          className={inputClass(Boolean(errors.address))}
          {...register('address')}
        />
        {errors.address && (
          <p id={`${addressId}-error`} className="text-sm font-medium text-sale-600">
            {errors.address.message}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton shape="pill" busy={isSubmitting} busyLabel={text.updating}>
          {text.updateProfile}
        </SubmitButton>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-pill border border-cream-200 bg-white px-5 py-2.5 font-semibold text-ink-900 hover:bg-cream-100"
        >
          {text.cancel}
        </button>
      </div>
    </form>
  );
}
