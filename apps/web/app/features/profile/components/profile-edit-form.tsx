import { profileUpdateSchema, type ProfileUpdate, type User } from '@veggie/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { inputClass, TextField } from '../../../components/ui/text-field';
import { contractResolver } from '../../../lib/form-resolver';
import { serverFieldErrors, serverMessage } from '../../../lib/http-errors';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';

const FIELDS = ['name', 'email', 'phone', 'address'] as const;

/** Edits name, email, phone and address with the contract's rules; leaves edit mode once saved. */
export function ProfileEditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const addressId = useId();
  const [failure, setFailure] = useState<string | null | undefined>(undefined);
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileUpdate>({
    resolver: contractResolver(profileUpdateSchema),
    defaultValues: { name: user.name, email: user.email, phone: user.phone, address: user.address },
  });

  const onValid = async (values: ProfileUpdate) => {
    setFailure(undefined);
    try {
      await updateProfile.mutateAsync(values);
    } catch (error) {
      for (const { field, message } of serverFieldErrors(error)) {
        const known = FIELDS.find((name) => name === field);
        if (known) setError(known, { type: 'server', message });
      }
      setFailure(serverMessage(error));
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
        <TextField label="Full Name" autoComplete="name" aria-required error={errors.name?.message} {...register('name')} />
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
