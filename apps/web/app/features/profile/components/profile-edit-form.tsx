import { emailSchema, ownProfileUpdateSchema, translate, type OwnProfileUpdate, type User } from '@veggie/contract';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClass, TextField } from '../../../components/ui/text-field';
import { contractResolver } from '../../../lib/form-resolver';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';

const FIELDS = ['name', 'email', 'phone', 'address', 'currentPassword'] as const;

/**
 * Edits name, email, phone and address with the contract's rules; leaves edit mode once saved. A new
 * email asks for the current password, as the server requires; the field shows only then.
 */
export function ProfileEditForm({ user, onDone }: { user: User; onDone: () => void }) {
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
    resolver: contractResolver(ownProfileUpdateSchema),
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
        { type: 'required', message: translate('currentPasswordRequired') },
        { shouldFocus: true },
      );
      return;
    }
    try {
      await updateProfile.mutateAsync(emailChanged ? { ...details, currentPassword } : details);
    } catch (error) {
      for (const { field, message } of error instanceof ApiError ? error.fields : []) {
        const known = FIELDS.find((name) => name === field);
        if (known) setError(known, { type: 'server', message });
      }
      setFailure(serverMessage(error) ?? null);
      toast.error('Failed to update profile');
      return;
    }
    toast.success('Profile updated successfully');
    onDone();
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="flex flex-col gap-5">
      {failure !== undefined && <FormAlert title="Failed to update profile">{failure}</FormAlert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Full Name"
          autoComplete="name"
          aria-required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email Address"
          type="email"
          autoComplete="email"
          aria-required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="0901 234 567"
          error={errors.phone?.message}
          {...register('phone')}
        />
        {emailChanged && (
          <TextField
            label="Current Password"
            type="password"
            revealable
            autoComplete="current-password"
            hint="Needed to change your email"
            aria-required
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={addressId} className="text-sm font-semibold text-ink-900">
          Address
        </label>
        <textarea
          id={addressId}
          rows={3}
          autoComplete="street-address"
          placeholder="12 Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh"
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
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-pill bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-75"
        >
          {isSubmitting ? 'Updating…' : 'Update Profile'}
        </button>
        <button
          type="button"
          onClick={onDone}
          className="rounded-pill border border-cream-200 bg-white px-5 py-2.5 font-semibold text-ink-900 hover:bg-cream-100"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
